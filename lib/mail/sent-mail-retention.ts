import "server-only";
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { maxAttempts } from "./outbox";

// A sent outbox row is a full copy of the lead it announced, and an .eml file
// (written without SMTP) is one too: both go SENT_MAIL_RETENTION_DAYS after
// they were sent. Mail still waiting to be sent stays, whatever its age, so an
// operator can still send it; mail given up on goes the same number of days
// after it was written.

const dayMs = 24 * 60 * 60 * 1000;

function sentMailCutoff(now: Date): Date {
  return new Date(now.getTime() - getEnv().SENT_MAIL_RETENTION_DAYS * dayMs);
}

/** Deletes outbox rows past retention; returns how many. */
export async function pruneSentMail(now: Date = new Date()): Promise<number> {
  const cutoff = sentMailCutoff(now);
  return db.$executeRaw`
    DELETE FROM outbox_mails
    WHERE sent_at < ${cutoff} OR (sent_at IS NULL AND attempts >= ${maxAttempts} AND created_at < ${cutoff})`;
}

/** Deletes .eml files in MAIL_DIR last written before the cutoff; returns how many. */
export async function pruneMailFiles(now: Date = new Date()): Promise<number> {
  const directory = getEnv().MAIL_DIR;
  const cutoff = sentMailCutoff(now).getTime();
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    // No directory (SMTP was always configured, or a read-only deployment): nothing to prune.
    if (isCode(error, "ENOENT")) return 0;
    throw error;
  }
  let pruned = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".eml")) continue;
    const file = path.join(directory, entry.name);
    try {
      if ((await stat(file)).mtimeMs >= cutoff) continue;
      await unlink(file);
      pruned += 1;
    } catch (error) {
      // Deleted meanwhile by another sweep: not an error.
      if (!isCode(error, "ENOENT")) throw error;
    }
  }
  return pruned;
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}
