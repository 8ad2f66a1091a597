import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resourceFileHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { readZip } from "../read-zip";
import { assertWellFormedXml } from "../xml-balance";
import { buildResourceFile } from ".";
import { formatFileSize } from "@/lib/format/file-size";

// The committed downloads in public/resources/ are the generator's output, open
// as their type says, and are as large as the library claims.

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe.each(resources.map((resource) => [resource.id, resource] as const))("resource %s", (_id, resource) => {
  const file = path.join(publicDir, resourceFileHref(resource));

  it("has its file in public/resources", () => {
    expect(existsSync(file)).toBe(true);
  });

  const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);

  it("shows the file's true size", () => {
    expect(resource.fileSize).toBe(formatFileSize(bytes.length));
  });

  it("is exactly what `npm run resources:generate` writes", () => {
    expect(Buffer.from(buildResourceFile(resource)).equals(bytes)).toBe(true);
  });

  it(`opens as a ${resource.type}`, () => {
    switch (resource.type) {
      case "pdf": {
        const text = bytes.toString("latin1");
        expect(text.startsWith("%PDF-")).toBe(true);
        expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
        const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
        expect(text.slice(startxref, startxref + 4)).toBe("xref");
        break;
      }
      case "zip": {
        const zip = readZip(bytes);
        expect(zip.names).toContain("README.txt");
        expect(zip.names.filter((name) => name.endsWith(".cube"))).toHaveLength(4);
        for (const name of zip.names.filter((entry) => entry.endsWith(".svg"))) assertWellFormedXml(zip.read(name).toString("utf8"), name);
        const lut = zip.read("luts/warm-festive.cube").toString("utf8").split("\n");
        expect(lut).toContain("LUT_3D_SIZE 17");
        expect(lut.filter((line) => /^\d\.\d{6} \d\.\d{6} \d\.\d{6}$/.test(line))).toHaveLength(17 ** 3);
        break;
      }
      case "xlsx": {
        const zip = readZip(bytes);
        expect(zip.names).toEqual(expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]));
        for (const name of zip.names) assertWellFormedXml(zip.read(name).toString("utf8"), name);
        const sheets = [
          ...zip
            .read("xl/workbook.xml")
            .toString("utf8")
            .matchAll(/<sheet name="[^"]+" sheetId="(\d+)"/g),
        ];
        for (const [, id] of sheets) expect(zip.names).toContain(`xl/worksheets/sheet${id}.xml`);
        break;
      }
    }
  });
});

describe("formatFileSize", () => {
  it.each([
    [100, "1 KB"],
    [7678, "7 KB"],
    [1024 * 1024 - 1, "1024 KB"],
    [1024 * 1024, "1.0 MB"],
    [2.4 * 1024 * 1024, "2.4 MB"],
  ])("shows %i bytes as %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
