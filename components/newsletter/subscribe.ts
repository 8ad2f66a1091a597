import { toast } from "@/components/ui/toast";
import { newsletterToastTexts } from "@/lib/catalogue/shell-texts/newsletter-toasts";
import type { PrefixedLocale } from "@/lib/i18n/locales";
import { keepSubmission } from "@/lib/submissions/local-backup";
import { fieldError, newIdempotencyKey, postSubmission } from "@/lib/submissions/post-submission";

/**
 * Sends the footer's subscription and says how it went, in the page's language (`translated`,
 * or English); true when the form may be cleared. The server's own words for a bad address are
 * English, so other languages say their own. A Telugu or Hindi page sends its `language`, in
 * which the server writes the welcome mail.
 */
export async function subscribeToNewsletter(
  email: string,
  translated?: { texts: typeof newsletterToastTexts; language: PrefixedLocale },
): Promise<boolean> {
  const texts = translated?.texts ?? newsletterToastTexts;
  const failed = texts.failed;
  const data = translated ? { email, language: translated.language } : { email };
  const idempotencyKey = newIdempotencyKey();
  const result = await postSubmission("/api/newsletter", data, idempotencyKey);
  switch (result.status) {
    case "accepted":
    case "stored":
      toast.success(texts.subscribed, { description: texts.thanks });
      return true;
    case "unreachable":
      // The spec's local backup; it is sent again on a later visit with the same key.
      keepSubmission("newsletter", data, idempotencyKey);
      toast.error(failed, {
        description: result.cause === "server" ? texts.serverDown : texts.unexpected,
      });
      return false;
    case "invalid":
      toast.error(failed, {
        description: (translated ? undefined : fieldError(result.fieldErrors, "email")) ?? texts.invalid,
      });
      return false;
    case "rate-limited":
    case "refused":
      toast.error(failed, { description: texts.tooMany });
      return false;
  }
}
