import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

// The W3C Nu Html Checker (vnu-jar, offline, on Java) over many pages at once:
// one JVM for all of them, since starting Java costs more than checking a page.
// The package's own runner would download a Java when none is installed; this
// one asks for the machine's instead (CI's image has Java 17).

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

export interface HtmlProblem {
  /** The page's address, as the caller named it. */
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const javaMissing =
  "The HTML validity check runs the Nu Html Checker (vnu-jar), which needs Java 11 or later, and no `java` was found on PATH. " +
  "Install it (Debian/Ubuntu: sudo apt-get install -y default-jre-headless) or set JAVA to a java binary.";

/** The java binary to run, or a loud failure saying how to get one. */
function java(): string {
  const binary = process.env.JAVA || "java";
  const probe = spawnSync(binary, ["-version"], { stdio: "ignore" });
  if (probe.error || probe.status !== 0) throw new Error(javaMissing);
  return binary;
}

/**
 * What the Nu checker finds in the pages (address → HTML): its errors (a page it
 * could not read is one too) and its warnings; empty lists when all are valid.
 */
export async function checkHtml(pages: ReadonlyMap<string, string>): Promise<{ errors: HtmlProblem[]; warnings: HtmlProblem[] }> {
  const binary = java();
  const dir = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const byFile = new Map<string, string>();
    [...pages].forEach(([page, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      byFile.set(file, page);
    });
    const { messages } = JSON.parse(await runVnu(binary, [...byFile.keys()])) as { messages: VnuMessage[] };
    const problem = (message: VnuMessage): HtmlProblem => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
      return {
        page: byFile.get(file) ?? (file || "(the checker)"),
        ...(message.lastLine ? { line: message.lastLine } : {}),
        message: message.message,
        ...(message.extract ? { extract: message.extract.trim() } : {}),
      };
    };
    return {
      errors: messages.filter((message) => message.type !== "info").map(problem),
      warnings: messages.filter((message) => message.type === "info" && message.subType === "warning").map(problem),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The checker's JSON report (it writes it to stderr, and exits 1 when it found errors). */
function runVnu(binary: string, files: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["-Xss4m", "-jar", vnuJar, "--format", "json", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let report = "";
    child.stderr.on("data", (chunk: Buffer) => (report += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0 || status === 1) resolve(report || '{"messages":[]}');
      else reject(new Error(`The Nu checker exited with ${status}: ${report.slice(0, 2_000)}`));
    });
  });
}
