-- AlterTable
-- Keys stored before this migration get '', which matches no submission's
-- fingerprint: a resend with such a key is refused (422) rather than answered.
ALTER TABLE "submission_keys" ADD COLUMN     "request_hash" TEXT NOT NULL DEFAULT '';
ALTER TABLE "submission_keys" ALTER COLUMN "request_hash" DROP DEFAULT;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "checkout_token" TEXT;
