import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

// Installs Debian's Chromium headless shell when it is missing and we may
// (root, as in CI); otherwise says how to get it.
export default function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `No browser at ${CHROMIUM_PATH}. Install Debian's Chromium headless shell (sudo apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
  console.log("Installing Debian's Chromium headless shell for the e2e tests...");
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium-headless-shell"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
