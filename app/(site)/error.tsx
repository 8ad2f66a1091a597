"use client";

import { ErrorScreen, type ErrorScreenProps } from "@/components/layout/error-screen.client";

// A page of the English site that failed: the error screen inside the shell.
export default function SiteError(props: ErrorScreenProps) {
  return <ErrorScreen {...props} locale="en" />;
}
