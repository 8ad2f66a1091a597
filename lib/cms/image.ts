import { createImageUrlBuilder } from "@sanity/image-url";

/** An image as the pages see it: a URL they can hand to next/image, with its size. */
export interface BlogImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ImageHost {
  projectId: string;
  dataset: string;
  /** https://cdn.sanity.io, or the test stand-in. */
  imageBaseUrl: string;
}

/** The spec's fixed stock image, kept as a local file and shown only when a post has no image. */
export const placeholderImage: BlogImage = { url: "/blog/placeholder.svg", alt: "", width: 1200, height: 675 };

/** Asset ids and file names carry the original size: image-<hash>-<width>x<height>-<format>. */
const sizeInId = /-(\d+)x(\d+)(?:-|\.)[a-z]+$/i;

/**
 * The URL of a Sanity image (an asset id, asset object or CDN URL) scaled to
 * `width` (never up), with its height, or null when the source is not one.
 */
export function sanityImage(host: ImageHost, source: string, alt: string, width: number, square = false): BlogImage | null {
  const match = sizeInId.exec(source.split("?")[0] ?? "");
  if (!match) return null;
  const original = { width: Number(match[1]), height: Number(match[2]) };
  if (!original.width || !original.height) return null;
  const image = createImageUrlBuilder({ projectId: host.projectId, dataset: host.dataset, baseUrl: host.imageBaseUrl }).image(source);
  const shownWidth = Math.min(width, original.width);
  const size = square
    ? { width: Math.min(shownWidth, original.height), height: Math.min(shownWidth, original.height) }
    : { width: shownWidth, height: Math.round((original.height * shownWidth) / original.width) };
  try {
    const scaled = square ? image.width(size.width).height(size.height).fit("crop") : image.width(size.width).fit("max");
    return { url: scaled.auto("format").url(), alt, ...size };
  } catch {
    // The builder throws on an id it cannot read; the caller falls back.
    return null;
  }
}

/**
 * next/image's loader for a Sanity image: the CDN scales and encodes it itself,
 * so each srcset width is a CDN URL, not a second optimisation by the host (a
 * billed transformation each). A fixed height (a square crop) scales with the width.
 */
export function sanityImageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  const url = new URL(src);
  const shownWidth = Number(url.searchParams.get("w"));
  const height = Number(url.searchParams.get("h"));
  url.searchParams.set("w", String(width));
  if (height && shownWidth) url.searchParams.set("h", String(Math.round((height * width) / shownWidth)));
  if (!url.searchParams.has("fit")) url.searchParams.set("fit", "max");
  url.searchParams.set("auto", "format");
  if (quality) url.searchParams.set("q", String(quality));
  return url.toString();
}
