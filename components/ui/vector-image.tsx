/**
 * An SVG from public/ as a plain <img>. next/image serves SVGs as they are (no
 * resizing, no re-encoding), but it is a client component: on the logo and the
 * partner strip it added about 6 KB of gzipped JavaScript to every page. Width
 * and height are required, so the browser reserves the space before the file
 * arrives (no layout shift); images below the fold load lazily.
 */
export function VectorImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: {
  src: `/${string}.svg`;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      // Left out rather than undefined: an undefined prop is still written
      // into the hydration data ("$undefined"), on every page's logos.
      {...(className && { className })}
      {...(priority && { fetchPriority: "high" })}
    />
  );
}
