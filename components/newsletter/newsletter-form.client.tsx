"use client";

import { useId, useState, type FormEvent } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { PrivacyNote } from "@/components/ui/privacy-note";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { usePageLocale, useWords } from "@/components/ui/words.client";
import { newsletterTexts } from "@/lib/i18n/messages/en/shell-texts/newsletter";

// The sending code (and the local backup it falls back to) loads when the visitor
// starts on the form, not with every page; submitting waits for it.
const loadSubscribe = () => import("./subscribe");
// A failed preload (offline) is tried again on submit.
const preloadSubscribe = () => void loadSubscribe().catch(() => undefined);

export function NewsletterForm() {
  const [submitting, setSubmitting] = useState(false);
  /** After a sign-up: confirm from the welcome mail. Stays until the next attempt. */
  const [confirmHint, setConfirmHint] = useState("");
  const oneAtATime = useOneAtATime();
  const inputId = useId();
  const noteId = useId();
  const locale = usePageLocale();
  const texts = useWords("newsletter", newsletterTexts);
  const toasts = useWords("newsletterToasts");

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "");
    await oneAtATime(async () => {
      setSubmitting(true);
      setConfirmHint("");
      try {
        const { subscribeToNewsletter } = await loadSubscribe();
        const translated = toasts && locale !== "en" ? { texts: toasts, language: locale } : undefined;
        const hint = await subscribeToNewsletter(email, translated);
        if (hint === null) return;
        form.reset();
        setConfirmHint(hint);
      } finally {
        setSubmitting(false);
      }
    });
  }

  return (
    <form onSubmit={subscribe} onFocus={preloadSubscribe} aria-describedby={noteId} className="w-full">
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {texts.email}
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={texts.placeholder}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-offset-1 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button type="submit" aria-disabled={submitting} className={buttonClasses("primary")}>
          {submitting ? texts.subscribing : texts.subscribe}
        </button>
      </div>
      {/* In the page from the start, so what it says after a sign-up is announced. */}
      <p role="status" className={confirmHint ? "mt-2 text-sm font-medium text-ink" : undefined}>
        {confirmHint}
      </p>
      <PrivacyNote id={noteId} policy={texts.privacy} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {texts.note}
      </PrivacyNote>
    </form>
  );
}
