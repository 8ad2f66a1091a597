import { describe, expect, it } from "vitest";
import { csvByteOrderMark, csvField, csvRecord, encodeCsv } from "./csv";

describe("csvField", () => {
  it("writes plain text, numbers and booleans as they are", () => {
    expect(csvField("Asha Rao")).toBe("Asha Rao");
    expect(csvField(4599)).toBe("4599");
    expect(csvField(45.99)).toBe("45.99");
    expect(csvField(true)).toBe("true");
  });

  it("writes a missing value as an empty field", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField("")).toBe("");
  });

  it("writes a date as an ISO 8601 UTC timestamp", () => {
    expect(csvField(new Date("2025-03-04T05:06:07.089Z"))).toBe("2025-03-04T05:06:07.089Z");
  });

  it.each([
    ["a comma", "Rao, Asha", '"Rao, Asha"'],
    ["a quote, doubled", 'The "best" agency', '"The ""best"" agency"'],
    ["a line feed", "line one\nline two", '"line one\nline two"'],
    ["a carriage return inside", "one\r\ntwo", '"one\r\ntwo"'],
    ["only a quote", '"', '""""'],
  ])("quotes a field with %s", (_case, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("leaves spaces and semicolons unquoted, as RFC 4180 allows", () => {
    expect(csvField("  padded ; text  ")).toBe("  padded ; text  ");
  });

  it.each([
    ["=", '=HYPERLINK("http://evil.example","click")', '"\'=HYPERLINK(""http://evil.example"",""click"")"'],
    ["+", "+91 98765 43210", "'+91 98765 43210"],
    ["-", "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", '"\'\r=1+1"'],
  ])("neutralises text starting with %s by a leading single quote", (_start, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("keeps formula characters that are not at the start of a cell", () => {
    expect(csvField("a=b+c-d@e")).toBe("a=b+c-d@e");
    expect(csvField("x; =1+1")).toBe("x; =1+1");
  });

  // A spreadsheet set to another list separator (`;` in much of Europe, or a tab or `|`) splits
  // a field at that character, so each piece is a cell of its own that could start a formula.
  it.each([
    ["a semicolon", "x;=1+1;", "x;'=1+1;"],
    ["a comma", "x,=1+1", '"x,\'=1+1"'],
    ["a tab", "x\t@SUM(A1)", "x\t'@SUM(A1)"],
    ["a pipe", "x|-2+3", "x|'-2+3"],
    ["a line feed", "x\n+1", '"x\n\'+1"'],
    ["a carriage return", "x\r=1", '"x\r\'=1"'],
    ["a tab hiding a formula after a semicolon (the tab splits too)", "x;\t=1", "x;'\t'=1"],
    ["every separator, not just the first", "a;=1;b;+2", "a;'=1;b;'+2"],
  ])("neutralises a formula right after %s", (_separator, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("neutralises a cell that starts with a formula and hides another after a separator", () => {
    expect(csvField("=1;=2")).toBe("'=1;'=2");
  });

  it("writes our own negative numbers as numbers", () => {
    expect(csvField(-250)).toBe("-250");
  });

  it("keeps unicode as it is: rupee sign, Telugu, Hindi, emoji", () => {
    expect(csvField("₹4,599")).toBe('"₹4,599"');
    expect(csvField("శ్రీనివాస్")).toBe("శ్రీనివాస్");
    expect(csvField("आशा राव 🎉")).toBe("आशा राव 🎉");
  });
});

describe("csvRecord", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvRecord(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });
});

describe("encodeCsv", () => {
  it("starts with the UTF-8 byte-order mark, then a header and one CRLF-ended record per row", () => {
    const csv = encodeCsv(
      ["Name", "Email"],
      [
        ["Asha Rao", "asha@example.in"],
        ['Ravi "R" Kumar', "=cmd"],
      ],
    );
    expect(csv.startsWith(csvByteOrderMark)).toBe(true);
    expect(csv.slice(1)).toBe('Name,Email\r\nAsha Rao,asha@example.in\r\n"Ravi ""R"" Kumar",\'=cmd\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("writes only the header for no rows", () => {
    expect(encodeCsv(["Email"], [])).toBe(`${csvByteOrderMark}Email\r\n`);
  });

  it("round-trips through a strict RFC 4180 reader", () => {
    const rows = [["a,b", 'say "hi"', "multi\r\nline", "=1", "plain"]];
    const csv = encodeCsv(["one", "two", "three", "four", "five"], rows).slice(1);
    expect(parseRfc4180(csv)).toEqual([
      ["one", "two", "three", "four", "five"],
      ["a,b", 'say "hi"', "multi\r\nline", "'=1", "plain"],
    ]);
  });
});

/** A small strict reader, so the test does not trust the encoder's own logic. */
function parseRfc4180(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 1;
    } else if (char === "\n" || char === "\r" || char === '"') throw new Error(`Bare ${JSON.stringify(char)} at ${index}`);
    else field += char;
  }
  if (field !== "" || record.length > 0) throw new Error("The last record has no CRLF");
  return records;
}
