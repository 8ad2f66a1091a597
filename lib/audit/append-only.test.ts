import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The audit log is append-only for the application: the database's trigger
// refuses changes (app/api/admin/audit.int.test.ts), and no code but the
// retention sweep even asks. This reads every source file for a way to change
// or delete a row, or to lift the trigger's guard.

const root = path.resolve(import.meta.dirname, "../..");
const sweep = "lib/audit/retention.ts";

function sources(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith("lib/generated/"));
}

const forbidden = [
  /auditEvent\.(update|updateMany|upsert|delete|deleteMany)\b/,
  /UPDATE\s+"?audit_events"?/i,
  /DELETE\s+FROM\s+"?audit_events"?/i,
  /TRUNCATE[^;]*audit_events/i,
  /agency\.audit_retention/,
];

describe("the audit log in the code", () => {
  it("is changed or deleted nowhere but the retention sweep", () => {
    const offenders = ["app", "lib", "scripts", "components"]
      .flatMap(sources)
      .filter((file) => file !== sweep)
      .filter((file) => forbidden.some((pattern) => pattern.test(readFileSync(path.join(root, file), "utf8"))));
    expect(offenders).toEqual([]);
    expect(readFileSync(path.join(root, sweep), "utf8")).toMatch(/agency\.audit_retention/);
  });
});
