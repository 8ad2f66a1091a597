import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local feed server for tests only (node:http on 127.0.0.1): RSS 2.0, Atom,
// broken, slow, huge and redirecting answers. /feed.xml answers as `mode` says,
// so one configured feed address can play every case.

export type FeedServerMode = "rss" | "atom" | "malformed" | "slow" | "huge" | "redirect-loopback";

export interface FeedServer {
  origin: string;
  mode: FeedServerMode;
  /** Paths requested, in order (a refused redirect target never shows up here). */
  hits: string[];
  close(): Promise<void>;
}

export const longSnippetSource =
  "Short-form video keeps winning attention in India: brands that post Reels three times a week see steadier reach than those that post daily and then go quiet for a month, and regional language captions widen that lead further.";

export function rssDocument(origin = "https://news.example.in"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Marketing Weekly</title>
    <link>${origin}/</link>
    <description>Test feed</description>
    <item>
      <title>Reels in 2026: what works</title>
      <link>${origin}/reels-2026</link>
      <description><![CDATA[<p>${longSnippetSource}</p>]]></description>
    </item>
    <item>
      <title>Local SEO &amp; Google Business Profile</title>
      <link>${origin}/local-seo</link>
      <description>Keep your hours current.</description>
    </item>
    <item>
      <title>A script link</title>
      <link>javascript:alert(1)</link>
      <description>Must not be shown.</description>
    </item>
  </channel>
</rss>`;
}

export function atomDocument(origin = "https://atom.example.in"): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Studio Notes</title>
  <link href="${origin}/"/>
  <updated>2026-04-01T10:00:00Z</updated>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <entry>
    <title>Lighting a product shoot on a budget</title>
    <link rel="alternate" href="${origin}/lighting"/>
    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
    <updated>2026-04-01T10:00:00Z</updated>
    <summary>Two softboxes and a reflector go a long way.</summary>
  </entry>
</feed>`;
}

export async function startFeedServer(): Promise<FeedServer> {
  const open = new Set<ServerResponse>();
  const state: FeedServer = {
    origin: "",
    mode: "rss",
    hits: [],
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(response: ServerResponse, kind: FeedServerMode | "redirect", target?: string): void {
    const xml = { "content-type": "application/xml; charset=utf-8" };
    switch (kind) {
      case "rss":
        response.writeHead(200, xml).end(rssDocument());
        return;
      case "atom":
        response.writeHead(200, { "content-type": "application/atom+xml" }).end(atomDocument());
        return;
      case "malformed":
        response.writeHead(200, xml).end('<?xml version="1.0"?><rss version="2.0"><channel><item><title>Broken</channel></rss');
        return;
      case "slow":
        // Headers, a first byte, then nothing: only the timeout ends this.
        open.add(response);
        response.writeHead(200, xml);
        response.write("<");
        return;
      case "huge": {
        // 2 MB with no Content-Length, so only counting while streaming can stop it.
        response.writeHead(200, xml);
        response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
        const chunk = `<item><title>x</title><link>https://example.in/</link><description>${"x".repeat(8000)}</description></item>`;
        let sent = 0;
        const pump = (): void => {
          while (sent < 2_000_000) {
            sent += chunk.length;
            if (!response.write(chunk)) {
              response.once("drain", pump);
              return;
            }
          }
          response.end("</channel></rss>");
        };
        response.on("error", () => undefined);
        pump();
        return;
      }
      case "redirect-loopback":
      case "redirect":
        response.writeHead(302, { location: target ?? "/" }).end();
        return;
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    state.hits.push(url.pathname);
    switch (url.pathname) {
      case "/feed.xml":
        // redirect-loopback: to the same server under another host name that
        // resolves to 127.0.0.1, which is not the trusted (configured) origin.
        return answer(response, state.mode, `http://localhost:${port()}/rss.xml`);
      case "/rss.xml":
        return answer(response, "rss");
      case "/atom.xml":
        return answer(response, "atom");
      case "/malformed.xml":
        return answer(response, "malformed");
      case "/slow.xml":
        return answer(response, "slow");
      case "/huge.xml":
        return answer(response, "huge");
      case "/redirect":
        return answer(response, "redirect", url.searchParams.get("to") ?? "/");
      default:
        response.writeHead(404).end();
    }
  });
  const port = () => (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.origin = `http://127.0.0.1:${port()}`;
  return state;
}
