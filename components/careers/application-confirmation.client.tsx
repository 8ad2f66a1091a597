"use client";

import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { ConfirmationPanel, Reference } from "@/components/ui/confirmation-panel";
import { retentionDefaults } from "@/lib/catalogue/retention";
import { fill } from "@/lib/i18n/fill";
import type { CareerFormTexts } from "@/lib/i18n/messages/en/career-form-texts";

/**
 * What a stored application leaves on the page, in place of the cleared form. The form
 * (apply-form.client.tsx) loads it with import() once the application is stored, so its code is
 * not in the careers page's first-load JavaScript.
 */
export function ApplicationConfirmation({
  texts,
  opening,
  reference,
  email,
  headingRef,
  onAnother,
}: {
  texts: CareerFormTexts;
  opening: string;
  reference: string;
  email: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const words = texts.confirmation;
  return (
    <ConfirmationPanel
      title={texts.submitted}
      headingRef={headingRef}
      nextTitle={words.next}
      nextSteps={[words.read, words.interview, fill(words.kept, { months: retentionDefaults.resumeMonths })]}
      testId="career-confirmation"
      actions={
        <button type="button" onClick={onAnother} className={buttonClasses("secondary")}>
          {words.another}
        </button>
      }
    >
      <p>{fill(words.applied, { opening })}</p>
      <Reference label={words.reference} value={reference} />
      <p className="text-sm break-words">{fill(words.mailed, { email })}</p>
    </ConfirmationPanel>
  );
}
