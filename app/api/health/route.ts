import { endpoint } from "@/lib/api/endpoint";
import { health, unauthorized } from "@/lib/http/responses";
import { checkHealth, sharedStatus } from "@/lib/ops/health";
import { isCronAuthorization } from "@/lib/security/cron-secret";

// For uptime monitors: 200 {status:"ok"} when the site can serve, 503
// {status:"unavailable"} otherwise, to anyone. The figures behind it (the
// database, the migrations, the outbox) only for the operator's
// "Authorization: Bearer $CRON_SECRET". Never cached: a monitor wants now.
export const dynamic = "force-dynamic";

const neverCached = { "Cache-Control": "no-store" };

export const GET = endpoint({ name: "health" }, async ({ headers }) => {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    if (!isCronAuthorization(authorization)) return unauthorized().withHeaders(neverCached);
    return health({ ...(await checkHealth()) }, neverCached);
  }
  return health({ status: await sharedStatus() }, neverCached);
});
