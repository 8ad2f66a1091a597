import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { KeptSubmissions } from "@/components/layout/kept-submissions.client";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/catalogue/contact-options";
import { backupKeys } from "@/lib/submissions/local-backup";
import { answer, serve } from "@/test/form-answers";
import { raisedToasts } from "@/test/toast-stand-in";
import { ContactForm } from "./contact-form.client";

vi.mock("@/components/ui/toast", () => import("@/test/toast-stand-in"));

const options = { services: contactServiceOptions, budgets: contactBudgetOptions };

function renderForm(service = "") {
  render(<ContactForm service={service} options={options} />);
  return within(screen.getByRole("form", { name: "Contact form" }));
}

async function fillRequired(form: ReturnType<typeof renderForm>) {
  const user = userEvent.setup();
  await user.type(form.getByLabelText("Full Name", { exact: false }), "Asha Rao");
  await user.type(form.getByLabelText("Email Address", { exact: false }), "asha@example.com");
  await user.type(form.getByLabelText("Project Details", { exact: false }), "A new website for our bakery.");
  return user;
}

describe("the contact form", () => {
  it("shows the schema's messages beside the required fields, focuses the first and sends nothing", async () => {
    const sent = serve(answer(201, { id: "never" }));
    const form = renderForm();

    await userEvent.setup().click(form.getByRole("button", { name: "Send Message" }));

    const name = await form.findByRole("textbox", { name: /Full Name/, description: "Please enter your full name." });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    form.getByRole("textbox", { name: /Email Address/, description: "Please enter your email address." });
    form.getByRole("textbox", { name: /Project Details/, description: "Please tell us about your project." });
    expect(form.getByRole("textbox", { name: "Phone" }).hasAttribute("aria-invalid")).toBe(false);
    expect(sent).toHaveLength(0);
  });

  it("clears a field's message as soon as the visitor types in it", async () => {
    serve(answer(201, { id: "never" }));
    const form = renderForm();
    const user = userEvent.setup();
    await user.click(form.getByRole("button", { name: "Send Message" }));
    await form.findByText("Please enter your full name.");

    await user.type(form.getByRole("textbox", { name: /Full Name/ }), "A");

    expect(form.queryByText("Please enter your full name.")).toBeNull();
    form.getByText("Please enter your email address.");
  });

  it("shows a server's field error beside the field it names and focuses that field", async () => {
    serve(answer(400, { error: "validation", fieldErrors: { email: ["This address cannot receive mail."] } }));
    const form = renderForm();
    const user = await fillRequired(form);

    await user.click(form.getByRole("button", { name: "Send Message" }));

    const email = await form.findByRole("textbox", { name: /Email Address/, description: "This address cannot receive mail." });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(raisedToasts).toEqual([]);
  });

  it("says something went wrong when the server's 400 names no field of the form", async () => {
    serve(answer(400, { error: "validation", fieldErrors: { estimate: ["Not yours to send."] } }));
    const form = renderForm();
    const user = await fillRequired(form);

    await user.click(form.getByRole("button", { name: "Send Message" }));

    await waitFor(() =>
      expect(raisedToasts).toEqual([
        {
          kind: "error",
          title: "Uh oh! Something went wrong.",
          description: "There was a problem submitting your message. Please try again.",
        },
      ]),
    );
    expect(form.queryByText("Not yours to send.")).toBeNull();
  });

  it("thanks the visitor and clears the form once the message is stored", async () => {
    const sent = serve(answer(201, { id: "c_1" }));
    const form = renderForm("web");
    const user = await fillRequired(form);

    await user.click(form.getByRole("button", { name: "Send Message" }));

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
    const failed = serve(answer(503, { error: "unavailable" }));
    const form = renderForm();
    const user = await fillRequired(form);

    await user.click(form.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(localStorage.getItem(backupKeys.contact)).not.toBeNull());
    expect(raisedToasts).toEqual([
      {
        kind: "error",
        title: "Submission Failed",
        description: "There was an error submitting your message. Please try again or use localStorage backup.",
      },
      { kind: "warning", title: "Data Saved Locally", description: "Your message was saved to local storage due to a server error." },
    ]);
    // What the visitor typed is still there to send again by hand.
    expect(form.getByRole<HTMLInputElement>("textbox", { name: /Full Name/ }).value).toBe("Asha Rao");

    raisedToasts.length = 0;
    const resent = serve(answer(201, { id: "c_1" }));
    render(<KeptSubmissions />);

    await waitFor(() => expect(localStorage.getItem(backupKeys.contact)).toBeNull());
    expect(resent).toEqual([{ url: "/api/contact", idempotencyKey: failed[0]?.idempotencyKey, body: failed[0]?.body }]);
    expect(raisedToasts).toEqual([
      {
        kind: "success",
        title: "Saved submission sent",
        description: "We received what you saved earlier while our server was unreachable.",
      },
    ]);
  });

  it("names the wait when the server rate-limits", async () => {
    serve(answer(429, { error: "rate_limited" }, { "Retry-After": "150" }));
    const form = renderForm();
    const user = await fillRequired(form);

    await user.click(form.getByRole("button", { name: "Send Message" }));

    await waitFor(() =>
      expect(raisedToasts).toEqual([
        {
          kind: "error",
          title: "Too Many Messages",
          description: "You have sent several messages in a short time. Please try again in 3 minutes.",
        },
      ]),
    );
    expect(localStorage.getItem(backupKeys.contact)).toBeNull();
  });
});
