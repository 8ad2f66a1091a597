"use client";

import dynamic from "next/dynamic";

// Parts of the shell whose code loads after the page instead of with it (it
// counts against every page's first-load budget). The cookie banner is never in
// the server HTML anyway: it waits until the browser has read the stored choice.
// The floating buttons sit fixed over a corner of the page (so appearing a moment
// later shifts nothing), and most of them appear on a timer or on scroll anyway.

export const CookieBanner = dynamic(() => import("./cookie-banner.client").then((module) => module.CookieBanner), { ssr: false });

export const FloatingWidgets = dynamic(() => import("./floating-widgets.client").then((module) => module.FloatingWidgets), {
  ssr: false,
});
