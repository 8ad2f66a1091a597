import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFeedServer, type FeedServer } from "@/test/feed-server";
import { FeedFetchError, fetchFeedDocument, type FeedFetchOptions, type Resolver } from "./fetch-feed";

// The feed server listens on 127.0.0.1, which the guard refuses. So these tests
// play a public-looking host name through an injected resolver and trust exactly
// that origin; every redirect it answers is then checked like any real hop.

let server: FeedServer;
let port: string;
const publicHost = "feeds.public-example.in";
let publicOrigin: string;

const fakeDns: Record<string, string[]> = {
  [publicHost]: ["127.0.0.1"],
  "mixed.public-example.in": ["93.184.216.34", "10.0.0.7"],
  "mapped.public-example.in": ["::ffff:127.0.0.1"],
  "cgnat.public-example.in": ["100.64.1.2"],
};
const resolve: Resolver = async (hostname) => {
  const addresses = fakeDns[hostname];
  if (!addresses) throw new Error(`unexpected lookup of ${hostname}`);
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

function options(overrides: Partial<FeedFetchOptions> = {}): FeedFetchOptions {
  return { timeoutMs: 2_000, maxBytes: 1_000_000, maxRedirects: 3, resolve, trustedOrigins: new Set([publicOrigin]), ...overrides };
}

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof FeedFetchError)) throw new Error(`expected a FeedFetchError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  server = await startFeedServer();
  port = new URL(server.origin).port;
  publicOrigin = `http://${publicHost}:${port}`;
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.hits.length = 0;
});

describe("fetchFeedDocument", () => {
  it("fetches a feed from the trusted origin", async () => {
    const xml = await fetchFeedDocument(`${publicOrigin}/rss.xml`, options());
    expect(xml).toContain('<rss version="2.0"');
  });

  it("follows a redirect within limits", async () => {
    const xml = await fetchFeedDocument(`${publicOrigin}/redirect?to=/atom.xml`, options());
    expect(xml).toContain("<feed");
    expect(server.hits).toEqual(["/redirect", "/atom.xml"]);
  });

  it.each([
    ["127.0.0.1", `http://127.0.0.1:${"PORT"}/rss.xml`],
    ["localhost", `http://localhost:PORT/rss.xml`],
    ["an IPv4-mapped loopback", `http://[::ffff:127.0.0.1]:PORT/rss.xml`],
    ["a host with one private address among public ones", `http://mixed.public-example.in:PORT/rss.xml`],
    ["a host resolving to a mapped loopback", `http://mapped.public-example.in:PORT/rss.xml`],
    ["a CGNAT address", `http://cgnat.public-example.in:PORT/rss.xml`],
  ])("refuses a redirect to %s and never requests it", async (_name, target) => {
    const to = encodeURIComponent(target.replace("PORT", port));
    const localResolve: Resolver = async (hostname) =>
      hostname === "localhost" ? [{ address: "127.0.0.1", family: 4 }] : resolve(hostname);
    const error = await failure(fetchFeedDocument(`${publicOrigin}/redirect?to=${to}`, options({ resolve: localResolve })));
    expect(error.reason).toBe("refused");
    expect(server.hits).toEqual(["/redirect"]);
  });

  it("refuses the loopback server itself when nothing is trusted (the real resolver)", async () => {
    const error = await failure(fetchFeedDocument(`${server.origin}/rss.xml`, options({ trustedOrigins: new Set(), resolve: undefined })));
    expect(error.reason).toBe("refused");
    const byName = await failure(
      fetchFeedDocument(`http://localhost:${port}/rss.xml`, options({ trustedOrigins: new Set(), resolve: undefined })),
    );
    expect(byName.reason).toBe("refused");
    expect(server.hits).toEqual([]);
  });

  it("refuses addresses that are not http or https, also as a redirect target", async () => {
    expect((await failure(fetchFeedDocument("file:///etc/passwd", options()))).reason).toBe("refused");
    const to = encodeURIComponent("file:///etc/passwd");
    expect((await failure(fetchFeedDocument(`${publicOrigin}/redirect?to=${to}`, options()))).reason).toBe("refused");
  });

  it("follows at most three redirects", async () => {
    const hop = (target: string) => `/redirect?to=${encodeURIComponent(target)}`;
    const three = hop(hop(hop("/rss.xml")));
    expect(await fetchFeedDocument(`${publicOrigin}${three}`, options())).toContain("<rss");
    const error = await failure(fetchFeedDocument(`${publicOrigin}${hop(three)}`, options()));
    expect(error.reason).toBe("refused");
  });

  it("gives up on a slow feed at the timeout", async () => {
    const started = Date.now();
    const error = await failure(fetchFeedDocument(`${publicOrigin}/slow.xml`, options({ timeoutMs: 300 })));
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops reading a feed larger than the cap while it streams", async () => {
    const error = await failure(fetchFeedDocument(`${publicOrigin}/huge.xml`, options()));
    expect(error.reason).toBe("too_large");
  });
});
