import { isCronRequest } from "@/lib/jobs/scheduled";
import { checkHealth, sharedStatus } from "@/lib/ops/health";

// For uptime monitors: 200 {status:"ok"} when the site can serve, 503
// {status:"unavailable"} otherwise, to anyone. The figures behind it (the
// database, the migrations, the outbox) only for the operator's
// "Authorization: Bearer $CRON_SECRET". Never cached: a monitor wants now.
export const dynamic = "force-dynamic";

const neverCached = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  if (request.headers.has("authorization")) {
    if (!isCronRequest(request)) return Response.json({ error: "unauthorized" }, { status: 401, headers: neverCached });
    const health = await checkHealth();
    return Response.json(health, { status: health.status === "ok" ? 200 : 503, headers: neverCached });
  }
  const status = await sharedStatus();
  return Response.json({ status }, { status: status === "ok" ? 200 : 503, headers: neverCached });
}
