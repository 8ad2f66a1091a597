-- AlterTable
-- Lower leaves first (lib/mail/lead-mails.ts, sendingPriority): a visitor's own mail (0)
-- before the agency's notifications (1, also the default). Mail already waiting gets its
-- template's priority.
ALTER TABLE "outbox_mails" ADD COLUMN "priority" SMALLINT NOT NULL DEFAULT 1;
UPDATE "outbox_mails" SET "priority" = 0
 WHERE "template" IN ('contact-acknowledgement', 'quote-acknowledgement', 'newsletter-welcome');

-- CreateIndex
-- The sender's claim walks unsent mail in the order it leaves, however much is waiting.
CREATE INDEX "outbox_mails_sent_at_priority_created_at_idx" ON "outbox_mails"("sent_at", "priority", "created_at");
