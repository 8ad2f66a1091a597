-- AlterTable
ALTER TABLE "newsletter_subscriptions" ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "unsubscribed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "outbox_mails" ADD COLUMN     "list_unsubscribe" TEXT;
