// The English words of /why-choose-us around its records (benefits, figures, commitments).
export const whyChooseUsTexts = {
  benefits: "What You Get When You Work With Us",
  numbers: "Our Track Record",
  numbersLabel: "Our track record in numbers",
  commitments: "Our Commitment to You",
};
