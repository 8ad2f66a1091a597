import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { raisedToasts } from "./toast-stand-in";

// Component tests (*.test.tsx under components/) run in jsdom: each starts with
// an empty page, empty storage, the real fetch and no toasts.

// What a test waits for (findBy…, waitFor) may take longer than Testing Library's 1 s while npm
// test runs these beside the integration tests and the build: a form's schema is an import().
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no matchMedia; the theme (components/layout/theme.ts) reads a light system scheme from this.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

afterEach(() => {
  cleanup();
  localStorage.clear();
  raisedToasts.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
