// The English words of /about around its records (story, statements, values, legal details).
export const aboutTexts = {
  story: "Our Story",
  mission: "Our Mission",
  vision: "Our Vision",
  values: "Our Core Values",
  legal: "Legal Information",
  legalIntro: "We are a registered company; these are our details as filed.",
};
