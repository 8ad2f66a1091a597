import { execFileSync } from "node:child_process";

// The receipt tests read their PDFs back with poppler (pdftotext, pdffonts, pdfinfo), as a payer's
// PDF reader would. Installs Debian's poppler-utils when it is missing and we may (root, as in
// CI); otherwise says how to get it.
export default function ensurePoppler(): void {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return;
  } catch {
    // Not installed: below.
  }
  if (process.getuid?.() !== 0) {
    throw new Error("The receipt tests need poppler's pdftotext: sudo apt-get install -y poppler-utils.");
  }
  console.log("Installing Debian's poppler-utils for the receipt tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "poppler-utils"], { stdio: "inherit", env });
}
