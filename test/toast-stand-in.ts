import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

// Stands in for components/ui/toast.ts in component tests (vi.mock): sonner
// draws toasts with animations jsdom does not run, so the tests read what
// would have been shown from here instead.

export interface RaisedToast {
  kind: "message" | "success" | "error" | "warning";
  title: string;
  description: string | undefined;
}

export const raisedToasts: RaisedToast[] = [];

function raise(kind: RaisedToast["kind"]) {
  return (title: string, options?: { description?: string }) => {
    raisedToasts.push({ kind, title, description: options?.description });
    return 0;
  };
}

export const toast = Object.assign(raise("message"), { success: raise("success"), error: raise("error"), warning: raise("warning") });

/** Waits until exactly these toasts have been raised, in this order. */
export function toastsShown(...expected: RaisedToast[]): Promise<void> {
  return waitFor(() => expect(raisedToasts).toEqual(expected));
}
