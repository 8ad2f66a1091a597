import { describe, expect, it } from "vitest";
import { concat, sampleDoc, sampleDocx, samplePdf, zip } from "@/test/documents";
import { pdfScanSliceBytes } from "./pdf-hazard";
import { checkResumeType, detectResumeType, pdfHazard, safeResumeName, zipEntryNames } from "./resume-file";

describe("detectResumeType", () => {
  it("recognises PDF, DOC and DOCX by their bytes", () => {
    expect(detectResumeType(samplePdf())?.extension).toBe("pdf");
    expect(detectResumeType(sampleDoc())?.extension).toBe("doc");
    expect(detectResumeType(sampleDocx())?.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  });

  it("lets other work run while it reads a 5 MiB PDF, and judges it as the one-go check does", async () => {
    const unit = "(/URI (https://example.com/) ";
    const pdf = new TextEncoder().encode(`%PDF-1.7\n${unit.repeat(Math.floor((5 * 1024 * 1024) / unit.length))}`);
    // What a server's other requests are, to the one thread: callbacks waiting their turn.
    let turns = 0;
    let waiting = true;
    const takeTurns = () => {
      turns += 1;
      if (waiting) setImmediate(takeTurns);
    };
    setImmediate(takeTurns);
    const type = await checkResumeType(pdf);
    waiting = false;
    expect(type).toEqual(detectResumeType(pdf));
    expect(type?.extension).toBe("pdf");
    // A turn at least every slice of the file read.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(pdf.length / pdfScanSliceBytes));
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

  it("refuses a .doc with a macro project, and keeps one whose text only mentions macros", () => {
    /** An OLE2 directory sector at 1024 with the given entries (name, type: 1 storage, 2 stream). */
    const docWith = (entries: readonly (readonly [string, 1 | 2])[], text = "") => {
      const bytes = sampleDoc().slice();
      const view = new DataView(bytes.buffer);
      entries.forEach(([name, type], index) => {
        const at = 1152 + index * 128;
        for (let char = 0; char < name.length; char += 1) view.setUint16(at + char * 2, name.charCodeAt(char), true);
        view.setUint16(at + 0x40, (name.length + 1) * 2, true);
        bytes[at + 0x42] = type;
      });
      const textBytes = new Uint8Array(text.length * 2);
      for (let char = 0; char < text.length; char += 1) textBytes[char * 2] = text.charCodeAt(char);
      return concat([bytes, new Uint8Array(2), textBytes]);
    };

    expect(
      detectResumeType(
        docWith([
          ["Macros", 1],
          ["VBA", 1],
          ["_VBA_PROJECT", 2],
        ]),
      ),
    ).toBeNull();
    expect(detectResumeType(docWith([["Macros", 1]]))).toBeNull();
    expect(detectResumeType(docWith([["_VBA_PROJECT", 2]]))).toBeNull();
    expect(
      detectResumeType(
        docWith(
          [
            ["1Table", 2],
            ["Data", 2],
          ],
          "Skills: Excel Macros, VBA, _VBA_PROJECT",
        ),
      )?.extension,
    ).toBe("doc");
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

  it.each([
    ["an open action", "<< /Type /Catalog /OpenAction << /S /GoTo /D [3 0 R /Fit] >> >>", "action"],
    ["an open action that opens a web page", "<< /OpenAction << /S /URI /URI (https://example.com/x) >> >>", "action"],
    ["a page's additional actions", "<< /Type /Page /AA << /O << /S /GoTo /D [3 0 R] >> >> >>", "action"],
    ["a form that sends itself", "<< /S /SubmitForm /F << /FS /URL /F (https://collect.example) >> >>", "action"],
    ["a form that imports data", "<< /S /ImportData /F (data.fdf) >>", "action"],
    ["an attached file", "<< /Type /EmbeddedFile /Length 10 >>", "embedded"],
    ["a catalogue of attached files", "<< /Names << /EmbeddedFiles 7 0 R >> >>", "embedded"],
    ["an XFA form", "<< /AcroForm << /XFA 9 0 R >> >>", "embedded"],
    ["rich media", "<< /Subtype /RichMedia /RichMediaContent 4 0 R >>", "embedded"],
    ["an escaped name", "<< /Open#41ction 3 0 R >>", "action"],
    ["a link to a local file", "<< /A << /S /URI /URI (file:///C:/Windows/System32/calc.exe) >> >>", "link"],
    ["a link to a Windows share", String.raw`<< /A << /S /URI /URI (\\\\attacker.example\\share) >> >>`, "link"],
    ["a network-path link", "<< /A << /S /URI /URI (//attacker.example/share) >> >>", "link"],
    ["an smb: link", "<< /A << /S /URI /URI (smb://attacker.example/share) >> >>", "link"],
    ["a javascript: link written in octal", "<< /A << /S /URI /URI (\\152avascript:app.alert\\(1\\)) >> >>", "link"],
    ["a hex-encoded file: link", "<< /A << /S /URI /URI <66696C653A2F2F2F6574632F706173737764> >> >>", "link"],
    ["a UTF-16 data: link", "<< /A << /S /URI /URI <FEFF0064006100740061003A> >> >>", "link"],
    ["a link held in another object", "<< /A << /S /URI /URI 12 0 R >> >>", "link"],
  ] as const)("refuses %s", (_name, body, hazard) => {
    expect(pdfHazard(pdfWith(body))).toBe(hazard);
    expect(detectResumeType(pdfWith(body))).toBeNull();
  });

  it("keeps the links a resume has: web pages, e-mail and phone, also relative and as a base URI", () => {
    const links = [
      "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://www.linkedin.com/in/asha-rao) >> >>",
      "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (mailto:asha@example.in) >> >>",
      "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (tel:+919876543210) >> >>",
      "<< /Type /Annot /Subtype /Link /A << /URI <687474703A2F2F6578616D706C652E636F6D> /S /URI >> >>",
      "<< /Type /Annot /Subtype /Link /A << /S /URI /URI (portfolio.example.in/work) >> >>",
      "<< /Type /Catalog /URI << /Base (https://asha.example.in/) >> >>",
    ];
    for (const body of links) {
      expect(pdfHazard(pdfWith(body)), body).toBeNull();
      expect(detectResumeType(pdfWith(body))?.extension).toBe("pdf");
    }
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
