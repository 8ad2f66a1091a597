/**
 * The agency's mark, drawn in the page itself. As an <img> of /logo.svg it cost
 * the browser a document of its own (an SVG image is one), built on the main
 * thread right before the first paint. public/logo.svg, for the structured
 * data, the payment form and the favicon drawn from it, has the same shapes
 * (logo-mark.test.ts holds the two together). Decorative: the company's name
 * sits beside it.
 */
export const logoMarkShapes = {
  viewBox: "0 0 64 64",
  tile: { width: 64, height: 64, rx: 14, fill: "#4f46e5" },
  letter: { d: "M18 44 30 18h4l12 26h-6l-3-7H27l-3 7zm11-12h6l-3-7z", fill: "#fff" },
} as const;

export function LogoMark() {
  return (
    <svg width={32} height={32} viewBox={logoMarkShapes.viewBox} aria-hidden="true" className="shrink-0">
      <rect {...logoMarkShapes.tile} />
      <path {...logoMarkShapes.letter} />
    </svg>
  );
}
