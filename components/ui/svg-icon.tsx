import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon as plain SVG. lucide-react draws every icon through a client
 * component (it reads a React context), so each page shipped its code and
 * hydrated every icon; these are static markup, from the server or the browser.
 * Decorative unless given an aria-label.
 */
export function SvgIcon({ icon, ...props }: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
