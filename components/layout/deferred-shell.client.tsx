"use client";

import { afterHydration } from "./after-hydration.client";

// The floating buttons, the fitting of the cookie banner's place and the site's own measuring
// load after the page instead of with it (their code counts against every page's first-load
// budget). The buttons sit fixed in the corners, or in the navbar's held place below 90rem, so
// appearing a moment later shifts nothing. The cookie banner itself is in the server's HTML
// (cookie-banner.client.tsx).
export const ShellOverlays = afterHydration(() => import("./shell-overlays.client").then((module) => module.ShellOverlays));
