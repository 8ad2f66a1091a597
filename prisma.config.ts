import { defineConfig } from "prisma/config";

// The CLI reads DATABASE_URL only for commands that talk to a database
// (migrate deploy, studio); `prisma generate` works without it.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
