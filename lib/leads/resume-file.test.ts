import { describe, expect, it } from "vitest";
import { concat, sampleDoc, sampleDocx, samplePdf, zip } from "@/lib/testing/documents";
import { detectResumeType, pdfHazard, safeResumeName, zipEntryNames } from "./resume-file";

describe("detectResumeType", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(detectResumeType(samplePdf())?.extension).toBe("pdf");
    expect(detectResumeType(sampleDoc())?.extension).toBe("doc");
    expect(detectResumeType(sampleDocx())?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("refuses other content whatever it claims to be", () => {
    const refused = [
      new Uint8Array(),
      new TextEncoder().encode("MZ\x90\x00 an executable"),
      new TextEncoder().encode("<html><script>alert(1)</script></html>"),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
      zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" }), // an .xlsx
      zip({ "word/document.xml": "<w/>" }), // no content types
      sampleDoc().map((byte, index) => (index >= 1024 ? 0 : byte)), // OLE2 without a Word stream (.xls, .msi)
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), // a zip header and nothing else
      zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w/>", "word/vbaProject.bin": "macros" }), // a .docm
    ];
    for (const bytes of refused) expect(detectResumeType(bytes)).toBeNull();
  });

  it("refuses a zip whose directory claims more entries than it may hold", () => {
    const docx = sampleDocx();
    const forged = docx.slice();
    const view = new DataView(forged.buffer);
    view.setUint16(forged.length - 22 + 10, 60_000, true);
    expect(zipEntryNames(forged)).toBeNull();
    expect(detectResumeType(forged)).toBeNull();
  });

  it("refuses a zip whose directory points outside the file", () => {
    const forged = sampleDocx().slice();
    new DataView(forged.buffer).setUint32(forged.length - 22 + 16, 0x7fffffff, true);
    expect(detectResumeType(forged)).toBeNull();
  });
});

describe("pdfHazard", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  const pdfWith = (body: string) => encode(`%PDF-1.7\n1 0 obj ${body} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

  it("refuses a PDF that is also a zip, wherever its offsets point", () => {
    const appended = concat([samplePdf(), sampleDocx()]);
    expect(pdfHazard(appended)).toBe("zip");
    expect(detectResumeType(appended)).toBeNull();

    // The zip inside, its directory's comment running over the PDF trailer after it.
    const docx = sampleDocx().slice();
    const trailer = encode("\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    new DataView(docx.buffer).setUint16(docx.length - 2, trailer.length, true);
    expect(pdfHazard(concat([samplePdf(), docx, trailer]))).toBe("zip");
  });

  it("keeps a PDF whose data merely contains the zip signature", () => {
    const stray = concat([encode("%PDF-1.7\nstream\n"), new Uint8Array([0x50, 0x4b, 0x05, 0x06, 1, 2, 3]), encode("\nendstream\n%%EOF\n")]);
    expect(pdfHazard(stray)).toBeNull();
    expect(detectResumeType(stray)?.extension).toBe("pdf");
  });

  it.each([
    ["a JavaScript open action", "<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>", "script"],
    ["a JS entry alone", "<< /AA << /O << /JS 5 0 R >> >> >>", "script"],
    ["a name hidden with #xx escapes", "<< /S /J#61vaScript /J#53 (x) >>", "script"],
    ["a launch action", "<< /S /Launch /F (cmd.exe) >>", "script"],
    ["HTML script markup", "(<script>alert(document.cookie)</script>)", "html"],
    ["an HTML page", "(<HTML><body>hi</body></HTML>)", "html"],
  ] as const)("refuses %s", (_name, body, hazard) => {
    expect(pdfHazard(pdfWith(body))).toBe(hazard);
    expect(detectResumeType(pdfWith(body))).toBeNull();
  });

  it("keeps ordinary names and text that only look alike", () => {
    const body = "<< /Lang (en-IN) /Length 42 /Link /JSON (I write html and javascript) /Labels [] >>";
    expect(pdfHazard(pdfWith(body))).toBeNull();
    expect(detectResumeType(samplePdf("Skills: HTML, JavaScript, <b>bold</b> claims"))?.extension).toBe("pdf");
  });

  it("reads a 5 MB PDF in one bounded pass", () => {
    const page = encode("<< /Type /Page /Length 10 /Lang (en) /L 1 >> ");
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(encode("%PDF-1.7\n"));
    for (let at = 9; at + page.length < big.length; at += page.length) big.set(page, at);
    const started = performance.now();
    expect(pdfHazard(big)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("safeResumeName", () => {
  const pdf = { contentType: "application/pdf", extension: "pdf" } as const;

  it.each([
    ["Asha Rao CV.pdf", "Asha Rao CV.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["C:\\Users\\asha\\cv.PDF", "cv.pdf"],
    ["cv.pdf.exe", "cv.pdf.exe.pdf"],
    ["résumé\u202Efdp.exe", "résuméfdp.exe.pdf"],
    ["line\nbreak\t.pdf", "linebreak.pdf"],
    ["...", "resume.pdf"],
    ["", "resume.pdf"],
  ])("keeps %j as %j", (name, kept) => {
    expect(safeResumeName(name, pdf)).toBe(kept);
  });

  it("keeps at most 100 characters of the name before the extension", () => {
    expect(safeResumeName(`${"a".repeat(300)}.pdf`, pdf)).toBe(`${"a".repeat(100)}.pdf`);
  });
});
