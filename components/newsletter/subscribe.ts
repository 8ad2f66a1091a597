import { toast } from "@/components/ui/toast";
import { newsletterToastTexts } from "@/lib/i18n/messages/en/shell-texts/newsletter-toasts";
import type { PrefixedLocale } from "@/lib/i18n/locales";
import { keepSubmission } from "@/lib/browser/local-backup";
import { fieldError, newIdempotencyKey, postSubmission } from "@/lib/browser/post-submission";

/**
 * Sends the footer's subscription and says how it went, in the page's language (`translated`,
 * or English): after a sign-up, the sentence asking to confirm from the welcome mail, which the
 * form keeps under it (the form is then cleared); null otherwise. The server's own words for a
 * bad address are English, so other languages say their own. A Telugu or Hindi page sends its
 * `language`, in which the server writes the welcome mail.
 */
export async function subscribeToNewsletter(
  email: string,
  translated?: { texts: typeof newsletterToastTexts; language: PrefixedLocale },
): Promise<string | null> {
  const texts = translated?.texts ?? newsletterToastTexts;
  const failed = texts.failed;
  const data = translated ? { email, language: translated.language } : { email };
  const idempotencyKey = newIdempotencyKey();
  const result = await postSubmission("/api/newsletter", data, idempotencyKey);
  switch (result.status) {
    case "accepted":
    case "stored":
      toast.success(texts.subscribed, { description: texts.thanks });
      return texts.confirm;
    case "unreachable":
      // The spec's local backup; it is sent again on a later visit with the same key.
      keepSubmission("newsletter", data, idempotencyKey);
      toast.error(failed, {
        description: result.cause === "server" ? texts.serverDown : texts.unexpected,
      });
      return null;
    case "invalid":
      toast.error(failed, {
        description: (translated ? undefined : fieldError(result.fieldErrors, "email")) ?? texts.invalid,
      });
      return null;
    case "rate-limited":
    case "refused":
      toast.error(failed, { description: texts.tooMany });
      return null;
  }
}
