-- The audit rows strangers cause (a failed sign-in naming no admin), per UTC day: how many were
-- seen and how many kept in audit_events, up to the site-wide ceiling (lib/audit/audit-log.ts).
-- The rest are only counted here, so strangers cannot grow the 12-month log without bound.
CREATE TABLE "audit_stranger_days" (
    "day" DATE NOT NULL,
    "seen" INTEGER NOT NULL DEFAULT 0,
    "kept" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "audit_stranger_days_pkey" PRIMARY KEY ("day")
);
