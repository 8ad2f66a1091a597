import { checkHealth } from "@/lib/ops/health";

// For uptime monitors: 200 when the site can serve, 503 otherwise, same shape.
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
