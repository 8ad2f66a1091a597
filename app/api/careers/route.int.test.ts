import { createHash } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sampleDocx, samplePdf } from "@/test/documents";
import { sendHoldingServer } from "@/test/held-server";
import { multipartRequest, uniqueClientAddress } from "@/test/requests";
import { POST } from "./route";

const fields = {
  fullName: "Meena Iyer",
  email: "Meena@Example.in",
  phone: "+91 91234 56789",
  applyingFor: "Video Editor & Motion Graphics Artist",
  coverLetter: "Five years of editing reels.",
  ageConfirmed: "true",
};

function application(resume: { bytes: Uint8Array; name: string; type?: string } | null, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...changes })) form.append(name, value);
  if (resume)
    form.append("resume", new File([resume.bytes as Uint8Array<ArrayBuffer>], resume.name, { type: resume.type ?? "application/pdf" }));
  return form;
}

async function stored(): Promise<{ applications: number; resumes: number }> {
  return { applications: await db.careerApplication.count(), resumes: await db.resume.count() };
}

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE career_applications, resumes, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/careers", () => {
  it("stores the application and its resume privately, linked by an internal reference", async () => {
    const pdf = samplePdf();
    const response = await POST(multipartRequest("/api/careers", application({ bytes: pdf, name: "../Meena CV.pdf" })));

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await db.careerApplication.findUniqueOrThrow({ where: { id }, include: { resume: true } });
    expect(row).toMatchObject({ fullName: "Meena Iyer", email: "meena@example.in", phone: "+919123456789" });
    expect(row.resumeUrl).toBe(`resume:${row.resumeId}`);
    expect(row.resumeUrl).not.toMatch(/^https?:|^\//);
    expect(row.resume).toMatchObject({
      originalName: "Meena CV.pdf",
      contentType: "application/pdf",
      size: pdf.byteLength,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    expect(Buffer.from(row.resume!.bytes).equals(Buffer.from(pdf))).toBe(true);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { template: "career-notification" } });
    expect(mail.subject).toBe("New Job Application from Meena Iyer for Video Editor & Motion Graphics Artist");
  });

  it("acknowledges the application to the applicant once, in the page's language, naming the opening and the reference", async () => {
    const response = await POST(multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }, { language: "hi" })));

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const acknowledgements = await db.outboxMail.findMany({ where: { template: "career-acknowledgement" } });
    expect(acknowledgements).toHaveLength(1);
    const [mail] = acknowledgements;
    expect(mail).toMatchObject({ to: "meena@example.in", subject: "आपका आवेदन हमें मिल गया – Agency Name" });
    expect(mail?.text).toContain("आवेदन करने के लिए धन्यवाद: वीडियो एडिटर और मोशन ग्राफ़िक्स आर्टिस्ट।");
    expect(mail?.text).toContain(`आपका रेफ़रेंस: ${id}`);
    // Nothing the applicant typed goes to an address nobody verified.
    expect(mail?.text).not.toContain("Meena");
    expect(mail?.text).not.toContain("Five years of editing reels.");
  });

  it("takes a DOCX by its content, whatever type the browser claimed", async () => {
    const response = await POST(
      multipartRequest("/api/careers", application({ bytes: sampleDocx(), name: "cv.docx", type: "application/octet-stream" })),
    );

    expect(response.status).toBe(201);
    expect((await db.resume.findFirstOrThrow()).contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("answers 415 for a file whose bytes are not PDF or Word, even named .pdf", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const response = await POST(multipartRequest("/api/careers", application({ bytes: html, name: "cv.pdf" })));

    expect(response.status).toBe(415);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });

  it("answers 413 for a resume over 5 MB", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(samplePdf());
    const response = await POST(multipartRequest("/api/careers", application({ bytes: big, name: "big.pdf" })));

    expect(response.status).toBe(413);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });

  it("answers 413 for a body far over the limit before reading it all", async () => {
    const big = new Uint8Array(8 * 1024 * 1024);
    const response = await POST(multipartRequest("/api/careers", application({ bytes: big, name: "huge.pdf" })));

    expect(response.status).toBe(413);
  });

  it("answers 400 naming resume when it is missing or empty", async () => {
    const missing = await POST(multipartRequest("/api/careers", application(null)));
    const empty = await POST(multipartRequest("/api/careers", application({ bytes: new Uint8Array(), name: "cv.pdf" })));

    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.resume).toEqual([
      "Please upload your resume.",
    ]);
    expect(empty.status).toBe(400);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });

  it.each([
    ["fullName", { fullName: "" }],
    ["email", { email: "meena" }],
    ["applyingFor", { applyingFor: "Chief Executive" }],
    ["ageConfirmed", { ageConfirmed: "false" }],
    ["phone", { phone: "call me" }],
  ])("answers 400 naming %s and stores neither application nor resume", async (field, change) => {
    const response = await POST(multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }, change)));

    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors)).toEqual([field]);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });

  it("answers 415 for JSON and 400 for a malformed multipart body", async () => {
    const json = await POST(
      new Request("http://localhost/api/careers", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    const malformed = await POST(
      new Request("http://localhost/api/careers", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz" },
        body: "--abc\r\nnot a part",
      }),
    );

    expect(json.status).toBe(415);
    expect(malformed.status).toBe(400);
  });

  it("stores one application for a repeated key", async () => {
    const key = "1e2d3c4b-5a69-4788-9aab-bccddeeff001";
    await POST(multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }), { key }));
    const again = await POST(multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }), { key }));

    expect(again.status).toBe(200);
    expect(await stored()).toEqual({ applications: 1, resumes: 1 });
  });

  it("answers 422 to a repeated key with another resume or another applicant, and stores neither", async () => {
    const key = "application-key-1";
    const first = await POST(multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }), { key }));
    const { id } = (await first.json()) as { id: string };

    const otherResume = await POST(multipartRequest("/api/careers", application({ bytes: sampleDocx(), name: "cv.docx" }), { key }));
    const otherPerson = await POST(
      multipartRequest("/api/careers", application({ bytes: samplePdf(), name: "cv.pdf" }, { fullName: "Someone Else" }), { key }),
    );

    for (const answer of [otherResume, otherPerson]) {
      expect(answer.status).toBe(422);
      expect(await answer.text()).not.toContain(id);
    }
    expect(await stored()).toEqual({ applications: 1, resumes: 1 });
  });
});

