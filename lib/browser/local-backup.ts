import { postSubmission } from "./post-submission";

// The spec's local backup: when the server cannot be reached, a submission is
// kept in the browser (contactSubmissions and quoteSubmissions lists, one
// timestamped key per newsletter address). Beyond the spec, each entry keeps its
// Idempotency-Key, and resubmitKeptSubmissions() sends it again on a later visit:
// the server stores it once however often it arrives.

export type KeptKind = "contact" | "quote" | "newsletter";

/** The form's fields as they were sent, plus the spec's markers and the key. */
export interface KeptSubmission {
  [field: string]: unknown;
  submittedAt: string;
  /** The spec's timestamp id. */
  id: number;
  error: true;
  idempotencyKey: string;
}

const backupMarkers = new Set(["submittedAt", "id", "error", "idempotencyKey"]);

const endpoints: Record<KeptKind, string> = {
  contact: "/api/contact",
  quote: "/api/quotes",
  newsletter: "/api/newsletter",
};

/** The spec's storage keys: a list per form, and one key per newsletter address (this prefix and a timestamp). */
export const backupKeys = {
  contact: "contactSubmissions",
  quote: "quoteSubmissions",
  newsletterPrefix: "newsletter_subscription_",
} as const;

/** Keeps a submission the server did not take. Storage full or disabled: nothing more can be done. */
export function keepSubmission(kind: KeptKind, data: Record<string, unknown>, idempotencyKey: string): void {
  const now = Date.now();
  const entry: KeptSubmission = { ...data, submittedAt: new Date(now).toISOString(), id: now, error: true, idempotencyKey };
  try {
    if (kind === "newsletter") {
      localStorage.setItem(`${backupKeys.newsletterPrefix}${now}`, JSON.stringify(entry));
    } else {
      localStorage.setItem(backupKeys[kind], JSON.stringify([...readList(backupKeys[kind]), entry]));
    }
  } catch {
    // The failure toast has already asked the visitor to try again.
  }
}

/**
 * Sends every kept submission again with its original key and forgets each one
 * the server answers for good: stored (201/200), or refused as invalid (4xx,
 * which a resend cannot change). Entries stay while the server is unreachable
 * or rate-limits. Returns how many were stored.
 */
export async function resubmitKeptSubmissions(): Promise<number> {
  let stored = 0;
  for (const kind of ["contact", "quote"] as const) {
    const remaining: unknown[] = [];
    for (const entry of readList(backupKeys[kind])) {
      const outcome = isKept(entry) ? await resend(kind, entry) : "drop";
      if (outcome === "stored") stored += 1;
      if (outcome === "keep") remaining.push(entry);
    }
    writeList(backupKeys[kind], remaining);
  }

  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith(backupKeys.newsletterPrefix)) continue;
    const entry = parse(localStorage.getItem(key));
    const outcome = isKept(entry) ? await resend("newsletter", entry) : "drop";
    if (outcome === "stored") stored += 1;
    if (outcome !== "keep") localStorage.removeItem(key);
  }
  return stored;
}

async function resend(kind: KeptKind, entry: KeptSubmission): Promise<"stored" | "keep" | "drop"> {
  const data = Object.fromEntries(Object.entries(entry).filter(([field]) => !backupMarkers.has(field)));
  const result = await postSubmission(endpoints[kind], data, entry.idempotencyKey);
  if (result.status === "stored" || result.status === "accepted") return "stored";
  if (result.status === "unreachable" || result.status === "rate-limited") return "keep";
  return "drop";
}

function readList(key: string): unknown[] {
  const value = parse(localStorage.getItem(key));
  return Array.isArray(value) ? value : [];
}

function writeList(key: string, entries: unknown[]): void {
  if (entries.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(entries));
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Entries written before this feature (or by hand) have no key: they cannot be resent safely. */
function isKept(value: unknown): value is KeptSubmission {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<KeptSubmission>;
  return typeof entry.idempotencyKey === "string";
}
