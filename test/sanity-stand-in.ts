// A local stand-in for Sanity's query API, for tests only: the site's real
// GROQ queries (lib/cms/queries.ts) run through groq-js over the sample posts
// (sanity/sample-posts.ndjson) plus the fixtures below, answered the way
// Content Lake answers. Also serves images at Sanity's CDN paths, and a
// test-only /__admin API to change a document. Run it by hand for e2e runs
// against a dev server: `npx tsx test/sanity-stand-in.ts`.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { evaluate, parse } from "groq-js";
import { e2eSanity } from "./e2e-settings";

type Document = { _id: string; _type: string; [field: string]: unknown };

const sampleFile = path.join(import.meta.dirname, "..", "sanity", "sample-posts.ndjson");

export function samplePosts(): Document[] {
  return readFileSync(sampleFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Document);
}

const mainAsset = "image-4f1c9e2ab7d35e8c6a0b1f2d3e4c5a6b7c8d9e0f-1600x900-png";
const inlineAsset = "image-9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b-1200x800-png";
const portraitAsset = "image-0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c-400x400-png";

/** The fixture post with a main image, inline image, author picture and every kind of block. */
export const imagePost = {
  slug: "studio-lighting-basics",
  title: "Studio Lighting Basics for Product Videos",
  authorName: "Kavya Iyer",
  // Published 18:45 UTC on 5 March: already 6 March in Hyderabad, and the label follows IST.
  publishedLabel: "March 6, 2025",
  mainImageAlt: "A softbox lighting a product on a white table",
  inlineImageAlt: "Three-point lighting diagram",
} as const;

function span(key: string, text: string, marks: string[] = []) {
  return { _type: "span", _key: key, text, marks };
}

function fixtureDocuments(imageUrl: (assetId: string) => string): Document[] {
  const asset = (id: string): Document => ({ _id: id, _type: "sanity.imageAsset", url: imageUrl(id) });
  return [
    asset(mainAsset),
    asset(inlineAsset),
    asset(portraitAsset),
    { _id: "author-kavya-iyer", _type: "author", name: imagePost.authorName, image: { _type: "image", asset: { _type: "reference", _ref: portraitAsset } } },
    {
      _id: "post-studio-lighting",
      _type: "post",
      title: imagePost.title,
      slug: { _type: "slug", current: imagePost.slug },
      author: { _type: "reference", _ref: "author-kavya-iyer" },
      publishedAt: "2025-03-05T18:45:00Z",
      mainImage: { _type: "image", alt: imagePost.mainImageAlt, asset: { _type: "reference", _ref: mainAsset } },
      body: [
        { _type: "block", _key: "b1", style: "normal", markDefs: [], children: [span("s1", "Good light does more for a product video than any camera upgrade.")] },
        { _type: "block", _key: "b2", style: "h2", markDefs: [], children: [span("s2", "Three lights, three jobs")] },
        { _type: "image", _key: "b3", alt: imagePost.inlineImageAlt, caption: "Key, fill and back light.", asset: { _type: "reference", _ref: inlineAsset } },
        {
          _type: "block",
          _key: "b4",
          style: "normal",
          markDefs: [
            { _type: "link", _key: "l1", href: "https://www.example.org/lighting" },
            { _type: "link", _key: "l2", href: "javascript:alert(document.cookie)" },
            { _type: "link", _key: "l3", href: "/services/production" },
          ],
          children: [
            span("s3", "Read the "),
            span("s4", "lighting primer", ["l1"]),
            span("s5", ", skip the "),
            span("s6", "suspicious link", ["l2"]),
            span("s7", ", or "),
            span("s8", "rent our lights", ["l3"]),
            span("s9", "."),
          ],
        },
        { _type: "block", _key: "b5", style: "blockquote", markDefs: [], children: [span("s10", "Light the product, not the room.")] },
        { _type: "code", _key: "b6", language: "text", code: "key: 45°, fill: 1 stop under, back: rim" },
        { _type: "block", _key: "b7", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("s11", "Place the key light.")] },
        { _type: "block", _key: "b8", style: "normal", listItem: "number", level: 1, markDefs: [], children: [span("s12", "Fill the shadows.")] },
      ],
    },
    // Never listed: a draft, and a post without a slug.
    { _id: "drafts.post-studio-lighting", _type: "post", title: "Draft title that must not show", slug: { _type: "slug", current: "draft-only" }, publishedAt: "2026-01-01T00:00:00Z" },
    { _id: "post-no-slug", _type: "post", title: "A post without a slug", publishedAt: "2026-02-01T00:00:00Z" },
  ];
}

/** Slugs of the listed posts, newest first: what /blog must show, in this order. */
export const listedSlugs = ["studio-lighting-basics", "faster-websites", "local-seo-checklist", "reels-that-convert"] as const;

export interface SanityStandIn {
  port: number;
  apiHost: string;
  /** Queries answered, for tests that check caching. */
  queries: string[];
  close(): Promise<void>;
}

