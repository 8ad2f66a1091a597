import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { getService, toSelectedService } from "@/lib/i18n/records/services";
import { type ServiceId } from "@/lib/catalogue/services";
import { backupKeys } from "@/lib/browser/local-backup";
import { findFocusedWithMessage, waitForFocus } from "@/test/form-queries";
import { answer, serve } from "@/test/form-answers";
import { raisedToasts } from "@/test/toast-stand-in";
import { QuoteWizard } from "./quote-wizard.client";
import { selectedServiceKey } from "./stored-service";

vi.mock("@/components/ui/toast", () => import("@/test/toast-stand-in"));

function storeService(id: ServiceId) {
  const service = getService(id);
  if (!service) throw new Error(`no service ${id}`);
  localStorage.setItem(selectedServiceKey, JSON.stringify(toSelectedService(service)));
}

const stepHeading = () => screen.getByRole("heading", { level: 2 });
const announcement = () => document.querySelector("[aria-live=polite]")?.textContent;

/** Clicks Next (or Submit) and waits for the step it leads to. */
async function next(user: ReturnType<typeof userEvent.setup>, title: string, button = "Next") {
  await user.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(stepHeading().textContent).toBe(title));
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Full Name/ }), "Asha Rao");
  await user.type(screen.getByRole("textbox", { name: /Email Address/ }), "asha@example.com");
}

async function walkToReview(user: ReturnType<typeof userEvent.setup>) {
  await fillPersonal(user);
  await next(user, "Select Services");
  await next(user, "Project Details");
  await user.type(screen.getByRole("textbox", { name: /Project Description/ }), "A shop with online orders.");
  await next(user, "Review Your Quote");
}

describe("the quote wizard's draft", () => {
  it("restores the service a service page stored: ticked on step 2 with its question, and the key is removed", async () => {
    storeService("web");
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();

    await waitFor(() => expect(localStorage.getItem(selectedServiceKey)).toBeNull());
    await fillPersonal(user);
    await next(user, "Select Services");

    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Web Development/ }).checked).toBe(true);
    screen.getByRole("combobox", { name: "Website type" });
    expect(screen.getAllByRole<HTMLInputElement>("checkbox").filter((box) => box.checked)).toHaveLength(1);
  });

  it("ignores and logs a corrupt stored value, and removes it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    localStorage.setItem(selectedServiceKey, "{not json");
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();

    await waitFor(() => expect(localStorage.getItem(selectedServiceKey)).toBeNull());
    expect(logged.mock.calls.some(([message]) => String(message).includes(selectedServiceKey))).toBe(true);
    await fillPersonal(user);
    await next(user, "Select Services");
    expect(screen.getAllByRole<HTMLInputElement>("checkbox").filter((box) => box.checked)).toHaveLength(0);
  });

  it("keeps what was typed across the steps: Edit on the review shows step 1 with its values, its heading focused", async () => {
    render(<QuoteWizard serviceParam="seo-pro" />);
    const user = userEvent.setup();
    await walkToReview(user);

    // The ?service= add-on is part of the draft: the review lists it and prices it.
    expect(screen.getAllByText("SEO Pro Package").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: /^Edit\s*your details$/ }));

    await waitFor(() => expect(stepHeading().textContent).toBe("Personal Information"));
    expect(document.activeElement).toBe(stepHeading());
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Full Name/ }).value).toBe("Asha Rao");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: /Email Address/ }).value).toBe("asha@example.com");
    expect(announcement()).toBe("Step 1 of 4: Personal Information");
  });
});

