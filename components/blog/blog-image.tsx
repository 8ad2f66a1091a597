import { getImageProps } from "next/image";
import { sanityImageLoader, type BlogImage } from "@/lib/cms/image";

/**
 * Through next/image's getImageProps on the server: the same srcset as
 * <Image>, as a plain <img>, without next/image's client component (about 5 KB
 * of gzipped JavaScript on every blog page). Sanity's images (absolute URLs: its
 * CDN, or the tests' stand-in) are sized by Sanity through sanityImageLoader,
 * never by the host's optimiser; the local placeholder is an SVG, sent as it is.
 */
function fromSanity(url: string): boolean {
  return /^https?:\/\//.test(url);
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
    ...(fromSanity(image.url) ? { loader: sanityImageLoader } : { unoptimized: true }),
  });
  return <img {...props} alt={image.alt} className={className} />;
}
