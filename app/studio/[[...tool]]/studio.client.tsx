"use client";

import { lazy, Suspense } from "react";

// The Studio's code (several megabytes) loads with import() once this page
// runs, so it is in no other page's bundle and not in this page's first load.
const StudioApp = lazy(() => import("./studio-app"));

export function EmbeddedStudio(props: { projectId: string; dataset: string }) {
  return (
    <Suspense fallback={<p className="p-6 text-sm text-slate-600">Loading the Studio…</p>}>
      <StudioApp {...props} />
    </Suspense>
  );
}
