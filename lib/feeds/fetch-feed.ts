import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address";

// Fetches a feed document without letting a feed (or a DNS answer) steer the
// server at itself or the private network: every hop's host is resolved by us,
// every address checked, and the connection made to a checked address (the
// lookup is handed to the socket, so a second DNS answer cannot differ).

export type FeedFetchFailure = "refused" | "timeout" | "too_large" | "bad_status" | "network";

export class FeedFetchError extends Error {
  override name = "FeedFetchError";
  constructor(
    readonly reason: FeedFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export interface FeedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /**
   * Origins whose addresses are not checked. Empty in production; tests put the
   * local feed server's origin here (RSS_ALLOW_PRIVATE_HOSTS), and only that
   * exact origin: a redirect from it to any other host or port is checked as usual.
   */
  trustedOrigins?: ReadonlySet<string>;
  /** DNS resolution (all addresses); injectable so tests can play a public-looking host. */
  resolve?: Resolver;
}

export const feedFetchDefaults = { timeoutMs: 5_000, maxBytes: 1_000_000, maxRedirects: 3 } as const;

const resolveAll: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** The document at `url` as text, or a FeedFetchError saying why not. */
export async function fetchFeedDocument(url: string, options: FeedFetchOptions): Promise<string> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = parseHttpUrl(url);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await openUrl(current, options, signal);
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new FeedFetchError("bad_status", `redirect ${status} without a Location`);
        if (redirects >= options.maxRedirects) throw new FeedFetchError("refused", "too many redirects");
        current = parseHttpUrl(location, current);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FeedFetchError("bad_status", `status ${status}`);
      }
      return await readCapped(response, options.maxBytes);
    }
  } catch (error) {
    if (signal.aborted) throw new FeedFetchError("timeout", `no complete answer within ${options.timeoutMs} ms`);
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError("network", error instanceof Error ? error.message : "request failed");
  }
}

function parseHttpUrl(value: string, base?: URL): URL {
  const url = URL.canParse(value, base) ? new URL(value, base) : undefined;
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new FeedFetchError("refused", "only http and https addresses are fetched");
  }
  return url;
}

function openUrl(url: URL, options: FeedFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const trusted = options.trustedOrigins?.has(url.origin) ?? false;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  // The socket skips the lookup for an address literal, so check it here.
  if (isIP(host) && !trusted && !isPublicAddress(host)) {
    return Promise.reject(new FeedFetchError("refused", "address is not public"));
  }
  const resolve = options.resolve ?? resolveAll;
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const first = addresses[0];
        if (!first) return callback(new FeedFetchError("network", "host has no address"), "", 4);
        if (!trusted && addresses.some((entry) => !isPublicAddress(entry.address))) {
          return callback(new FeedFetchError("refused", "host resolves to a non-public address"), "", 4);
        }
        if (lookupOptions.all)
          return callback(
            null,
            addresses.map((entry) => ({ ...entry })),
          );
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolvePromise, reject) => {
    const request = client.get(url, {
      lookup,
      signal,
      agent: false,
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
        "user-agent": "AgencySiteFeedReader/1.0",
      },
    });
    request.once("response", resolvePromise);
    request.on("error", reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new FeedFetchError("too_large", `declared ${declared} bytes`);
  }
  // Counted as it arrives: a missing or false Content-Length changes nothing.
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new FeedFetchError("too_large", `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
