import { ok, unauthorized, unavailable } from "@/lib/http/responses";
import { isCronRequest, runScheduledSweep } from "@/lib/jobs/scheduled";

// Never cached: each call is a sweep.
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  if (!isCronRequest(request)) return unauthorized();
  try {
    return ok({ ...(await runScheduledSweep()) });
  } catch (error) {
    console.error("[cron] sweep failed", error);
    return unavailable();
  }
}
