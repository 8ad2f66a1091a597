-- AlterTable
-- The language of the page a checkout was opened from: its receipt's and mails'.
ALTER TABLE "payments" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
-- A receipt's PDF travels with its mail.
ALTER TABLE "outbox_mails" ADD COLUMN "attachment_name" TEXT,
ADD COLUMN "attachment_type" TEXT,
ADD COLUMN "attachment" BYTEA;

-- CreateTable
CREATE TABLE "receipts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payment_id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "financial_year" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "payer_name" TEXT,
    "payer_email" TEXT,
    "payer_contact" TEXT,
    "method" TEXT,
    "details_fetched_at" TIMESTAMPTZ(3),
    "detail_attempts" INTEGER NOT NULL DEFAULT 0,
    "next_detail_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_detail_error" TEXT,
    "mail_queued_at" TIMESTAMPTZ(3),
    "erased_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "receipts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "receipt_sequences" (
    "financial_year" TEXT NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "receipt_sequences_pkey" PRIMARY KEY ("financial_year")
);

-- CreateTable
CREATE TABLE "payment_refunds" (
    "id" TEXT NOT NULL,
    "payment_id" UUID NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "receipts_payment_id_key" ON "receipts"("payment_id");

-- CreateIndex
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts"("number");

-- CreateIndex
CREATE UNIQUE INDEX "receipts_financial_year_sequence_key" ON "receipts"("financial_year", "sequence");

-- CreateIndex
CREATE INDEX "receipts_mail_queued_at_next_detail_attempt_at_idx" ON "receipts"("mail_queued_at", "next_detail_attempt_at");

-- CreateIndex
CREATE INDEX "payment_refunds_payment_id_idx" ON "payment_refunds"("payment_id");

-- AddForeignKey
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
