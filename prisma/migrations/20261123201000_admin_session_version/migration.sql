-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;
