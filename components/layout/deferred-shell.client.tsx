"use client";

import { afterHydration } from "./after-hydration.client";

// The cookie banner and the floating buttons load after the page instead of with
// it (their code counts against every page's first-load budget). The banner is
// never in the server HTML anyway: it waits until the browser has read the stored
// choice, and comes into the place the page held for it from the first paint. The
// buttons sit fixed in the corners, or in the navbar's held place below 90rem, so
// appearing a moment later shifts nothing.
export const ShellOverlays = afterHydration(() => import("./shell-overlays.client").then((module) => module.ShellOverlays));
