// PLACEHOLDER: the spec names six placeholder partners for the footer marquee.
// Replace the names and logos with real partners (with their permission) before launch.

export interface Partner {
  name: string;
  /** The logo's colour: its mark and the name's second word. */
  colour: `#${string}`;
  /** The mark's shapes (SVG) in the left 40 × 48 of the logo's 200 × 48 box: white over `currentColor`, the colour. */
  mark: string;
}

export const partners: readonly Partner[] = [
  {
    name: "Alpha Retail",
    colour: "#4f46e5",
    mark: `<rect x="6" y="10" width="28" height="28" rx="6" fill="currentColor"/><path d="M13 31l7-14 7 14z" fill="#fff"/>`,
  },
  {
    name: "Beta Health",
    colour: "#0f766e",
    mark: `<circle cx="20" cy="24" r="14" fill="currentColor"/><path d="M17 16h6v5h5v6h-5v5h-6v-5h-5v-6h5z" fill="#fff"/>`,
  },
  {
    name: "Gamma Realty",
    colour: "#b45309",
    mark: `<path d="M6 24 20 11l14 13v14H6z" fill="currentColor"/><rect x="16" y="28" width="8" height="10" fill="#fff"/>`,
  },
  {
    name: "Delta Learning",
    colour: "#be123c",
    mark: `<path d="M20 9 35 37H5z" fill="currentColor"/><path d="M20 20l6 11H14z" fill="#fff"/>`,
  },
  {
    name: "Epsilon Foods",
    colour: "#15803d",
    mark: `<circle cx="20" cy="24" r="14" fill="currentColor"/><path d="M14 30c0-8 5-13 13-13-1 8-5 13-13 13z" fill="#fff"/>`,
  },
  {
    name: "Zeta Tech",
    colour: "#0369a1",
    mark: `<rect x="6" y="10" width="28" height="28" rx="14" fill="currentColor"/><path d="M13 17h14v3l-9 8h9v3H13v-3l9-8h-9z" fill="#fff"/>`,
  },
];
