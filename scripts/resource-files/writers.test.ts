import { describe, expect, it } from "vitest";
import { createPdf, wrapText } from "./pdf";
import { readZip } from "./read-zip";
import { assertWellFormedXml } from "./xml-balance";
import { columnName, createXlsx, escapeXml } from "./xlsx";
import { createZip } from "./zip";

describe("createZip", () => {
  it("writes entries an unzip tool reads back, deflating only what shrinks", () => {
    const text = "Reels ".repeat(500);
    const bytes = createZip([
      { name: "notes/long.txt", data: text },
      { name: "tiny.bin", data: new Uint8Array([1, 2, 3]) },
      { name: "हिंदी.txt", data: "नमस्ते" },
    ]);
    const zip = readZip(bytes);
    expect(zip.names).toEqual(["notes/long.txt", "tiny.bin", "हिंदी.txt"]);
    expect(zip.read("notes/long.txt").toString()).toBe(text);
    expect([...zip.read("tiny.bin")]).toEqual([1, 2, 3]);
    expect(zip.read("हिंदी.txt").toString()).toBe("नमस्ते");
    expect(bytes.length).toBeLessThan(text.length);
  });

  it("gives the same bytes for the same entries", () => {
    const entries = [{ name: "a.txt", data: "same" }];
    expect(createZip(entries)).toEqual(createZip(entries));
  });

  it.each(["/abs.txt", "../up.txt", "a\\b.txt", ""])("refuses the entry name %j", (name) => {
    expect(() => createZip([{ name, data: "x" }])).toThrow();
  });

  it("refuses duplicate names", () => {
    expect(() =>
      createZip([
        { name: "a", data: "1" },
        { name: "a", data: "2" },
      ]),
    ).toThrow(/Duplicate/);
  });
});

describe("createXlsx", () => {
  it("names columns as spreadsheets do", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(["A", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("escapes text and drops characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">&\u0001</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });

  it("packages well-formed parts with strings, numbers and formulas", () => {
    const zip = readZip(
      createXlsx(
        [
          {
            name: "Plan: Q1/Q2",
            freezeHeader: true,
            columns: [20, 10],
            rows: [
              ["Item", "₹"],
              ["Ads & boosts", 1500],
              ["Total", { formula: "SUM(B2:B2)", style: "rupees" }],
            ],
          },
        ],
        "Test",
      ),
    );
    expect(zip.names).toEqual(
      expect.arrayContaining([
        "[Content_Types].xml",
        "_rels/.rels",
        "xl/workbook.xml",
        "xl/_rels/workbook.xml.rels",
        "xl/styles.xml",
        "xl/worksheets/sheet1.xml",
      ]),
    );
    for (const name of zip.names) assertWellFormedXml(zip.read(name).toString("utf8"), name);
    expect(zip.read("xl/workbook.xml").toString()).toContain('<sheet name="Plan  Q1 Q2"');
    const sheet = zip.read("xl/worksheets/sheet1.xml").toString();
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t xml:space="preserve">Ads &amp; boosts</t></is></c>');
    expect(sheet).toContain('<c r="B2"><v>1500</v></c>');
    expect(sheet).toContain('<c r="B3" s="2"><f>SUM(B2:B2)</f></c>');
  });
});

describe("createPdf", () => {
  const pdf = Buffer.from(
    createPdf({
      title: "Checklist (test)",
      subtitle: "A subtitle",
      author: "Tests",
      footer: "Footer",
      blocks: [
        { kind: "heading", text: "Section" },
        { kind: "paragraph", text: "Word ".repeat(2500) },
        { kind: "checklist", items: ["One", "Two – with a dash"] },
        { kind: "table", columns: ["A", "B"], widths: [1, 2], rows: [["x", "y"]] },
      ],
    }),
  );
  const text = pdf.toString("latin1");

  it("starts with the PDF header and ends with %%EOF", () => {
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
  });

  it("has an xref table whose offsets point at each object", () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(first).toBe("0");
    const entries = text
      .slice(startxref)
      .split("\n")
      .slice(3, 2 + Number(count));
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it("flows long text onto further pages", () => {
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(1);
  });

  it("wraps lines to the width", () => {
    const lines = wrapText("The quick brown fox jumps over the lazy dog ".repeat(5), "F1", 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThan(50);
  });
});