describe("POST /api/careers with a body of many parts", () => {
  // 4 MiB of the smallest file parts: the platform's parser would spend about 40 µs on each.
  function tinyParts(bytes = 4 * 1024 * 1024): Uint8Array {
    const part = '--b\r\nContent-Disposition: form-data; name="resume"; filename="a"\r\n\r\n1\r\n';
    return new TextEncoder().encode(part.repeat(Math.floor((bytes - 8) / part.length)) + "--b--\r\n");
  }

  it("refuses 59,000 tiny parts before parsing them: 400 in under 50 ms of CPU, never holding a health check 100 ms", async () => {
    const body = tinyParts();
    expect(body.byteLength).toBeLessThanOrEqual(4 * 1024 * 1024);
    const headers = { "content-type": "multipart/form-data; boundary=b", "x-forwarded-for": uniqueClientAddress() };
    // A server that has been running has answered such a request before.
    await sendHoldingServer(POST, "http://localhost/api/careers", headers, tinyParts(64 * 1024));

    const held = await sendHoldingServer(POST, "http://localhost/api/careers", headers, body);

    expect(held.status).toBe(400);
    expect(held.cpuMs).toBeLessThan(50);
    expect(held.longestHoldMs).toBeLessThan(100);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });

  it("refuses more fields than an application has, a third file and an overlong field, and says which", async () => {
    const many = application({ bytes: samplePdf(), name: "cv.pdf" });
    for (let index = 0; index < 10; index += 1) many.append(`extra${index}`, "x");
    const twoFiles = application({ bytes: samplePdf(), name: "cv.pdf" });
    twoFiles.append("resume", new File([samplePdf() as Uint8Array<ArrayBuffer>], "cv2.pdf", { type: "application/pdf" }));
    twoFiles.append("portfolio", new File([samplePdf() as Uint8Array<ArrayBuffer>], "cv3.pdf", { type: "application/pdf" }));
    const long = application({ bytes: samplePdf(), name: "cv.pdf" }, { coverLetter: "x".repeat(40 * 1024) });

    const answers = await Promise.all(
      [many, twoFiles, long].map(async (form) => (await POST(multipartRequest("/api/careers", form))).json()),
    );

    expect(answers).toEqual([
      { error: "validation", fieldErrors: {}, formErrors: ["An application has at most 16 fields."] },
      { error: "validation", fieldErrors: { resume: ["Please upload one file."] }, formErrors: [] },
      { error: "validation", fieldErrors: {}, formErrors: ["A field may hold at most 32 KiB."] },
    ]);
    expect(await stored()).toEqual({ applications: 0, resumes: 0 });
  });
});
