import { inject } from "vitest";

// Point lib/db.ts (and anything reading the environment) at this run's database.
process.env.DATABASE_URL = inject("databaseUrl");
