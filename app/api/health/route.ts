import { Answer } from "@/lib/http/answer";
import { unauthorized } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { isCronRequest } from "@/lib/jobs/scheduled";
import { checkHealth, sharedStatus } from "@/lib/ops/health";

// For uptime monitors: 200 {status:"ok"} when the site can serve, 503
// {status:"unavailable"} otherwise, to anyone. The figures behind it (the
// database, the migrations, the outbox) only for the operator's
// "Authorization: Bearer $CRON_SECRET". Never cached: a monitor wants now.
export const dynamic = "force-dynamic";

const neverCached = { "Cache-Control": "no-store" };

export const GET = route("health", async (request) => {
  if (request.headers.has("authorization")) {
    if (!isCronRequest(request)) return unauthorized().withHeaders(neverCached);
    const health = await checkHealth();
    return Answer.json(health.status === "ok" ? 200 : 503, health, neverCached);
  }
  const status = await sharedStatus();
  return Answer.json(status === "ok" ? 200 : 503, { status }, neverCached);
});
