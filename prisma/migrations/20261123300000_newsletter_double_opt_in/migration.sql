-- AlterTable
ALTER TABLE "newsletter_subscriptions" ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "unsubscribed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "outbox_mails" ADD COLUMN     "list_unsubscribe" TEXT;

-- Subscribers from before double opt-in stay subscribed: the sweep deletes
-- unconfirmed sign-ups after 30 days, which would otherwise empty the agency's
-- list. Each later newsletter carries the unsubscribe link.
UPDATE "newsletter_subscriptions" SET "confirmed_at" = "subscribed_at" WHERE "confirmed_at" IS NULL;
