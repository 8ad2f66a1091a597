// PLACEHOLDER: the spec names six placeholder partners for the footer marquee.
// Replace the names and logos with real partners (with their permission) before launch.

export interface Partner {
  name: string;
  /** public/partners/{the name in kebab case}.svg */
  logoUrl: `/${string}.svg`;
}

const partnerNames = ["Alpha Retail", "Beta Health", "Gamma Realty", "Delta Learning", "Epsilon Foods", "Zeta Tech"];

export const partners: readonly Partner[] = partnerNames.map((name) => ({
  name,
  logoUrl: `/partners/${name.toLowerCase().replaceAll(" ", "-")}.svg`,
}));
