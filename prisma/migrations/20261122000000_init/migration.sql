-- CreateEnum
CREATE TYPE "quote_urgency" AS ENUM ('standard', 'priority', 'rush');

-- CreateEnum
CREATE TYPE "preferred_contact" AS ENUM ('email', 'phone', 'whatsapp', 'meeting');

-- CreateEnum
CREATE TYPE "quote_status" AS ENUM ('pending', 'contacted', 'won', 'lost');

-- CreateTable
CREATE TABLE "contacts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "interested_service" TEXT,
    "project_details" TEXT NOT NULL,
    "budget" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "company" TEXT,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "project_type" TEXT,
    "timeline" TEXT,
    "budget" TEXT,
    "description" TEXT NOT NULL,
    "additional_services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "urgency" "quote_urgency" NOT NULL DEFAULT 'standard',
    "preferred_contact" "preferred_contact" NOT NULL DEFAULT 'email',
    "social_platforms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "website_type" TEXT,
    "equipment_needed" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "video_length" TEXT,
    "marketing_goals" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "estimate" INTEGER NOT NULL,
    "status" "quote_status" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "career_applications" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "full_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "applying_for" TEXT NOT NULL,
    "cover_letter" TEXT,
    "resume_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "career_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "email" TEXT NOT NULL,
    "subscribed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contacts_created_at_idx" ON "contacts"("created_at" DESC);

-- CreateIndex
CREATE INDEX "quotes_created_at_idx" ON "quotes"("created_at" DESC);

-- CreateIndex
CREATE INDEX "career_applications_created_at_idx" ON "career_applications"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions"("email");
