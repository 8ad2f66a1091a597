import { randomUUID } from "node:crypto";

// Requests as a browser sends them to the route handlers, for integration tests.

let clients = 0;

/** A client address (x-forwarded-for) no other test uses, so rate limits stay per test. */
export function uniqueClientAddress(): string {
  clients += 1;
  return `test-client-${clients}`;
}

export interface RequestOptions {
  key?: string | null;
  client?: string;
  contentType?: string;
}

export function jsonRequest(path: string, body: unknown, { key = randomUUID(), client = uniqueClientAddress(), contentType = "application/json" }: RequestOptions = {}): Request {
  const headers: Record<string, string> = { "content-type": contentType, "x-forwarded-for": client };
  if (key !== null) headers["idempotency-key"] = key;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function multipartRequest(path: string, form: FormData, { key = randomUUID(), client = uniqueClientAddress() }: RequestOptions = {}): Request {
  const headers: Record<string, string> = { "x-forwarded-for": client };
  if (key !== null) headers["idempotency-key"] = key;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: form });
}
