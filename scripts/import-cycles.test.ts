import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { importCycles } from "./import-cycles";

let root = "";

/** A scratch tree with these files under it, each file's text as given. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the import rings of lib/", () => {
  it("finds two files that import each other, by relative path, the @/ alias or for types only", () => {
    const rings = importCycles(
      tree({
        "lib/pay/refunds.ts": 'import type { Event } from "./webhooks";\nexport type Refund = Event;\n',
        "lib/pay/webhooks.ts": 'import { refund } from "@/lib/pay/refunds";\nexport interface Event {}\n',
      }),
    );
    expect(rings.files).toEqual([["lib/pay/refunds.ts", "lib/pay/webhooks.ts"]]);
  });

  it("finds folders that import each other through different files, nested folders counted as their top one", () => {
    const rings = importCycles(
      tree({
        "lib/leads/kinds/quote.ts": 'import { statuses } from "@/lib/admin/statuses";\n',
        "lib/admin/statuses.ts": "export const statuses = [];\n",
        "lib/admin/export.ts": 'export * from "../leads/kinds/quote";\n',
      }),
    );
    expect(rings.files).toEqual([]);
    expect(rings.folders).toEqual([["lib/admin", "lib/leads"]]);
  });

  it("finds a longer ring, and none where the imports go one way or come from a test", () => {
    expect(
      importCycles(
        tree({
          "lib/a/one.ts": 'import "@/lib/b/two";\n',
          "lib/b/two.ts": 'import "@/lib/c/three";\n',
          "lib/c/three.ts": 'const later = () => import("@/lib/a/one");\n',
        }),
      ).folders,
    ).toEqual([["lib/a", "lib/b", "lib/c"]]);
    rmSync(root, { recursive: true, force: true });
    expect(
      importCycles(
        tree({
          "lib/a/one.ts": 'import "@/lib/b/two";\nimport "react";\n',
          "lib/b/two.ts": "export {};\n",
          "lib/b/two.test.ts": 'import "@/lib/a/one";\n',
        }),
      ),
    ).toEqual({ files: [], folders: [] });
  });
});
