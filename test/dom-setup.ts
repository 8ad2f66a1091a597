import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { raisedToasts } from "./toast-stand-in";

// Component tests (*.test.tsx under components/) run in jsdom: each starts with
// an empty page, empty storage, the real fetch and no toasts.
afterEach(() => {
  cleanup();
  localStorage.clear();
  raisedToasts.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
