"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { firstErrors, firstServerErrors, waitText, type FieldErrors } from "@/components/ui/form-errors";
import { lazySchema } from "@/components/ui/lazy-schema";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { ConsentNote, Honeypot } from "@/components/ui/form-fields";
import { useFocusAfterRender, useLeadForm } from "@/components/ui/use-lead-form";
import { company } from "@/lib/catalogue/company";
import { fill } from "@/lib/i18n/fill";
import { errorsIn } from "@/lib/i18n/form-messages";
import { localePath } from "@/lib/i18n/locales";
import { keepSubmission } from "@/lib/browser/local-backup";
import { newIdempotencyKey, postSubmission, type SubmitResult } from "@/lib/browser/post-submission";
import { PersonalStep } from "./personal-step";
import { ProjectStep } from "./project-step";
import type { PaymentOrderInput } from "@/lib/validation/payment";
import { QuoteConfirmation, type QuotePayment } from "./quote-confirmation";
import {
  emptyDraft,
  fieldId,
  preselectFromQuery,
  preselectStored,
  readStoredService,
  toQuoteInput,
  type QuoteDraft,
  type StoredService,
} from "./quote-draft";
import { useQuoteLanguage } from "./quote-language";
import { fieldsInStepOrder, firstStep, lastStep, neighbourStep, quoteSteps, stepIds, stepOf, type StepId } from "./quote-steps";
import { ReviewStep } from "./review-step";
import { ServicesStep } from "./services-step";
import { selectedServiceKey } from "./stored-service";
import { StepIndicator } from "./step-indicator";
import type { StepProps } from "./step-props";

const stepPanels: Record<StepId, (props: StepProps) => ReactNode> = {
  personal: PersonalStep,
  services: ServicesStep,
  project: ProjectStep,
  review: ReviewStep,
};

// Zod and the quote schema load when the visitor starts on the form, not with the page.
const schema = lazySchema(() => import("@/lib/validation/quote"));

type View = StepId | "submitted";

interface Initial {
  draft: QuoteDraft;
  stored: StoredService;
}

/**
 * The four-step quote wizard and its confirmation. Rendered only in the
 * browser (see QuoteWizardLoader), so the first state may read storage.
 */
