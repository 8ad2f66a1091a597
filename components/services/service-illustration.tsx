import { Icon } from "@/components/ui/icon";
import type { Service } from "@/lib/i18n/records/services";
import { serviceColourClasses } from "./service-colours";

/** A gradient panel standing in for a photo; the image text is its accessible name. */
export function ServiceIllustration({ service, className = "" }: { service: Service; className?: string }) {
  return (
    <div
      role="img"
      aria-label={service.imageText}
      className={`flex aspect-[4/3] items-center justify-center rounded-2xl bg-gradient-to-br shadow-lg ${serviceColourClasses[service.colour].gradient} ${className}`}
    >
      <Icon name={service.icon} className="h-20 w-20 text-white/90" />
    </div>
  );
}
