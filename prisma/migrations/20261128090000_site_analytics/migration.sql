-- AlterTable
-- Where the visit that sent a lead or payment came from (landing page, referrer host, UTM values).
ALTER TABLE "contacts" ADD COLUMN "source" JSONB;
ALTER TABLE "quotes" ADD COLUMN "source" JSONB;
ALTER TABLE "career_applications" ADD COLUMN "source" JSONB;
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "source" JSONB;
ALTER TABLE "payments" ADD COLUMN "source" JSONB;

-- CreateTable
CREATE TABLE "site_view_counts" (
    "day" DATE NOT NULL,
    "dimension" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_view_counts_pkey" PRIMARY KEY ("day","dimension","value")
);

-- CreateTable
CREATE TABLE "site_vital_counts" (
    "day" DATE NOT NULL,
    "page" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_vital_counts_pkey" PRIMARY KEY ("day","page","device","metric","bucket")
);

-- CreateTable
CREATE TABLE "site_error_counts" (
    "day" DATE NOT NULL,
    "route" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "digest" TEXT NOT NULL DEFAULT '',
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_error_counts_pkey" PRIMARY KEY ("day","route","origin","name","digest")
);