export function QuoteWizard({ serviceParam }: { serviceParam: string | null }) {
  const { texts, frame, translated } = useQuoteLanguage();
  /** The schema's and the server's messages, in the page's language. */
  const inLanguage = (errors: FieldErrors) => errorsIn(errors, translated?.messages);
  const [initial] = useState<Initial>(() => {
    const stored = readStoredService();
    return { draft: preselectStored(preselectFromQuery(emptyDraft, serviceParam), stored), stored };
  });
  const {
    values: draft,
    errors,
    update,
    field,
    showErrors: showFieldErrors,
    submitting,
    whileSubmitting,
    oneAtATime,
    honeypot,
  } = useLeadForm({ initialValues: initial.draft, fieldOrder: fieldsInStepOrder, fieldId });
  const [view, setView] = useState<View>(firstStep);
  const [payment, setPayment] = useState<QuotePayment | null>(null);
  /** The stored quote: its reference and the estimate its payment asks for. */
  const [stored, setStored] = useState<{ reference: string; estimate: number } | null>(null);
  const checkoutRef = useRef<PaymentOrderInput | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useFocusAfterRender(() => {
    const container = containerRef.current;
    if (container && container.getBoundingClientRect().top < 0) container.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  });

  // The stored service is read once: forget it, and say why if it was unusable.
  useEffect(() => {
    const { stored } = initial;
    if (stored.status === "none") return;
    try {
      if (localStorage.getItem(selectedServiceKey) === null) return; // already handled (Strict Mode)
      localStorage.removeItem(selectedServiceKey);
    } catch {
      return;
    }
    if (stored.status === "corrupt") {
      console.error(`Ignoring the stored ${selectedServiceKey} (${stored.reason}):`, stored.raw);
    }
  }, [initial]);

  // The funnel's "step reached", counted anonymously once per step and page load (components/analytics/measure.ts).
  useEffect(() => {
    if (view !== "submitted")
      void import("@/components/analytics/measure").then((measure) => measure.countQuoteStep(quoteSteps[view].number));
  }, [view]);

  /** Shows a view (announced with `extra`); the focus is moved by the caller. */
  function show(next: View, extra = "") {
    setView(next);
    const title =
      next === "submitted"
        ? texts.confirmation.title
        : `${fill(texts.stepOf, { number: quoteSteps[next].number, count: stepIds.length })}: ${texts.steps[next].title}`;
    setAnnouncement(`${title}${extra}`);
  }

  function showWithHeading(next: View) {
    show(next);
    focusHeading();
  }

  /** Shows the errors on the earliest step that has one, focusing its first invalid field. */
  function showErrors(found: FieldErrors): boolean {
    const invalid = showFieldErrors(inLanguage(found));
    const first = invalid[0];
    if (first === undefined) return false;
    const count = invalid.length;
    show(stepOf(first), count === 1 ? texts.correctOne : fill(texts.correctMany, { count }));
    return true;
  }

  function goToStep(step: StepId) {
    if (view === "personal" && step !== "personal") void leavePersonalStep(step);
    else showWithHeading(step);
  }

  async function leavePersonalStep(step: StepId) {
    const checked = (await schema.load())?.quotePersonalSchema.safeParse(toQuoteInput(draft));
    if (checked && !checked.success) showErrors(firstErrors(checked.error.issues));
    else showWithHeading(step);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (view === "submitted") return;
    // Enter in a field of steps 1-3 moves on, as the Next button does.
    const next = view === lastStep ? undefined : neighbourStep(view, 1);
    if (next) goToStep(next);
    else void submitQuote();
  }

  // Held across the schema's loading too, so a second Enter cannot send twice.
  const submitQuote = () =>
    oneAtATime(async () => {
      const data = toQuoteInput(draft);
      const checked = (await schema.load())?.quoteSchema.safeParse(data);
      if (checked && !checked.success) {
        showErrors(firstErrors(checked.error.issues));
        return;
      }
      // A new key for every attempt the visitor makes; a kept submission keeps its own.
      const idempotencyKey = newIdempotencyKey();
      const body = { ...data, website: honeypot.value, ...(translated ? { language: translated.locale } : {}) };
      await whileSubmitting(async () => handleResult(await postSubmission("/api/quotes", body, idempotencyKey), body, idempotencyKey));
    });

  async function handleResult(result: SubmitResult, body: Record<string, unknown>, idempotencyKey: string) {
    switch (result.status) {
      case "stored": {
        const estimate = typeof result.body.estimate === "number" ? result.body.estimate : 0;
        // The confirmation first: whatever the payment does, the visitor sees that the request is stored.
        setStored({ reference: result.id, estimate });
        showWithHeading("submitted");
        toast.success(texts.toasts.submitted, { description: texts.toasts.submittedText });
        // The spec: a quote with an estimate above 0 goes on to the card payment, priced by
        // the server from the stored quote; the confirmation says where the payment stands.
        if (estimate > 0) {
          // The token proves the quote is this visitor's; the server refuses checkout without it.
          const checkoutToken = typeof result.body.checkoutToken === "string" ? result.body.checkoutToken : "";
          checkoutRef.current = {
            purpose: "quote",
            quoteId: result.id,
            checkoutToken,
            // The receipt is written in the language of the page the quote was paid from.
            ...(translated ? { language: translated.locale } : {}),
          };
          await pay();
        }
        return;
      }
      case "invalid":
        if (!showErrors(firstServerErrors(result.fieldErrors))) {
          toast.error(texts.toasts.failed, { description: texts.toasts.invalidText });
        }
        return;
      case "unreachable":
        keepSubmission("quote", body, idempotencyKey);
        toast.error(texts.toasts.failed, { description: texts.toasts.failedText });
        toast.warning(texts.toasts.saved, { description: texts.toasts.savedText });
        return;
      case "rate-limited":
        toast.error(texts.toasts.tooMany, {
          description: fill(texts.toasts.tooManyText, { wait: waitText(result.retryAfterSeconds, texts.toasts) }),
        });
        return;
      case "refused":
        toast.error(texts.toasts.failed, { description: fill(texts.toasts.refusedText, { email: company.email }) });
        return;
    }
  }

  /** Opens the card payment of the stored quote (again, from the confirmation), and keeps how it ended. */
  async function pay() {
    const request = checkoutRef.current;
    if (!request) return;
    setPayment("opening");
    // Loaded when a quote is to be paid, not with the wizard.
    const { startCheckout } = await import("@/components/payments/start-checkout");
    // The confirmation says why a payment did not start, beside the stored request: no toast over it.
    setPayment(await startCheckout(request, translated?.payment, { toastIfNotStarted: false }));
  }

  const Panel = view === "submitted" ? null : stepPanels[view];
  const previous = view === "submitted" ? undefined : neighbourStep(view, -1);
  const next = view === "submitted" ? undefined : neighbourStep(view, 1);

  return (
    <div ref={containerRef} className="scroll-mt-24">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {view === "submitted" && stored ? (
        <QuoteConfirmation
          reference={stored.reference}
          email={draft.email}
          estimate={stored.estimate}
          preferredContact={draft.preferredContact}
          payment={payment}
          onRetryPayment={() => void pay()}
          headingRef={headingRef}
          homeHref={localePath(translated?.locale ?? "en", "/")}
          refundPolicyHref={localePath(translated?.locale ?? "en", "/refund-policy")}
        />
      ) : view === "submitted" ? null : (
        <>
          <StepIndicator current={view} texts={texts} />
          <form onSubmit={handleSubmit} onFocus={schema.preload} noValidate aria-labelledby="quote-step-heading" className="relative mt-8">
            <div className="mb-6">
              <p className="text-sm font-semibold text-accent">
                {fill(texts.stepOf, { number: quoteSteps[view].number, count: stepIds.length })}
              </p>
              <h2
                id="quote-step-heading"
                ref={headingRef}
                tabIndex={-1}
                className="mt-1 text-2xl font-bold tracking-tight text-ink outline-none"
              >
                {texts.steps[view].title}
              </h2>
              <p className="mt-1 text-muted">{texts.steps[view].subtitle}</p>
            </div>

            {Panel ? <Panel draft={draft} errors={errors} update={update} field={field} goToStep={goToStep} /> : null}
            <Honeypot id="quote-website" label={frame.honeypot} {...honeypot} />

            {view === lastStep ? (
              <div className="mt-8">
                <ConsentNote policy={frame.privacyPolicy}>{texts.consent}</ConsentNote>
              </div>
            ) : null}

            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between dark:border-slate-700">
              {previous ? (
                <button type="button" onClick={() => showWithHeading(previous)} className={buttonClasses("secondary")}>
                  {texts.previous}
                </button>
              ) : null}
              {next ? (
                <button type="submit" className={buttonClasses("primary", "sm:ml-auto")}>
                  {texts.next}
                </button>
              ) : (
                <button type="submit" aria-disabled={submitting} className={buttonClasses("primary", "sm:ml-auto")}>
                  {submitting ? texts.submitting : texts.submit}
                </button>
              )}
            </div>
          </form>
        </>
      )}
    </div>
  );
}
