-- CreateTable
CREATE TABLE "resume_uploads" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "token_hash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "received_bytes" INTEGER NOT NULL DEFAULT 0,
    "next_index" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resume_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resume_upload_chunks" (
    "upload_id" UUID NOT NULL,
    "chunk_index" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "resume_upload_chunks_pkey" PRIMARY KEY ("upload_id","chunk_index")
);

-- CreateIndex
CREATE INDEX "resume_uploads_expires_at_idx" ON "resume_uploads"("expires_at");

-- CreateIndex
CREATE INDEX "resume_uploads_email_idx" ON "resume_uploads"("email");

-- AddForeignKey
ALTER TABLE "resume_upload_chunks" ADD CONSTRAINT "resume_upload_chunks_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "resume_uploads"("id") ON DELETE CASCADE ON UPDATE CASCADE;