describe("the quote wizard's errors", () => {
  it("holds the visitor on step 1 until name and email are valid, focusing the first invalid field", async () => {
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Next" }));

    await findFocusedWithMessage("textbox", /Full Name/, "Please enter your full name.");
    screen.getByRole("textbox", { name: /Email Address/, description: "Please enter your email address." });
    expect(stepHeading().textContent).toBe("Personal Information");
    expect(announcement()).toBe("Step 1 of 4: Personal Information. Please correct 2 fields.");
  });

  it("sends the visitor back to step 3 for a missing description and sends nothing", async () => {
    const sent = serve(answer(201, { id: "never" }));
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();
    await fillPersonal(user);
    await next(user, "Select Services");
    await next(user, "Project Details");
    await next(user, "Review Your Quote");

    await next(user, "Project Details", "Submit Quote Request");

    await findFocusedWithMessage("textbox", /Project Description/, "Please describe your project.");
    expect(sent).toHaveLength(0);
  });

  it("shows the server's field errors on the earliest step that has one, focusing that field", async () => {
    serve(answer(400, { error: "validation", fieldErrors: { description: ["Too short."], email: ["This address cannot receive mail."] } }));
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();
    await walkToReview(user);

    await next(user, "Personal Information", "Submit Quote Request");

    await findFocusedWithMessage("textbox", /Email Address/, "This address cannot receive mail.");
    expect(announcement()).toBe("Step 1 of 4: Personal Information. Please correct 2 fields.");
    await next(user, "Select Services");
    await next(user, "Project Details");
    screen.getByRole("textbox", { name: /Project Description/, description: "Too short." });
  });

  it("keeps a quote the server could not take in quoteSubmissions, with its key, and stays on the review", async () => {
    const sent = serve(answer(503, { error: "unavailable" }));
    render(<QuoteWizard serviceParam="web" />);
    const user = userEvent.setup();
    await walkToReview(user);

    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    await waitFor(() => expect(localStorage.getItem(backupKeys.quote)).not.toBeNull());
    const kept = JSON.parse(localStorage.getItem(backupKeys.quote) ?? "[]") as Record<string, unknown>[];
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ name: "Asha Rao", services: ["web"], error: true, idempotencyKey: sent[0]?.idempotencyKey });
    expect(raisedToasts.map((toast) => toast.title)).toEqual(["Submission Failed", "Data Saved Locally"]);
    expect(stepHeading().textContent).toBe("Review Your Quote");
  });

  it("shows the confirmation once the quote is stored", async () => {
    serve(answer(201, { id: "q_1", estimate: 0 }));
    render(<QuoteWizard serviceParam={null} />);
    const user = userEvent.setup();
    await walkToReview(user);

    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    await waitForFocus(await screen.findByRole("heading", { name: "Quote Request Submitted!" }));
    expect(screen.getByTestId("confirmation-reference").textContent).toBe("q_1");
    expect(screen.getByTestId("quote-confirmation").textContent).toContain("We are sending a confirmation to asha@example.com.");
    expect(raisedToasts).toEqual([
      {
        kind: "success",
        title: "Quote Request Submitted! 🎉",
        description: "We'll review your requirements and get back to you shortly.",
      },
    ]);
  });

  it("says before submit that a card payment for the estimate follows, and that it is optional", async () => {
    render(<QuoteWizard serviceParam="marketing" />);
    const user = userEvent.setup();
    await walkToReview(user);

    const note = screen.getByTestId("quote-payment-note").textContent ?? "";
    expect(note).toContain(
      "When you submit, we first store your request, then open a secure card payment (Razorpay) for the estimate of ₹",
    );
    expect(note).toContain("Paying now is optional: you can close the payment window and pay after you have reviewed our proposal.");
  });

  it("keeps the stored request in sight when the payment cannot start, says so beside it, and tries again on request", async () => {
    const sent = serve(
      answer(201, { id: "q_2", estimate: 4599, checkoutToken: "token_2" }),
      answer(503, { error: "unavailable" }),
      answer(503, { error: "unavailable" }),
    );
    render(<QuoteWizard serviceParam="marketing" />);
    const user = userEvent.setup();
    await walkToReview(user);

    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    await waitForFocus(await screen.findByRole("heading", { name: "Quote Request Submitted!" }));
    const status = await screen.findByText(
      "The payment could not be started, so nothing was charged. You can try again here, or pay after you have reviewed our proposal.",
    );
    expect(status.closest("[role=status]")).not.toBeNull();
    // The success toast alone: the payment's problem is in the confirmation, not in a toast over it.
    expect(raisedToasts.map((toast) => toast.title)).toEqual(["Quote Request Submitted! 🎉"]);

    await user.click(screen.getByRole("button", { name: "Try the payment again" }));
    await waitFor(() => expect(sent.filter((request) => request.url === "/api/payments/orders")).toHaveLength(2));
    expect(sent.at(-1)?.body).toEqual({ purpose: "quote", quoteId: "q_2", checkoutToken: "token_2" });
    await screen.findByRole("button", { name: "Try the payment again" });
    expect(screen.getByRole("heading", { name: "Quote Request Submitted!" })).toBeTruthy();
  });
});
