// npm run db:migrate — applies pending migrations to DATABASE_URL.
import nextEnv from "@next/env";
import { migrateDatabase } from "@/scripts/migrations/migrate-database";

nextEnv.loadEnvConfig(process.cwd());
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. Set it (see .env.example), or use `npm run dev`, which migrates the embedded database itself.");
  process.exit(1);
}

try {
  await migrateDatabase(databaseUrl, (message) => console.log(message));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
