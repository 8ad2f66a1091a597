import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { findFocusedWithMessage, submitUntouched, waitForFocus } from "@/test/form-queries";
import { answer, serve } from "@/test/form-answers";
import { raisedToasts } from "@/test/toast-stand-in";
import { careersIn } from "@/lib/pages/careers";
import { ApplyForm } from "./apply-form.client";

vi.mock("@/components/ui/toast", () => import("@/test/toast-stand-in"));
// The chunked upload has its own tests; here it always succeeds, so the answer that counts is the application's.
vi.mock("@/lib/submissions/upload-resume", () => ({
  uploadResume: async () => ({ status: "uploaded", id: "upload-1", token: "token-1" }),
}));

const resumeInput = () => document.getElementById("apply-resume") as HTMLInputElement;
/** What a screen reader reads after the resume input: its hint, then its error. */
const resumeDescription = () =>
  (resumeInput().getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

function renderForm(position = "") {
  const { positions, language } = careersIn("en");
  render(<ApplyForm position={position} positions={positions} language={language} />);
  return within(screen.getByRole("form", { name: "Job application form" }));
}

async function fillApplication(
  form: ReturnType<typeof renderForm>,
  resume = new File(["%PDF-1.7"], "asha-rao.pdf", { type: "application/pdf" }),
) {
  const user = userEvent.setup();
  await user.type(form.getByRole("textbox", { name: /Full Name/ }), "Asha Rao");
  await user.type(form.getByRole("textbox", { name: /Email Address/ }), "asha@example.com");
  await user.upload(resumeInput(), resume);
  await user.click(form.getByRole("checkbox", { name: /18 years or older/ }));
  return user;
}

describe("the job application form", () => {
  it("asks for every required answer and the resume, focuses the first, and sends nothing", async () => {
    const form = renderForm();

    const { sent } = await submitUntouched("Submit Application", "Please upload your resume.");

    await findFocusedWithMessage("textbox", /Full Name/, "Please enter your full name.");
    form.getByRole("combobox", { name: /Applying for/, description: "Please choose the position you are applying for." });
    form.getByRole("checkbox", { name: /18 years or older/, description: "Please confirm that you are 18 or older." });
    expect(resumeDescription()).toBe("PDF, DOC or DOCX, up to 5 MB | Please upload your resume.");
    expect(raisedToasts).toEqual([{ kind: "error", title: "Resume Required", description: "Please upload your resume." }]);
    expect(sent).toHaveLength(0);
  });

  it("refuses a file over 5 MB with the spec's notice and leaves no file chosen", async () => {
    const form = renderForm("Social Media Manager");
    const user = userEvent.setup();

    await user.upload(resumeInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" }));

    expect(raisedToasts).toEqual([{ kind: "error", title: "File too large", description: "Please upload a file smaller than 5MB." }]);
    expect(resumeDescription()).toBe("PDF, DOC or DOCX, up to 5 MB | Please upload a file smaller than 5MB.");
    expect(form.getByTestId("resume-file-name").textContent).toBe("Choose your resume");
    expect(resumeInput().files).toHaveLength(0);
  });

  it("clears the resume's and the age box's messages once they are answered", async () => {
    const form = renderForm();
    const { user } = await submitUntouched("Submit Application", "Please upload your resume.");

    await user.upload(resumeInput(), new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    await user.click(form.getByRole("checkbox", { name: /18 years or older/ }));

    expect(form.queryByText("Please upload your resume.")).toBeNull();
    expect(form.queryByText("Please confirm that you are 18 or older.")).toBeNull();
    expect(resumeDescription()).toBe("1 KB · click to choose another file");
  });

  it("shows a server's error on the resume beside it and focuses the resume input", async () => {
    serve(answer(400, { error: "validation", fieldErrors: { resume: ["This file is not a PDF or Word document."] } }));
    const form = renderForm("Social Media Manager");
    const user = await fillApplication(form);

    await user.click(form.getByRole("button", { name: "Submit Application" }));

    await waitForFocus(resumeInput());
    expect(resumeDescription()).toBe("1 KB · click to choose another file | This file is not a PDF or Word document.");
    expect(raisedToasts).toEqual([]);
  });

  it("answers a stored application with a confirmation that stays: the opening, a reference and the address mailed", async () => {
    const sent = serve(answer(201, { id: "a_1" }));
    const form = renderForm("Social Media Manager");
    const user = await fillApplication(form);
    expect(form.getByTestId("resume-file-name").textContent).toBe("asha-rao.pdf");

    await user.click(form.getByRole("button", { name: "Submit Application" }));

    // The form gives way to the confirmation.
    const heading = await screen.findByRole("heading", { name: "Application Submitted!" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const confirmation = screen.getByTestId("career-confirmation");
    expect(confirmation.textContent).toContain("Thank you for applying for: Social Media Manager.");
    expect(screen.getByTestId("confirmation-reference").textContent).toBe("a_1");
    expect(confirmation.textContent).toContain("We are sending a confirmation to asha@example.com.");
    const body = sent[0]?.body;
    expect(body instanceof FormData ? Object.fromEntries(body) : body).toEqual({
      fullName: "Asha Rao",
      email: "asha@example.com",
      phone: "",
      applyingFor: "Social Media Manager",
      coverLetter: "",
      ageConfirmed: "true",
      website: "",
      resumeUploadId: "upload-1",
      resumeUploadToken: "token-1",
    });
    expect(raisedToasts).toEqual([
      {
        kind: "success",
        title: "Application Submitted!",
        description: "Thank you for applying. We'll be in touch if your profile matches our requirements.",
      },
    ]);

    // The spec clears the form: asked for again, it is empty, the file name with it.
    await user.click(screen.getByRole("button", { name: "Send another application" }));
    const again = within(screen.getByRole("form", { name: "Job application form" }));
    expect(again.getByTestId("resume-file-name").textContent).toBe("Choose your resume");
    expect(again.getByRole<HTMLInputElement>("textbox", { name: /Full Name/ }).value).toBe("");
    expect(again.getByRole<HTMLInputElement>("checkbox", { name: /18 years or older/ }).checked).toBe(false);
  });
});
