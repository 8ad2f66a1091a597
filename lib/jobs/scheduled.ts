import "server-only";
import { timingSafeEqual } from "node:crypto";
import { purgeExpiredResumes } from "@/lib/admin/retention";
import { getEnv } from "@/lib/env";
import { purgeAbandonedUploads } from "@/lib/leads/resume-uploads";
import { deliverPendingMail, type DeliveryReport } from "@/lib/mail/outbox";
import { pruneRateLimitWindows } from "@/lib/security/rate-limit";

/**
 * Vercel Cron calls with "Authorization: Bearer <CRON_SECRET>". Without a
 * configured secret nobody is let in, so the route is never open by accident.
 */
export function isCronRequest(request: Request): boolean {
  const secret = getEnv().CRON_SECRET;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface SweepReport extends DeliveryReport {
  prunedRateLimitWindows: number;
  purgedResumes: number;
  /** Resume uploads never finished, or never named by an application, within their hour. */
  removedResumeUploads: number;
}

/**
 * The scheduled sweep: send due mail, forget old rate-limit windows, delete
 * resumes past retention and abandoned resume uploads.
 */
export async function runScheduledSweep(): Promise<SweepReport> {
  const delivery = await deliverPendingMail();
  return {
    ...delivery,
    prunedRateLimitWindows: await pruneRateLimitWindows(),
    purgedResumes: await purgeExpiredResumes(),
    removedResumeUploads: await purgeAbandonedUploads(),
  };
}
