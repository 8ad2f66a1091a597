import { vi } from "vitest";

// The server's side of a form test: answers in the submission contract's shape,
// handed out in order, and what the form sent.

export interface SentRequest {
  url: string;
  idempotencyKey: string | null;
  body: unknown;
}

export function answer(status: number, body: unknown = {}, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** Replaces fetch: each request gets the next answer (the last one repeats); returns what was sent. */
export function serve(...answers: Response[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
      sent.push({ url, idempotencyKey: headers.get("Idempotency-Key"), body });
      const next = answers.length > 1 ? answers.shift() : answers[0]?.clone();
      if (!next) throw new TypeError("Failed to fetch");
      return next;
    }),
  );
  return sent;
}
