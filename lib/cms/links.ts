/** A link from post content the site is willing to render. */
export interface SafeLink {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external: boolean;
}

const allowedProtocols = new Set(["http:", "https:", "mailto:"]);

/**
 * Editors' links, checked: absolute http(s) and mailto links, and paths on
 * this site. Anything else (javascript:, data:, protocol-relative //host, a
 * malformed URL) returns null and is rendered as plain text.
 */
export function toSafeLink(href: unknown): SafeLink | null {
  if (typeof href !== "string") return null;
  const trimmed = href.trim();
  if (!trimmed) return null;
  if ((trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.startsWith("/\\")) || trimmed.startsWith("#")) {
    // The URL parser ignores tabs and newlines, so a path could still smuggle a scheme in.
    if (/[\u0000-\u001f\\]/.test(trimmed)) return null;
    return { href: trimmed, external: false };
  }
  if (!URL.canParse(trimmed)) return null;
  const url = new URL(trimmed);
  if (!allowedProtocols.has(url.protocol)) return null;
  return { href: url.href, external: url.protocol !== "mailto:" };
}
