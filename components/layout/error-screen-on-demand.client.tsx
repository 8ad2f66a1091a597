"use client";

import { lazy, Suspense } from "react";
import type { ErrorScreenOptions } from "./error-screen.client";

// Next loads the code of every error boundary above a page with the page, though it runs only when
// the page fails; each boundary's chunk carried its own copy of the screen. The boundaries render
// this loader, and the screen's code (error-screen.client.tsx) loads when a page has failed.
const ErrorScreen = lazy(() => import("./error-screen.client").then((module) => ({ default: module.ErrorScreen })));

/** The error screen, in `locale`, loaded when it is needed; its place is held meanwhile. */
export function ErrorScreenOnDemand(props: ErrorScreenOptions) {
  return (
    <Suspense fallback={<div className="min-h-96" />}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
