import type { FormEvent, ReactNode } from "react";
import type { FormFrameTexts } from "@/lib/i18n/messages/en/form-texts";
import { buttonClasses } from "./button-link";
import { ConsentNote, Honeypot } from "./form-fields";

// What the contact and careers forms put around their fields: the note on
// required fields, the bot trap, the DPDP notice and the button that sends.

/** A form's own words around its fields. */
export interface LeadFormTexts {
  /** The form's accessible name. */
  label: string;
  honeypotId: string;
  /** The DPDP notice, up to the link to the policy. */
  consent: string;
  /** The button, and the button while sending. */
  submit: string;
  submitting: string;
  /** The words every form shares. */
  frame: FormFrameTexts;
}

/** The part of useLeadForm the frame uses. */
interface LeadFormStatus {
  submitting: boolean;
  honeypot: { value: string; onChange: (value: string) => void };
  handleSubmit: (task: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => void;
}

export function LeadFormFrame({
  texts,
  form,
  schema,
  send,
  children,
}: {
  texts: LeadFormTexts;
  form: LeadFormStatus;
  /** The form's schema module, which starts loading once the visitor starts on the form. */
  schema: { preload: () => void };
  /** Checks and sends the values (one submission at a time). */
  send: () => Promise<void>;
  children: ReactNode;
}) {
  const { frame } = texts;
  return (
    <form onSubmit={form.handleSubmit(send)} onFocus={schema.preload} noValidate aria-label={texts.label} className="relative space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {frame.requiredBefore} <span aria-hidden="true">*</span>
        <span className="sr-only">{frame.requiredAsterisk}</span> {frame.requiredAfter}
      </p>
      {children}
      <Honeypot id={texts.honeypotId} label={frame.honeypot} {...form.honeypot} />
      <ConsentNote policy={frame.privacyPolicy}>{texts.consent}</ConsentNote>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <button type="submit" aria-disabled={form.submitting} className={buttonClasses("primary", "w-full sm:w-auto")}>
        {form.submitting ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
