import { getImageProps } from "next/image";
import type { BlogImage } from "@/lib/cms/image";

/**
 * Through next/image's getImageProps on the server: the same optimised srcset as
 * <Image>, as a plain <img>, without next/image's client component (about 5 KB
 * of gzipped JavaScript on every blog page). next/image optimises Sanity's CDN (images.remotePatterns in next.config.ts).
 * The local placeholder is an SVG and a test stand-in is on a private address:
 * both are sent as they are.
 */
function optimisable(url: string): boolean {
  return url.startsWith("https://cdn.sanity.io/");
}

export function BlogImageView({
  image,
  sizes,
  className,
  aboveTheFold = false,
}: {
  image: BlogImage;
  sizes: string;
  className?: string;
  /** Load at once rather than lazily (Next 16 replaced `priority` with plain loading hints). */
  aboveTheFold?: boolean;
}) {
  const { props } = getImageProps({
    src: image.url,
    alt: image.alt,
    width: image.width,
    height: image.height,
    sizes,
    loading: aboveTheFold ? "eager" : "lazy",
    fetchPriority: aboveTheFold ? "high" : "auto",
    unoptimized: !optimisable(image.url),
  });
  return <img {...props} alt={image.alt} className={className} />;
}
