import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run on the server; the marker package throws outside React Server Components.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    // One worker per core. Vitest's default keeps a core for its main process, which on CI's two
    // cores halves the unit tests' speed for a process that idles once the files are loaded.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // A guard against a hang, as for the components below: beside the integration tests and
          // the build, the property tests (a hundred signed webhook calls) passed Vitest's 5 s.
          testTimeout: 15_000,
          include: ["{lib,scripts,test}/**/*.test.ts", "components/**/*.test.ts", "app/**/*.test.{ts,tsx}"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          globalSetup: ["test/ensure-poppler.ts"],
        },
      },
      {
        extends: true,
        test: {
          // Client components as a visitor uses them: rendered in jsdom, driven by typing and clicks.
          name: "components",
          environment: "jsdom",
          // A guard against a test that hangs, not a speed check: npm test runs these beside the
          // integration tests and the build, where the slowest, 1.5 s alone, takes a few seconds.
          testTimeout: 15_000,
          include: ["components/**/*.test.tsx"],
          setupFiles: ["test/dom-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["{lib,scripts}/**/*.int.test.ts", "app/**/*.int.test.ts"],
          globalSetup: ["test/ensure-poppler.ts", "test/integration-global-setup.ts"],
          setupFiles: ["test/integration-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
