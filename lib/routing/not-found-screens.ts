// An address under /services or /resources that names no catalogue entry is
// answered by its section's not-found screen: one page per section, prerendered
// at build with status 404 and its scripts pinned like every other page, which
// proxy.ts rewrites those addresses to. Rendering the screen per unknown id
// instead (Next's default) would cache a page per id for a year, so anyone could
// fill the disk, and would send it with an empty body (vercel/next.js#62228).
import { isResourceAddress } from "@/lib/catalogue/resources";
import { isServiceId } from "@/lib/catalogue/services";
import { notFoundSegment } from "./not-found-segment";

/** The id the screens are prerendered under; no catalogue entry may take it. */
export const notFoundScreenId = notFoundSegment;

export const notFoundScreens = {
  service: `/services/${notFoundScreenId}`,
  resource: `/resources/${notFoundScreenId}/${notFoundScreenId}`,
} as const;

/** The screen to answer `pathname` with, or undefined when it names a page that exists (or another section). */
export function notFoundScreenFor(pathname: string): string | undefined {
  const [, section, first, second, ...rest] = pathname.split("/");
  if (rest.length > 0 || !first) return undefined;
  if (section === "services" && second === undefined && !isServiceId(first)) return notFoundScreens.service;
  if (section === "resources" && second && !isResourceAddress(first, second)) return notFoundScreens.resource;
  return undefined;
}
