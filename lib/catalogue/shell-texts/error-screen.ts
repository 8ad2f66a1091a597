// What a page shows when it fails (app/(site)/error.tsx, app/[locale]/error.tsx).

export const errorScreenTexts = {
  title: "Something went wrong",
  text: "This page could not be shown just now. Please try again, or go back to the home page.",
  retry: "Try again",
  home: "Back to Home",
};
