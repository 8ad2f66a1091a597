import { z } from "zod";

// Every environment variable the server reads, validated once. Later features
// add their own variables here, so .env.example and this schema stay the one list.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: "must be a whole number from 1 to 100" })
    .int({ error: "must be a whole number from 1 to 100" })
    .min(1, { error: "must be a whole number from 1 to 100" })
    .max(100, { error: "must be a whole number from 1 to 100" })
    .default(10),
  NEXT_PUBLIC_SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("http://localhost:3000"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses `source` or throws an EnvError that names each bad variable and why. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty string in a .env file means "not set", as most tools treat it.
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(values);
  if (result.success) return result.data;

  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const reason = values[name] === undefined ? "is missing" : issue.message;
    return `  - ${name} ${reason}`;
  });
  throw new EnvError(`Invalid environment (see .env.example):\n${problems.join("\n")}`);
}

let cached: Env | undefined;

/** The validated environment of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
