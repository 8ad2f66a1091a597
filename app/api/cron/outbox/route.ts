import { ok, unauthorized } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { isCronRequest, runScheduledSweep } from "@/lib/jobs/scheduled";

// Never cached: each call is a sweep.
export const dynamic = "force-dynamic";

export const GET = route("cron", async (request) => {
  if (!isCronRequest(request)) return unauthorized();
  return ok({ ...(await runScheduledSweep()) });
});
