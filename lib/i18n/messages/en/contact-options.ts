// The words of the budget bands' labels and of the one choice that is no service
// (lib/catalogue/contact-options.ts builds the choices).

export const optionWords = {
  under: "Under {amount}",
  above: "Above {amount}",
  discuss: "Let's discuss",
  customSolution: "Custom Solution",
};
