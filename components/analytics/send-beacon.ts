// The one way the browser sends a beacon (POST /api/analytics): kept alive past
// the page's end, answered or not, never retried. Browser code.

export type BeaconBody =
  | { kind: "view"; page: string; entry: boolean; source?: Record<string, string> }
  | { kind: "vitals"; page: string; metrics: { name: string; value: number }[] }
  | { kind: "error"; page: string; name: string; digest?: string }
  | { kind: "step"; step: number };

export function sendBeacon(body: BeaconBody): void {
  void fetch("/api/analytics", {
    method: "POST",
    keepalive: true,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
