// What the site's toasters share, apart from components/ui/toast.ts so a toaster
// needs no toast-raising code (and component tests can stand in for that code).

/** The spec's 5 s for every toast, set once on each Toaster. */
export const toastDurationMs = 5000;

/** The toaster a confirmation on screen keeps in its own flow (components/ui/toast-lane.client.tsx). */
export const laneToasterId = "confirmation-lane";
