-- AlterTable
-- Who opened an upload (their limit of open uploads) and what its bytes were found to be (checked once).
ALTER TABLE "resume_uploads" ADD COLUMN "visitor" TEXT,
ADD COLUMN "verdict" TEXT;

-- CreateIndex
CREATE INDEX "resume_uploads_visitor_idx" ON "resume_uploads"("visitor");

-- CreateIndex
-- The daily ceiling on stored resume bytes sums the last 24 hours on every application.
CREATE INDEX "resumes_created_at_idx" ON "resumes"("created_at");
