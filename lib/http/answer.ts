import "server-only";

/**
 * What a route handler answers, as a value: `lib` decides the answer with a
 * builder (lib/http/responses.ts, lib/http/errors.ts), and `endpoint()`
 * (lib/api/endpoint.ts), the one adapter, turns it into HTTP. A body is JSON,
 * or raw bytes/text whose Content-Type the headers name.
 */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: { json: unknown } | { raw: BodyInit | null },
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}

  static json(status: number, json: unknown, headers: Record<string, string> = {}): Answer {
    return new Answer(status, { json }, headers);
  }

  /** The same answer with `headers` added (they win over the answer's own). */
  withHeaders(headers: Record<string, string>): Answer {
    return new Answer(this.status, this.body, { ...this.headers, ...headers });
  }

  toResponse(): Response {
    const init = { status: this.status, headers: this.headers };
    return "json" in this.body ? Response.json(this.body.json, init) : new Response(this.body.raw, init);
  }
}
