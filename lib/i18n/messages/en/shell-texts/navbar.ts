// The navbar and what it holds (menus, search, language picker, theme switch),
// and the breadcrumb below it: loaded with every page, like the navbar.

export const newTabText = " (opens in a new tab)";

export const navbarTexts = {
  main: "Main",
  mobile: "Mobile",
  search: "Search",
  menu: "Menu",
  bookDemo: "Book a Demo",
  getQuote: "Get Quote",
};

export const searchTexts = {
  form: "Site",
  label: "Search the site",
  placeholder: "Search services...",
  submit: "Search",
};

export const languageTexts = { label: "Language: " };

export const themeTexts = { dark: "Dark theme" };

export const breadcrumbTexts = { label: "Breadcrumb", home: "Home" };
