import { Answer } from "@/lib/http/answer";
import { route } from "@/lib/http/route";
import { checkHealth } from "@/lib/ops/health";

// For uptime monitors: 200 when the site can serve, 503 otherwise, same shape.
export const dynamic = "force-dynamic";

export const GET = route("health", async () => {
  const health = await checkHealth();
  return Answer.json(health.status === "ok" ? 200 : 503, health, { "Cache-Control": "no-store" });
});
