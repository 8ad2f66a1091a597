import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { KeptSubmissions } from "@/components/layout/kept-submissions.client";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/i18n/records/contact-options";
import { contactIn } from "@/lib/pages/contact";
import { textsFor } from "@/lib/i18n/texts";
import { backupKeys } from "@/lib/browser/local-backup";
import { findFocusedWithMessage, submitUntouched } from "@/test/form-queries";
import { answer, serve } from "@/test/form-answers";
import { raisedToasts, toastsShown } from "@/test/toast-stand-in";
import { ContactForm } from "./contact-form.client";

vi.mock("@/components/ui/toast", () => import("@/test/toast-stand-in"));

const options = { services: contactServiceOptions, budgets: contactBudgetOptions };

function renderForm(service = "") {
  render(<ContactForm service={service} options={options} language={contactIn("en").language} />);
  return within(screen.getByRole("form", { name: "Contact form" }));
}

/** Fills the required fields and sends them to a server that gives this answer. */
async function sendAnswered(reply: Response, service = "") {
  const sent = serve(reply);
  const form = renderForm(service);
  const user = userEvent.setup();
  await user.type(form.getByRole("textbox", { name: /Full Name/ }), "Asha Rao");
  await user.type(form.getByRole("textbox", { name: /Email Address/ }), "asha@example.com");
  await user.type(form.getByRole("textbox", { name: /Project Details/ }), "A new website for our bakery.");
  await user.click(form.getByRole("button", { name: "Send Message" }));
  return { form, sent };
}

describe("the contact form", () => {
  it("shows the schema's messages beside the required fields, focuses the first and sends nothing", async () => {
    const form = renderForm();

    const { sent } = await submitUntouched("Send Message", "Please enter your full name.");

    const name = await findFocusedWithMessage("textbox", /Full Name/, "Please enter your full name.");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    form.getByRole("textbox", { name: /Email Address/, description: "Please enter your email address." });
    form.getByRole("textbox", { name: /Project Details/, description: "Please tell us about your project." });
    expect(form.getByRole("textbox", { name: "Phone" }).hasAttribute("aria-invalid")).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("clears a field's message as soon as the visitor types in it", async () => {
    const form = renderForm();
    const { user } = await submitUntouched("Send Message", "Please enter your full name.");

    await user.type(form.getByRole("textbox", { name: /Full Name/ }), "A");

    expect(form.queryByText("Please enter your full name.")).toBeNull();
    form.getByText("Please enter your email address.");
  });

  it("shows a server's field error beside the field it names and focuses that field", async () => {
    await sendAnswered(answer(400, { error: "validation", fieldErrors: { email: ["This address cannot receive mail."] } }));

    await findFocusedWithMessage("textbox", /Email Address/, "This address cannot receive mail.");
    expect(raisedToasts).toEqual([]);
  });

  it("says something went wrong when the server's 400 names no field of the form", async () => {
    const { form } = await sendAnswered(answer(400, { error: "validation", fieldErrors: { estimate: ["Not yours to send."] } }));

    await toastsShown({
      kind: "error",
      title: "Uh oh! Something went wrong.",
      description: "There was a problem submitting your message. Please try again.",
    });
    expect(form.queryByText("Not yours to send.")).toBeNull();
  });

  it("thanks the visitor and clears the form once the message is stored", async () => {
    const { form, sent } = await sendAnswered(answer(201, { id: "c_1" }), "web");

    await waitFor(() => expect(form.getByRole<HTMLInputElement>("textbox", { name: /Full Name/ }).value).toBe(""));
    expect(sent[0]?.body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "",
      company: "",
      interestedService: "web",
      budget: "",
      projectDetails: "A new website for our bakery.",
      website: "",
    });
    expect(raisedToasts).toContainEqual({
      kind: "success",
      title: "Message Sent Successfully! 🎉",
      description: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
  });

  it("keeps a message the server could not take, and sends it again with the same key on the next visit", async () => {
    const { form, sent: failed } = await sendAnswered(answer(503, { error: "unavailable" }));

    await toastsShown(
      {
        kind: "error",
        title: "Submission Failed",
        description: "There was an error submitting your message. Please try again or use localStorage backup.",
      },
      { kind: "warning", title: "Data Saved Locally", description: "Your message was saved to local storage due to a server error." },
    );
    expect(localStorage.getItem(backupKeys.contact)).not.toBeNull();
    // What the visitor typed is still there to send again by hand.
    expect(form.getByRole<HTMLInputElement>("textbox", { name: /Full Name/ }).value).toBe("Asha Rao");

    raisedToasts.length = 0;
    const resent = serve(answer(201, { id: "c_1" }));
    render(<KeptSubmissions />);

    await toastsShown({
      kind: "success",
      title: "Saved submission sent",
      description: "We received what you saved earlier while our server was unreachable.",
    });
    expect(resent).toEqual([{ url: "/api/contact", idempotencyKey: failed[0]?.idempotencyKey, body: failed[0]?.body }]);
    expect(localStorage.getItem(backupKeys.contact)).toBeNull();
  });

  it("speaks the page's language: labels, the schema's and the server's messages, the wait of a 429", async () => {
    const { contactForm: texts, form: shared } = textsFor("te");
    const { options: teluguOptions, language } = contactIn("te");
    render(<ContactForm service="" options={teluguOptions} language={language} />);
    const form = within(screen.getByRole("form", { name: texts.label }));

    await submitUntouched(texts.submit, shared.messages.fullName);
    await findFocusedWithMessage("textbox", new RegExp(texts.name), shared.messages.fullName);
    form.getByRole("textbox", { name: new RegExp(texts.email), description: shared.messages.email });
    expect(form.getByRole("combobox", { name: texts.service }).textContent).toContain(textsFor("te").catalogue.optionWords.customSolution);

    const user = userEvent.setup();
    await user.type(form.getByRole("textbox", { name: new RegExp(texts.name) }), "Asha Rao");
    await user.type(form.getByRole("textbox", { name: new RegExp(texts.email) }), "asha@example.com");
    await user.type(form.getByRole("textbox", { name: new RegExp(texts.details) }), "A new website for our bakery.");
    serve(answer(400, { error: "validation", fieldErrors: { email: ["Please enter a valid email address."] } }));
    await user.click(form.getByRole("button", { name: texts.submit }));
    await findFocusedWithMessage("textbox", new RegExp(texts.email), shared.messages.emailInvalid);

    serve(answer(429, { error: "rate_limited" }, { "Retry-After": "150" }));
    await user.click(form.getByRole("button", { name: texts.submit }));
    await toastsShown({
      kind: "error",
      title: texts.tooMany.title,
      description: "తక్కువ సమయంలో మీరు చాలా సందేశాలు పంపారు. దయచేసి 3 నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.",
    });
  });

  it("names the wait when the server rate-limits", async () => {
    await sendAnswered(answer(429, { error: "rate_limited" }, { "Retry-After": "150" }));

    await toastsShown({
      kind: "error",
      title: "Too Many Messages",
      description: "You have sent several messages in a short time. Please try again in 3 minutes.",
    });
    expect(localStorage.getItem(backupKeys.contact)).toBeNull();
  });
});
