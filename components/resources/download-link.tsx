import { Icon } from "@/components/ui/icon";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button-link";
import { resourceFileHref, resourceFileName, resourceTypeLabels, type Resource } from "@/lib/catalogue/resources";

/** Downloads the resource's file (public/resources/), saved under a readable name. */
export function DownloadLink({
  resource,
  variant = "primary",
  className = "",
}: {
  resource: Pick<Resource, "id" | "title" | "type" | "fileSize">;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a
      href={resourceFileHref(resource)}
      download={resourceFileName(resource)}
      type={mimeTypes[resource.type]}
      className={buttonClasses(variant, className)}
      aria-label={`Download ${resource.title} (${resourceTypeLabels[resource.type]}, ${resource.fileSize})`}
    >
      <Icon name="download" className="h-4 w-4" />
      Download
    </a>
  );
}

const mimeTypes: Record<Resource["type"], string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
