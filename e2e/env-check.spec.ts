import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** Starts the production server with `env` and waits for it to exit on its own. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const server = spawn(process.execPath, [nextBin, "start", "--port", "3199", "--hostname", "127.0.0.1"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => server.kill("SIGKILL"), 30_000);
  return new Promise((resolve) =>
    server.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

test("the server refuses to start without DATABASE_URL and says so", async () => {
  const { code, output } = await startServer({});

  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL is missing");
});

test("the server refuses a malformed variable and names it", async () => {
  const { code, output } = await startServer({ DATABASE_URL: "mysql://root@localhost/agency" });

  expect(code).toBe(1);
  expect(output).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
});
