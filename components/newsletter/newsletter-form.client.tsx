"use client";

import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClasses } from "@/components/ui/button-link";
import { shellTimings } from "@/lib/catalogue/navigation";
import { keepSubmission } from "@/lib/submissions/local-backup";
import { fieldError, newIdempotencyKey, postSubmission } from "@/lib/submissions/post-submission";

const failed = "Subscription Failed";

export function NewsletterForm() {
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const noteId = useId();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = { email: String(new FormData(form).get("email") ?? "") };
    const idempotencyKey = newIdempotencyKey();
    setSubmitting(true);
    try {
      const result = await postSubmission("/api/newsletter", data, idempotencyKey);
      switch (result.status) {
        case "stored":
          toast.success("Subscribed! 🎉", {
            description: "Thanks for subscribing to our newsletter! We'll keep you updated.",
            duration: shellTimings.toastMs,
          });
          form.reset();
          break;
        case "unreachable":
          // The spec's local backup; it is sent again on a later visit with the same key.
          keepSubmission("newsletter", data, idempotencyKey);
          toast.error(failed, {
            description:
              result.cause === "server"
                ? "Could not subscribe to newsletter. Please try again. (Saved locally)"
                : "An unexpected error occurred. Please try again. (Saved locally)",
            duration: shellTimings.toastMs,
          });
          break;
        case "invalid":
          toast.error(failed, {
            description: fieldError(result.fieldErrors, "email") ?? "Please enter a valid email address.",
            duration: shellTimings.toastMs,
          });
          break;
        case "rate-limited":
        case "refused":
          toast.error(failed, { description: "Too many attempts. Please try again later.", duration: shellTimings.toastMs });
          break;
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={subscribe} aria-describedby={noteId} className="w-full">
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Enter your email"
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-indigo-400"
        />
        <button type="submit" disabled={submitting} className={buttonClasses("primary")}>
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
      <p id={noteId} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        We use your e-mail address only to send the newsletter; unsubscribe any time. See our{" "}
        <Link href="/privacy" className="underline underline-offset-2 hover:text-indigo-700 dark:hover:text-indigo-300">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}
