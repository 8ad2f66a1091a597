import { describe, expect, it } from "vitest";
import { attachmentDisposition, listExportFileName, personalDataFileName } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("names a plain file both ways", () => {
    expect(attachmentDisposition("contacts-2025-01-02.csv")).toBe(
      `attachment; filename="contacts-2025-01-02.csv"; filename*=UTF-8''contacts-2025-01-02.csv`,
    );
  });

  it("keeps spaces in the quoted name and percent-encodes them in filename*", () => {
    expect(attachmentDisposition("Asha Rao CV.pdf")).toBe(`attachment; filename="Asha Rao CV.pdf"; filename*=UTF-8''Asha%20Rao%20CV.pdf`);
  });

  it("replaces non-ASCII in the fallback and encodes it as UTF-8 in filename*", () => {
    expect(attachmentDisposition("రెజ్యూమ్ é.pdf")).toBe(
      `attachment; filename="________ _.pdf"; filename*=UTF-8''%E0%B0%B0%E0%B1%86%E0%B0%9C%E0%B1%8D%E0%B0%AF%E0%B1%82%E0%B0%AE%E0%B1%8D%20%C3%A9.pdf`,
    );
  });

  it("cannot be broken out of: quotes, backslashes, semicolons and line breaks", () => {
    const header = attachmentDisposition("a\";\r\nX-Evil: 1\\b'(c)*.pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_;__X-Evil: 1_b'(c)*.pdf"; filename*=UTF-8''a%22%3B%0D%0AX-Evil%3A%201%5Cb%27%28c%29%2A.pdf`,
    );
  });

  it("never sends an empty fallback", () => {
    expect(attachmentDisposition("")).toBe(`attachment; filename="download"; filename*=UTF-8''`);
  });
});

describe("listExportFileName", () => {
  it("dates the file in India's time zone", () => {
    // 20:00 UTC on 31 December is already 1 January in Hyderabad (UTC+5:30).
    expect(listExportFileName("quotes", new Date("2024-12-31T20:00:00Z"))).toBe("quotes-2025-01-01.csv");
    expect(listExportFileName("contacts", new Date("2025-06-15T06:00:00Z"))).toBe("contacts-2025-06-15.csv");
  });
});

describe("personalDataFileName", () => {
  it("dates the file in Hyderabad's time", () => {
    expect(personalDataFileName(new Date("2026-05-01T10:00:00Z"))).toBe("personal-data-2026-05-01.json");
    expect(personalDataFileName(new Date("2026-05-01T20:00:00Z"))).toBe("personal-data-2026-05-02.json");
  });
});
