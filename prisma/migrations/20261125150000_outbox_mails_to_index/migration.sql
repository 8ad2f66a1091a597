-- CreateIndex
-- The acknowledgement limit counts a visitor address's mail of the last day on every
-- submission; without this index that count read the whole outbox.
CREATE INDEX "outbox_mails_to_created_at_idx" ON "outbox_mails"("to", "created_at");