export async function startSanityStandIn(options: { port?: number; projectId?: string; dataset?: string } = {}): Promise<SanityStandIn> {
  const port = options.port ?? 0;
  const projectId = options.projectId ?? e2eSanity.projectId;
  const dataset = options.dataset ?? e2eSanity.dataset;
  let apiHost = "";
  const imageUrl = (assetId: string) => {
    const [, hash, size, format] = /^image-([^-]+)-(\d+x\d+)-(\w+)$/.exec(assetId) ?? [];
    return `${apiHost}/images/${projectId}/${dataset}/${hash}-${size}.${format}`;
  };
  let documents: Document[] = [];
  const reset = () => {
    documents = [...samplePosts(), ...fixtureDocuments(imageUrl)];
  };

  const standIn: SanityStandIn = {
    port: 0,
    apiHost: "",
    queries: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function answerQuery(query: string, params: Record<string, unknown>, response: ServerResponse) {
    const started = performance.now();
    try {
      // perspective=published: drafts are not part of the answer.
      const published = documents.filter((document) => !document._id.startsWith("drafts."));
      const value = await evaluate(parse(query, { params }), { dataset: published, params });
      const result = await value.get();
      standIn.queries.push(query);
      json(response, 200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      json(response, 400, { error: { description: error instanceof Error ? error.message : String(error), type: "queryParseError" } });
    }
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const body = Buffer.concat(chunks).toString();
      const queryPath = /^\/v[\w-]+\/data\/query\/([\w-]+)$/.exec(url.pathname);
      if (queryPath) {
        if (queryPath[1] !== dataset) return json(response, 404, { error: { description: `Dataset "${queryPath[1]}" not found` } });
        if (request.method === "POST") {
          const posted = JSON.parse(body || "{}") as { query?: string; params?: Record<string, unknown> };
          return void answerQuery(posted.query ?? "", posted.params ?? {}, response);
        }
        // Sanity's GET form: ?query=…&$name=<JSON value>
        const params = Object.fromEntries(
          [...url.searchParams].filter(([name]) => name.startsWith("$")).map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
        );
        return void answerQuery(url.searchParams.get("query") ?? "", params, response);
      }
      const imagePath = new RegExp(`^/images/${projectId}/${dataset}/[\\w]+-(\\d+)x(\\d+)\\.png$`).exec(url.pathname);
      if (imagePath && request.method === "GET") {
        const width = Math.min(Number(url.searchParams.get("w") ?? imagePath[1]), Number(imagePath[1]), 1600);
        const height = Number(url.searchParams.get("h") ?? Math.round((width * Number(imagePath[2])) / Number(imagePath[1])));
        response.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=3600" }).end(gradientPng(width, height, url.pathname));
        return;
      }
      // Test-only: POST /__admin/patch {id, set} changes fields; POST /__admin/reset restores the fixtures.
      if (request.method === "POST" && url.pathname === "/__admin/patch") {
        const { id, set } = JSON.parse(body || "{}") as { id?: string; set?: Record<string, unknown> };
        const index = documents.findIndex((document) => document._id === id);
        if (index < 0 || !set) return json(response, 404, { error: "no such document" });
        documents[index] = { ...documents[index]!, ...set };
        return json(response, 200, { document: documents[index] });
      }
      if (request.method === "POST" && url.pathname === "/__admin/reset") {
        reset();
        return json(response, 200, { documents: documents.length });
      }
      json(response, 404, { error: { description: "not found" } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  standIn.port = typeof address === "object" && address ? address.port : port;
  standIn.apiHost = apiHost = `http://127.0.0.1:${standIn.port}`;
  reset();
  return standIn;
}

/**
 * The sanity-webhook-signature header Sanity sends with `body`:
 * t=<ms>,v1=<base64url HMAC-SHA256 of "<ms>.<body>">, written here from the
 * documented format rather than with Sanity's library, so tests also prove the two agree.
 */
export function signSanityWebhook(body: string, secret: string, timestamp = Date.now()): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("base64url");
  return `t=${timestamp},v1=${signature}`;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
}

/** A diagonal gradient PNG (8-bit RGB), its colours picked from `seed`, so each image looks different. */
function gradientPng(width: number, height: number, seed: string): Buffer {
  const hue = crc32(seed) % 360;
  const [r1, g1, b1] = hsl(hue, 0.65, 0.55);
  const [r2, g2, b2] = hsl((hue + 60) % 360, 0.7, 0.35);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const at = row + 1 + x * 3;
      rows[at] = r1 + (r2 - r1) * t;
      rows[at + 1] = g1 + (g2 - g1) * t;
      rows[at + 2] = b1 + (b2 - b1) * t;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startSanityStandIn({ port: e2eSanity.port });
  console.log(`Sanity stand-in on ${standIn.apiHost} (project ${e2eSanity.projectId}, dataset ${e2eSanity.dataset})`);
}
