// PLACEHOLDER: the spec names six placeholder partners for the footer marquee.
// Replace the names and logos with real partners (with their permission) before launch.

export interface Partner {
  name: string;
  logoUrl: `/${string}.svg`;
  alt: string;
}

export const partners: readonly Partner[] = [
  { name: "Alpha Retail", logoUrl: "/partners/alpha-retail.svg", alt: "Alpha Retail logo" },
  { name: "Beta Health", logoUrl: "/partners/beta-health.svg", alt: "Beta Health logo" },
  { name: "Gamma Realty", logoUrl: "/partners/gamma-realty.svg", alt: "Gamma Realty logo" },
  { name: "Delta Learning", logoUrl: "/partners/delta-learning.svg", alt: "Delta Learning logo" },
  { name: "Epsilon Foods", logoUrl: "/partners/epsilon-foods.svg", alt: "Epsilon Foods logo" },
  { name: "Zeta Tech", logoUrl: "/partners/zeta-tech.svg", alt: "Zeta Tech logo" },
];
