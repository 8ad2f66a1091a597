"use client";

import { ErrorScreen, type ErrorScreenProps } from "@/components/layout/error-screen.client";

// A Telugu or Hindi page that failed: the error screen inside the shell, in the shell's words.
export default function LocaleError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} />;
}
