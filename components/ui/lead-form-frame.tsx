import type { FormEvent, ReactNode } from "react";
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
  submit: readonly [idle: string, busy: string];
}

/** The part of useLeadForm the frame shows. */
interface LeadFormStatus {
  submitting: boolean;
  honeypot: { value: string; onChange: (value: string) => void };
}

export function LeadFormFrame({
  texts,
  form,
  onSubmit,
  onFocus,
  children,
}: {
  texts: LeadFormTexts;
  form: LeadFormStatus;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Loads what submitting needs once the visitor starts on the form. */
  onFocus: () => void;
  children: ReactNode;
}) {
  const [idle, busy] = texts.submit;
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate aria-label={texts.label} className="relative space-y-5">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {children}
      <Honeypot id={texts.honeypotId} {...form.honeypot} />
      <ConsentNote>{texts.consent}</ConsentNote>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
      <button type="submit" aria-disabled={form.submitting} className={buttonClasses("primary", "w-full sm:w-auto")}>
        {form.submitting ? busy : idle}
      </button>
    </form>
  );
}
