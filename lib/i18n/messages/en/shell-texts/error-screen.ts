// What a page shows when it fails (components/layout/error-screen.client.tsx,
// app/global-error.tsx): English here, in the error screen's own chunk.

export interface ErrorScreenWords {
  title: string;
  text: string;
  retry: string;
  home: string;
}

export const errorScreenTexts: ErrorScreenWords = {
  title: "Something went wrong",
  text: "This page could not be shown just now. Please try again, or go back to the home page.",
  retry: "Try again",
  home: "Back to Home",
};
