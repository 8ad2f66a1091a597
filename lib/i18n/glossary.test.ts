import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { company } from "@/lib/catalogue/company";
import { prefixedLocales, type Locale } from "./locales";
import { textsFor } from "./texts";

// docs/languages.md keeps the glossary, one term per idea and language, with the terms a
// translation no longer uses; this test reads it there, so the table is the one place to add to.

const glossaryDoc = readFileSync(path.join(import.meta.dirname, "../../docs/languages.md"), "utf8");

/** The retired terms of each translated language, from the glossary table's "…, retired" columns. */
export function retiredTerms(markdown: string): Record<Exclude<Locale, "en">, string[]> {
  const rows = markdown
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  const header = rows.find((cells) => cells.includes("Telugu, retired"));
  if (!header) throw new Error("docs/languages.md has no glossary table");
  const column = { te: header.indexOf("Telugu, retired"), hi: header.indexOf("Hindi, retired") };
  const body = rows.slice(rows.indexOf(header) + 2).filter((cells) => cells.length === header.length);
  const termsIn = (index: number) =>
    body
      .flatMap((cells) => (cells[index] ?? "").split(","))
      .map((term) => term.trim())
      .filter((term) => term !== "" && term !== "—");
  return { te: termsIn(column.te), hi: termsIn(column.hi) };
}

/** Every text of a catalogue as [path, text]. */
function leaves(tree: unknown, at = ""): [string, string][] {
  if (typeof tree === "string") return [[at, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, at ? `${at}.${key}` : key));
}

describe("the glossary", () => {
  const retired = retiredTerms(glossaryDoc);

  it("retires terms in both translations", () => {
    expect(retired.te).toContain("GST లేకుండా");
    expect(retired.hi).toContain("GST के बिना");
  });

  it("reads a retired term out of its column only", () => {
    const table = [
      "| Idea | English | Telugu | Telugu, retired | Hindi | Hindi, retired |",
      "| --- | --- | --- | --- | --- | --- |",
      "| quote | quote | కొటేషన్ | కోట్, కోటు | कोटेशन | — |",
    ].join("\n");
    expect(retiredTerms(table)).toEqual({ te: ["కోట్", "కోటు"], hi: [] });
  });

  describe.each(prefixedLocales)("in %s", (locale) => {
    const texts = leaves(textsFor(locale));

    it("names the company only through {brand}, never typed in", () => {
      for (const [at, text] of texts) expect(text, at).not.toContain(company.name);
    });

    it("uses no term the glossary retired", () => {
      for (const [at, text] of texts) for (const term of retired[locale]) expect(text, at).not.toContain(term);
    });
  });
});
