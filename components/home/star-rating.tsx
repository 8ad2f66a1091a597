import type { CSSProperties } from "react";

/**
 * Five stars, the first `rating` filled; read out as the label says ("Rated 4 out of 5").
 * The stylesheet draws the stars (.stars in app/globals.css), so a rating is one
 * element in the page and its hydration data instead of five icons.
 */
export function StarRating({ rating, label }: { rating: number; label: string }) {
  return <div role="img" aria-label={label} className="stars" style={{ "--rating": rating } as CSSProperties} />;
}
