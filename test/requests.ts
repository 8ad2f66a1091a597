import { randomUUID } from "node:crypto";

// Requests as a browser sends them to the route handlers, for integration tests.

let clients = 0;

/**
 * A client address (x-forwarded-for) no other test uses, so rate limits stay
 * per test: from 198.18.0.0/15, the range set aside for benchmarks.
 */
export function uniqueClientAddress(): string {
  clients += 1;
  return `198.${18 + ((clients >> 16) & 1)}.${(clients >> 8) & 255}.${clients & 255}`;
}

export interface RequestOptions {
  key?: string | null;
  /** null: no x-forwarded-for, a visitor no trusted proxy names. */
  client?: string | null;
  contentType?: string;
}

export function jsonRequest(
  path: string,
  body: unknown,
  { key = randomUUID(), client = uniqueClientAddress(), contentType = "application/json" }: RequestOptions = {},
): Request {
  const headers: Record<string, string> = { "content-type": contentType };
  if (client !== null) headers["x-forwarded-for"] = client;
  if (key !== null) headers["idempotency-key"] = key;
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function multipartRequest(
  path: string,
  form: FormData,
  { key = randomUUID(), client = uniqueClientAddress() }: RequestOptions = {},
): Request {
  const headers: Record<string, string> = {};
  if (client !== null) headers["x-forwarded-for"] = client;
  if (key !== null) headers["idempotency-key"] = key;
  return new Request(`http://localhost${path}`, { method: "POST", headers, body: form });
}
