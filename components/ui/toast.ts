import type { toast as sonnerToast } from "sonner";

// Toasts answer what a visitor did (sent a form, clicked a placeholder), never the
// first paint, so sonner (about 10 KB of gzipped JavaScript, most of a content
// page's budget) loads on the first toast instead of with every page. The
// Toaster loads the same module after hydration; sonner shows a toast raised
// before its Toaster subscribed as soon as it does.

/** The spec's 5 s for every toast, set once on the Toaster (components/layout/toaster.client.tsx). */
export const toastDurationMs = 5000;

type Kind = "success" | "error" | "warning";
// Sonner returns the toast's id; no caller here uses it.
const noId = 0;

const loadSonner = () => import("sonner");

function lazy(kind: Kind): (typeof sonnerToast)[Kind] {
  return (...args) => {
    void loadSonner().then(({ toast }) => toast[kind](...args));
    return noId;
  };
}

function plain(...args: Parameters<typeof sonnerToast>) {
  void loadSonner().then(({ toast }) => toast(...args));
  return noId;
}

export const toast = Object.assign(plain, { success: lazy("success"), error: lazy("error"), warning: lazy("warning") });

/** Closes every toast shown (the sign-in's, once the dashboard it announced is there). */
export function dismissToasts(): void {
  void loadSonner().then(({ toast }) => toast.dismiss());
}
