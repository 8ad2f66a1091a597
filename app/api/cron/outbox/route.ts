import { endpoint } from "@/lib/api/endpoint";
import { ok } from "@/lib/http/responses";
import { runScheduledSweep } from "@/lib/jobs/scheduled";

// Never cached: each call is a sweep.
export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "cron", auth: "cron" }, async () => ok({ ...(await runScheduledSweep()) }));
