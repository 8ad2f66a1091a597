import { z } from "zod";
import { retentionDefaults } from "@/lib/catalogue/retention";

// Every environment variable the server reads, validated once. Later features
// add their own variables here, so .env.example and this schema stay the one list.
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }),
    DATABASE_POOL_MAX: z.coerce
      .number({ error: "must be a whole number from 1 to 100" })
      .int({ error: "must be a whole number from 1 to 100" })
      .min(1, { error: "must be a whole number from 1 to 100" })
      .max(100, { error: "must be a whole number from 1 to 100" })
      .default(10),
    NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("http://localhost:3000"),

    // Mail. Without SMTP_URL, mail is written as .eml files under MAIL_DIR.
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_DIR: z.string().default(".data/mail"),
    MAIL_FROM: z
      .string()
      .min(3, { error: "must be a sender such as Agency <no-reply@example.com>" })
      .default("Agency Website <no-reply@localhost>"),
    /** Where notifications of new leads go; the public business address when unset. */
    NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    /** Mail to an address a visitor typed (acknowledgements): at most this many per address in 24 hours. */
    ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: positiveInt().default(3),
    /** Bearer token Vercel Cron sends to /api/cron/outbox; the route refuses every call without it. */
    CRON_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),

    // Abuse limits of the public forms, per visitor and form (docs/http-and-forms.md, "Rate limits": why these figures).
    RATE_LIMIT_MAX: positiveInt().default(20),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt().default(600),
    /** For all visitors together when no trusted proxy names them (TRUST_PROXY=none): one bucket per form. */
    RATE_LIMIT_SHARED_MAX: positiveInt().default(100),
    /**
     * Which proxy's headers name the visitor: "vercel" (x-real-ip, set by Vercel's
     * edge; the default when VERCEL is set), "x-forwarded-for" (the last hop, from a
     * proxy you run), or "none" (headers are ignored, all visitors share
     * RATE_LIMIT_SHARED_MAX). Required in production elsewhere than on Vercel.
     */
    TRUST_PROXY: z.enum(["none", "vercel", "x-forwarded-for"], { error: "must be vercel, x-forwarded-for or none" }).optional(),
    /** Set by Vercel on its builds and functions. */
    VERCEL: z.string().optional(),

    // Storage for resumes (each figure's reason beside it). Over a limit a visitor gets 429,
    // the whole site 507; what is stored already is never touched.
    /**
     * Resume uploads one visitor may have open at once (opened within the hour and not yet
     * part of an application). One applicant needs one; 3 leaves room for a replaced file and
     * a second tab, and holds at most 15 MiB for a visitor.
     */
    RESUME_UPLOADS_PER_VISITOR: positiveInt().default(3),
    /**
     * MiB that all open uploads together may reserve (each reserves its declared size for at
     * most an hour): 256 MiB is 51 resumes of the full 5 MB in flight at once, many times the
     * applicants a small agency gets in an hour, and a small share of a managed Postgres.
     */
    RESUME_UPLOADS_MAX_MIB: positiveInt().default(256),
    /**
     * MiB of resumes stored in any 24 hours, all applications together: 100 MiB is 100 to 300
     * typical resumes a day (or 20 of the full 5 MB), more than a busy hiring day, while a
     * month of abuse at the ceiling stays near 3 GiB.
     */
    RESUMES_PER_DAY_MAX_MIB: positiveInt().default(100),
    /** MiB of resumes one address, and one applicant's e-mail, may store in a UTC day (docs/http-and-forms.md: why 10). */
    RESUMES_PER_SENDER_DAY_MIB: positiveInt().default(10),

    // Razorpay. Without a real key id and secret, Buy Now says payments are not configured.
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Razorpay's API; tests point it at a local stand-in. */
    RAZORPAY_API_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default("https://api.razorpay.com"),
    /**
     * Signs the receipt links mailed to payers (HMAC-SHA256). Its own secret: rotating it
     * breaks only old receipt links (the admin can resend a receipt), nothing else.
     */
    RECEIPT_LINK_SECRET: z.string().min(32, { error: "must be at least 32 characters (openssl rand -base64 32)" }).optional(),
    /** The company's GSTIN, printed on receipts once it has one (15 characters, e.g. 36AAAAA0000A1Z5). */
    COMPANY_GSTIN: z
      .string()
      .trim()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, { error: "must be a 15-character GSTIN" })
      .optional(),

    // Blog (Sanity). Without a project id the blog shows its "Blog Coming Soon!" state.
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/i, { error: "must be a Sanity project id (letters, digits, dashes)" })
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9][-\w]{0,63}$/, { error: "must be a Sanity dataset name" })
      .default("production"),
    /** Sanity's API host; only tests change it (to a local GROQ stand-in), which also turns the CDN off. */
    SANITY_API_HOST: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    /** Shared secret of the Sanity webhook that calls POST /api/revalidate; unset, the route refuses every call. */
    SANITY_REVALIDATE_SECRET: z.string().optional(),
    /**
     * A Viewer token (server only, never sent to a browser): reads drafts for an editor's preview
     * in draft mode and checks the Studio's preview secrets. Unset, draft preview is off.
     */
    SANITY_API_READ_TOKEN: z
      .string()
      .regex(/^\S{16,}$/, { error: "must be a Sanity API token (sanity.io/manage → API → Tokens, Viewer)" })
      .optional(),
    /** Set by `npm run dev` when it serves the sample posts itself: the blog marks them as sample content. */
    SANITY_SAMPLE_CONTENT: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),

    // Admin sign-in (next-auth). The secret signs the session cookie: required in production.
    NEXTAUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters (openssl rand -base64 32)" }).optional(),
    NEXTAUTH_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    /**
     * Signs the confirm and unsubscribe links in mail to newsletter subscribers (HMAC-SHA256).
     * Its own secret, not NEXTAUTH_SECRET: rotating that one (to sign every admin out) must not
     * break the unsubscribe link of every mail already sent, and one key does one job.
     */
    NEWSLETTER_LINK_SECRET: z.string().min(32, { error: "must be at least 32 characters (openssl rand -base64 32)" }).optional(),
    /** Set by Next while it builds; the build needs no runtime secrets. */
    NEXT_PHASE: z.string().optional(),
    // Retention (DPDP: keep no longer than needed). The scheduled sweep deletes what is older;
    // the privacy page states the defaults (lib/catalogue/retention.ts).
    /** Resumes older than this are deleted. */
    RESUME_RETENTION_MONTHS: positiveInt().default(retentionDefaults.resumeMonths),
    /** Contacts, quotes (months after their last status change) and job applications. */
    LEAD_RETENTION_MONTHS: positiveInt().default(retentionDefaults.leadMonths),
    /** Outbox mail once sent or given up on, and .eml files under MAIL_DIR. */
    SENT_MAIL_RETENTION_DAYS: positiveInt().default(retentionDefaults.sentMailDays),
    /** Idempotency keys (submission_keys). */
    SUBMISSION_KEY_RETENTION_DAYS: positiveInt().default(retentionDefaults.submissionKeyDays),
    /**
     * The audit log (lib/audit/): older rows are deleted by the sweep, and only by it. At least
     * 12: the table's trigger refuses to delete a younger row whoever asks
     * (prisma/migrations/20261128120000_audit_retention_cutoff).
     */
    AUDIT_RETENTION_MONTHS: z.coerce
      .number({ error: "must be a whole number of at least 12" })
      .int({ error: "must be a whole number of at least 12" })
      .min(12, { error: "must be a whole number of at least 12" })
      .default(retentionDefaults.auditMonths),
    /**
     * Whether an admin must have a second factor (an authenticator app or a passkey) before the
     * dashboard opens: "required", the default and the only value production takes, or
     * "optional", the default of npm run dev and the tests, where an admin without one goes
     * straight in (an admin who has one must still use it).
     */
    ADMIN_SECOND_FACTOR: z.enum(["required", "optional"], { error: "must be required or optional" }).optional(),

    // RSS feeds the server fetches for /api/rss: "id=url" pairs, comma-separated; ids are
    // the catalogue's (lib/catalogue/feeds.ts). No other address is ever fetched.
    RSS_FEED_URLS: z
      .string()
      .default("industry=https://blog.hubspot.com/marketing/rss.xml")
      .transform((value, context) => parseFeedUrls(value, context)),
    /**
     * Lets the exact origins of RSS_FEED_URLS be on private addresses (a feed on the
     * operator's own network; the e2e run's local feed server). Kept as a setting:
     * it trusts only addresses the operator wrote, never a visitor's or a redirect's.
     */
    RSS_ALLOW_PRIVATE_HOSTS: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
  })
  .superRefine((env, context) => {
    const productionServer = env.NODE_ENV === "production" && env.NEXT_PHASE !== "phase-production-build";
    if (!productionServer) return;
    for (const name of ["NEXTAUTH_SECRET", "NEWSLETTER_LINK_SECRET", "RECEIPT_LINK_SECRET"] as const) {
      if (!env[name]) context.addIssue({ code: "custom", path: [name], message: "is required in production" });
    }
    if (env.ADMIN_SECOND_FACTOR === "optional") {
      context.addIssue({ code: "custom", path: ["ADMIN_SECOND_FACTOR"], message: "must be required in production (or unset)" });
    }
    // The sample posts are for a local run: a production site never shows them as its blog.
    if (env.SANITY_SAMPLE_CONTENT) {
      context.addIssue({
        code: "custom",
        path: ["SANITY_SAMPLE_CONTENT"],
        message: "is for npm run dev only; set SANITY_PROJECT_ID instead",
      });
    }
    // Without a trusted source every visitor shares one limit, which one script can use up:
    // a production server must be told where addresses come from, or told "none" on purpose.
    if (!env.TRUST_PROXY && !env.VERCEL) {
      context.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message: "required in production off Vercel: x-forwarded-for behind your own proxy, or none to let all visitors share one limit",
      });
    }
    // The session cookie is Secure only over https; plain http is fine only on this machine's loopback.
    const siteUrl = new URL(env.NEXTAUTH_URL ?? env.NEXT_PUBLIC_SITE_URL);
    if (siteUrl.protocol !== "https:" && !isLoopback(siteUrl.hostname)) {
      context.addIssue({
        code: "custom",
        path: [env.NEXTAUTH_URL ? "NEXTAUTH_URL" : "NEXT_PUBLIC_SITE_URL"],
        message: "must be an https:// URL in production (the admin's session cookie is sent only over https)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    TRUST_PROXY: env.TRUST_PROXY ?? (env.VERCEL ? "vercel" : "none"),
    ADMIN_SECOND_FACTOR: env.ADMIN_SECOND_FACTOR ?? (env.NODE_ENV === "production" ? "required" : "optional"),
  }));

/** Hosts whose traffic never leaves the machine, where http carries no cookie over a network. */
export function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function parseFeedUrls(value: string, context: z.RefinementCtx): Record<string, string> {
  const feeds: Record<string, string> = {};
  for (const pair of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = pair.indexOf("=");
    const id = pair.slice(0, at).trim();
    const url = URL.canParse(pair.slice(at + 1).trim()) ? new URL(pair.slice(at + 1).trim()) : undefined;
    if (at < 1 || !url || !["http:", "https:"].includes(url.protocol)) {
      context.addIssue({ code: "custom", message: "must be id=https://… pairs separated by commas" });
      return z.NEVER;
    }
    feeds[id] = url.href;
  }
  return feeds;
}

function positiveInt() {
  const error = "must be a whole number of at least 1";
  return z.coerce.number({ error }).int({ error }).min(1, { error });
}

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
    // A rule of our own says why the variable is needed; a missing one is named as missing all the same.
    const reason = values[name] === undefined ? `is missing${issue.code === "custom" ? ` (${issue.message})` : ""}` : issue.message;
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
