import type { SVGProps } from "react";
import { iconSpriteUrl } from "./icon-sprite";
import type { IconName } from "./icon-set";

export type { IconName };

/**
 * An icon from the site's sprite (public/icons/, written from
 * components/ui/icon-set.ts): a page carries only a reference to the symbol,
 * in its HTML and again in its hydration data, instead of its paths. The
 * `icon` class (app/globals.css) draws it like Lucide: outlined in the text
 * colour, 24 px unless sized. Decorative unless given an aria-label.
 */
export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg aria-hidden={props["aria-label"] ? undefined : true} className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${iconSpriteUrl}#${name}`} />
    </svg>
  );
}
