"use client";

import { ErrorScreenOnDemand } from "@/components/layout/error-screen-on-demand.client";
import type { ErrorScreenProps } from "@/components/layout/error-screen.client";

// A blog post that failed: the error screen inside the shell (the posts are English).
export default function SiteError(props: ErrorScreenProps) {
  return <ErrorScreenOnDemand {...props} locale="en" />;
}
