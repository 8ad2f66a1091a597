import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_PATH } from "./e2e/helpers/chromium";

const port = Number(process.env.E2E_PORT || 3100);
// E2E_BASE_URL points the tests at a server that is already running (e.g. a
// dev server while writing tests); without it they start their own.
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL || `http://127.0.0.1:${port}`;

// E2E runs against the production build (`next build` + `next start`) on a
// fresh database of its own; see scripts/e2e-server.ts.
export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  forbidOnly: true,
  // One retry so a single timing hiccup on a busy CI machine does not throw away a
  // run; a test that passes only on retry is still reported as "flaky" and gets
  // fixed at its cause.
  retries: 1,
  // Twice Playwright's 30 s: the 2-core machines run at different speeds from day to day, and on
  // a slow one the keyboard-only form tests took 25 s. Speed is measured by npm run bench, not here.
  timeout: 60_000,
  workers: 2,
  reporter: "list",
  globalSetup: "./e2e/helpers/ensure-chromium.ts",
  use: {
    baseURL,
    // A trace costs every test its recording; the retry of a failed test records one.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: "first-paint.spec.ts" },
    // Paint timings with the processor slowed: alone on the machine, after every other test (the spec says why).
    { name: "first-paint", use: { ...devices["Desktop Chrome"] }, testMatch: "first-paint.spec.ts", dependencies: ["chromium"] },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: "npx tsx scripts/e2e-server.ts",
        url: baseURL,
        env: { E2E_PORT: String(port) },
        timeout: 600_000,
        reuseExistingServer: false,
        // SIGTERM lets the server drop its scratch database before it exits.
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "pipe",
      },
});
