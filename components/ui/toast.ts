import type { ExternalToast, toast as sonnerToast } from "sonner";

// Toasts answer what a visitor did (sent a form, clicked a placeholder), never the
// first paint, so sonner (about 10 KB of gzipped JavaScript, most of a content
// page's budget) loads on the first toast instead of with every page. The
// Toaster loads the same module after hydration; sonner shows a toast raised
// before its Toaster subscribed as soon as it does.

import { laneToasterId } from "./toast-options";

/** The spec's 5 s for every toast, set once on the Toaster (components/layout/toaster.client.tsx). */
export { toastDurationMs } from "./toast-options";

type Kind = "success" | "error" | "warning";
// Sonner returns the toast's id; no caller here uses it.
const noId = 0;

const loadSonner = () => import("sonner");

/** After the next frame: a view that moves the focus or shows a confirmation as it raises a toast has done so by then. */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Where a toast shows: in the half of the window the focus is not in, below the
 * navbar or at the bottom, so a toast never hides the focused control, nor the
 * result the page shows beside it (WCAG 2.4.11). Without focus, below the navbar.
 */
export function awayFromFocus(): NonNullable<ExternalToast["position"]> {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return "top-right";
  const { top, bottom } = focused.getBoundingClientRect();
  return (top + bottom) / 2 < window.innerHeight / 2 ? "bottom-center" : "top-right";
}

/**
 * Where a toast goes: into the lane of a confirmation on screen, below its
 * text and buttons, so no toast covers the answer a visitor keeps at any
 * width; else the site's Toaster, away from the focus.
 */
function placement(): ExternalToast {
  return document.querySelector("[data-toast-lane]") ? { toasterId: laneToasterId } : { position: awayFromFocus() };
}

/** Loads sonner, waits a frame (a view raising a toast has rendered by then), and shows the toast where it covers nothing. */
function show(raise: (sonner: typeof sonnerToast, where: ExternalToast) => void): typeof noId {
  void Promise.all([loadSonner(), afterFrame()]).then(([{ toast }]) => raise(toast, placement()));
  return noId;
}

function lazy(kind: Kind): (typeof sonnerToast)[Kind] {
  return (message, data) => show((toast, where) => toast[kind](message, { ...where, ...data }));
}

function plain(...[message, data]: Parameters<typeof sonnerToast>) {
  return show((toast, where) => toast(message, { ...where, ...data }));
}

export const toast = Object.assign(plain, { success: lazy("success"), error: lazy("error"), warning: lazy("warning") });

/** Closes every toast shown (the sign-in's, once the dashboard it announced is there). */
export function dismissToasts(): void {
  void loadSonner().then(({ toast }) => toast.dismiss());
}
