import { endpoint } from "@/lib/api/endpoint";
import { beaconSchema, maxBeaconBytes, receiveBeacon } from "@/lib/analytics/beacon";

// Its rate limit is the handler's: a bot or an opted-out browser is answered 204 before it, so
// the answer tells it nothing (lib/analytics/beacon.ts).
export const POST = endpoint(
  { name: "analytics", json: { maxBytes: maxBeaconBytes, schema: beaconSchema } },
  ({ input, headers, visitor }) => receiveBeacon(input, { headers, visitor }),
);
