import { receiveBeacon } from "@/lib/analytics/beacon";
import { route } from "@/lib/http/route";

export const POST = route("analytics", (request) => receiveBeacon(request));
