import { Icon } from "@/components/ui/icon";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { resourceFileHref } from "@/lib/catalogue/resources";
import { fill } from "@/lib/i18n/fill";
import type { ResourceView } from "@/lib/pages/resources";

/** Downloads the resource's file (public/resources/), saved under a readable name. */
export function DownloadLink({
  resource,
  texts,
  variant = "primary",
  className = "",
}: {
  resource: Pick<ResourceView, "id" | "title" | "type" | "fileSize" | "typeLabel" | "fileName">;
  texts: { download: string; downloadLabel: string };
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a
      href={resourceFileHref(resource)}
      download={resource.fileName}
      type={mimeTypes[resource.type]}
      className={buttonClasses(variant, className)}
      aria-label={fill(texts.downloadLabel, { title: resource.title, type: resource.typeLabel, size: resource.fileSize })}
    >
      <Icon name="download" className="h-4 w-4" />
      {texts.download}
    </a>
  );
}

const mimeTypes: Record<ResourceView["type"], string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
