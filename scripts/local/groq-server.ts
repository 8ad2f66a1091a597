// A local GROQ endpoint shaped like Sanity's query API, for `npm run dev`
// (the sample posts, scripts/local/sample-blog.ts) and for the tests' stand-in
// (test/sanity-stand-in.ts, which adds fixtures and routes of its own). The
// site's real queries run through groq-js over the documents it holds, so the
// site talks to it through the same client code it uses with Sanity.
// Never part of the site's functions: it lives in scripts/, which the deploy
// check refuses in a function.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { timingSafeEqual } from "node:crypto";
import { evaluate, parse } from "groq-js";

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown };

const sampleFile = path.join(import.meta.dirname, "..", "..", "sanity", "sample-posts.ndjson");

/** The three sample posts and their authors (sanity/sample-posts.ndjson). */
export function readSamplePosts(): SanityDocument[] {
  return readFileSync(sampleFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SanityDocument);
}

const draftPrefix = "drafts.";

/**
 * What a query sees, as Content Lake answers it: `published` leaves drafts
 * out; `drafts` shows each document's draft in place of it (under the
 * published id); `raw` shows everything. Drafts need a token, as on Sanity.
 */
export function documentsFor(perspective: string, documents: readonly SanityDocument[]): SanityDocument[] {
  if (perspective === "raw") return [...documents];
  const published = documents.filter((document) => !document._id.startsWith(draftPrefix));
  if (perspective !== "drafts" && perspective !== "previewDrafts") return published;
  const drafts = new Map(
    documents
      .filter((document) => document._id.startsWith(draftPrefix))
      .map((draft) => [
        draft._id.slice(draftPrefix.length),
        { ...draft, _id: draft._id.slice(draftPrefix.length), _originalId: draft._id },
      ]),
  );
  const merged = published.map((document) => drafts.get(document._id) ?? document);
  const newOnes = [...drafts.values()].filter((draft) => !published.some((document) => document._id === draft._id));
  return [...merged, ...newOnes];
}

/** A route the caller adds (test-only admin calls, images); returns true when it answered. */
export type ExtraRoute = (request: IncomingMessage, url: URL, body: string, response: ServerResponse) => boolean;

export interface GroqServerOptions {
  port?: number;
  dataset: string;
  /** The documents a reset restores. */
  documents: () => SanityDocument[];
  /** The token a request must carry to see drafts (SANITY_API_READ_TOKEN); unset, drafts stay hidden. */
  readToken?: string;
  routes?: ExtraRoute;
}

export interface GroqServer {
  port: number;
  /** http://127.0.0.1:<port>, for SANITY_API_HOST. */
  apiHost: string;
  /** Queries answered, for tests that check caching. */
  queries: string[];
  /** The documents queries run over now; tests change them. */
  documents: SanityDocument[];
  reset(): void;
  close(): Promise<void>;
}

export async function startGroqServer(options: GroqServerOptions): Promise<GroqServer> {
  const state: GroqServer = {
    port: 0,
    apiHost: "",
    queries: [],
    documents: options.documents(),
    reset: () => {
      state.documents = options.documents();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function hasReadToken(request: IncomingMessage): boolean {
    const sent = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "");
    const expected = Buffer.from(options.readToken ?? "");
    return expected.length > 0 && sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  async function answerQuery(request: IncomingMessage, url: URL, query: string, params: Record<string, unknown>, response: ServerResponse) {
    const perspective = url.searchParams.get("perspective") ?? "published";
    if (perspective !== "published" && request.headers.authorization && !hasReadToken(request)) {
      return json(response, 401, { error: { description: "Unauthorized - Session not found", type: "unauthorized" } });
    }
    // Without a token, Sanity never shows a draft, whatever the perspective asks for.
    const visible = hasReadToken(request) ? documentsFor(perspective, state.documents) : documentsFor("published", state.documents);
    const started = performance.now();
    try {
      const value = await evaluate(parse(query, { params }), { dataset: visible, params });
      const result = await value.get();
      state.queries.push(query);
      json(response, 200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      json(response, 400, { error: { description: error instanceof Error ? error.message : String(error), type: "queryParseError" } });
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://local");
      const body = Buffer.concat(chunks).toString();
      const queryPath = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (queryPath) {
        if (queryPath[1] !== options.dataset) return json(response, 404, { error: { description: `Dataset "${queryPath[1]}" not found` } });
        if (request.method === "POST") {
          const posted = JSON.parse(body || "{}") as { query?: string; params?: Record<string, unknown> };
          return void answerQuery(request, url, posted.query ?? "", posted.params ?? {}, response);
        }
        // Sanity's GET form: ?query=…&$name=<JSON value>
        const params = Object.fromEntries(
          [...url.searchParams]
            .filter(([name]) => name.startsWith("$"))
            .map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
        );
        return void answerQuery(request, url, url.searchParams.get("query") ?? "", params, response);
      }
      if (options.routes?.(request, url, body, response)) return;
      json(response, 404, { error: { description: "not found" } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  state.port = typeof address === "object" && address ? address.port : (options.port ?? 0);
  state.apiHost = `http://127.0.0.1:${state.port}`;
  return state;
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}
