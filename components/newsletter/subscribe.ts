import { toast } from "@/components/ui/toast";
import { keepSubmission } from "@/lib/submissions/local-backup";
import { fieldError, newIdempotencyKey, postSubmission } from "@/lib/submissions/post-submission";

const failed = "Subscription Failed";

/** Sends the footer's subscription and says how it went; true when the form may be cleared. */
export async function subscribeToNewsletter(email: string): Promise<boolean> {
  const data = { email };
  const idempotencyKey = newIdempotencyKey();
  const result = await postSubmission("/api/newsletter", data, idempotencyKey);
  switch (result.status) {
    case "stored":
      toast.success("Subscribed! 🎉", {
        description: "Thanks for subscribing to our newsletter! We'll keep you updated.",
      });
      return true;
    case "unreachable":
      // The spec's local backup; it is sent again on a later visit with the same key.
      keepSubmission("newsletter", data, idempotencyKey);
      toast.error(failed, {
        description:
          result.cause === "server"
            ? "Could not subscribe to newsletter. Please try again. (Saved locally)"
            : "An unexpected error occurred. Please try again. (Saved locally)",
      });
      return false;
    case "invalid":
      toast.error(failed, {
        description: fieldError(result.fieldErrors, "email") ?? "Please enter a valid email address.",
      });
      return false;
    case "rate-limited":
    case "refused":
      toast.error(failed, { description: "Too many attempts. Please try again later." });
      return false;
  }
}
