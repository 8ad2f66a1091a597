import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon";
import type { PortfolioCategoryId } from "@/lib/catalogue/portfolio";

// No stock photos: each project gets a drawn block in its category's colours, named by the
// project's image text. The fixed aspect ratio reserves the space, so nothing shifts. The
// stylesheet draws the shapes around the icon (.project-frame, .project-art).
const gradients: Record<PortfolioCategoryId, string> = {
  social: "from-pink-600 via-rose-500 to-orange-400",
  production: "from-slate-800 via-slate-700 to-amber-600",
  editing: "from-fuchsia-700 via-purple-600 to-indigo-600",
  marketing: "from-emerald-700 via-teal-600 to-cyan-500",
  web: "from-sky-700 via-blue-600 to-indigo-500",
};

export function ProjectIllustration({
  category,
  icon,
  description,
  children,
}: {
  category: PortfolioCategoryId;
  /** The category's icon (lib/catalogue/portfolio.ts); given, so the dialog's copy needs no catalogue in the browser. */
  icon: IconName;
  description: string;
  /** Overlaid controls (the video Play button). */
  children?: ReactNode;
}) {
  return (
    <div className={`project-frame bg-gradient-to-br ${gradients[category]}`}>
      <div role="img" aria-label={description} className="project-art">
        <Icon name={icon} className="relative h-14 w-14 text-white/90" />
      </div>
      {children}
    </div>
  );
}
