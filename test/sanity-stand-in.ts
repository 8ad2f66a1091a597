// A local stand-in for Sanity's query API, for tests only: the local GROQ
// endpoint of `npm run dev` (scripts/local/groq-server.ts) over the sample
// posts (sanity/sample-posts.ndjson) plus the fixtures below: images at
// Sanity's CDN paths, a draft that only a request with the read token sees,
// and a test-only /__admin API to change documents. Run it by hand for e2e
// runs against a dev server: `npx tsx test/sanity-stand-in.ts`.
import { createHmac } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import { json, readSamplePosts, startGroqServer, type SanityDocument } from "../scripts/local/groq-server";
import { e2eSanity } from "./e2e-settings";

type Document = SanityDocument;

/** The sample posts, as `npm run dev` serves them. */
export const samplePosts = readSamplePosts;

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
    {
      _id: "author-kavya-iyer",
      _type: "author",
      name: imagePost.authorName,
      image: { _type: "image", asset: { _type: "reference", _ref: portraitAsset } },
    },
    {
      _id: "post-studio-lighting",
      _type: "post",
      title: imagePost.title,
      slug: { _type: "slug", current: imagePost.slug },
      author: { _type: "reference", _ref: "author-kavya-iyer" },
      publishedAt: "2025-03-05T18:45:00Z",
      mainImage: { _type: "image", alt: imagePost.mainImageAlt, asset: { _type: "reference", _ref: mainAsset } },
      body: [
        {
          _type: "block",
          _key: "b1",
          style: "normal",
          markDefs: [],
          children: [span("s1", "Good light does more for a product video than any camera upgrade.")],
        },
        { _type: "block", _key: "b2", style: "h2", markDefs: [], children: [span("s2", "Three lights, three jobs")] },
        {
          _type: "image",
          _key: "b3",
          alt: imagePost.inlineImageAlt,
          caption: "Key, fill and back light.",
          asset: { _type: "reference", _ref: inlineAsset },
        },
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
        {
          _type: "block",
          _key: "b7",
          style: "normal",
          listItem: "number",
          level: 1,
          markDefs: [],
          children: [span("s11", "Place the key light.")],
        },
        {
          _type: "block",
          _key: "b8",
          style: "normal",
          listItem: "number",
          level: 1,
          markDefs: [],
          children: [span("s12", "Fill the shadows.")],
        },
      ],
    },
    // Never listed to visitors: drafts, and a post without a slug.
    {
      _id: "drafts.post-studio-lighting",
      _type: "post",
      title: "Draft title that must not show",
      slug: { _type: "slug", current: "draft-only" },
      publishedAt: "2026-01-01T00:00:00Z",
    },
    {
      _id: `drafts.${draftPost.id}`,
      _type: "post",
      title: draftPost.title,
      slug: { _type: "slug", current: draftPost.slug },
      author: { _type: "reference", _ref: "author-kavya-iyer" },
      publishedAt: "2026-12-01T10:00:00Z",
      body: [{ _type: "block", _key: "d1", style: "normal", markDefs: [], children: [span("d2", draftPost.firstLine)] }],
    },
    { _id: "post-no-slug", _type: "post", title: "A post without a slug", publishedAt: "2026-02-01T00:00:00Z" },
  ];
}

/** A post that exists only as a draft: shown in draft mode, a 404 to everyone else. */
export const draftPost = {
  id: "post-coming-next",
  slug: "coming-next",
  title: "Shooting Vertical Video That Still Looks Cinematic",
  firstLine: "This draft is still being written.",
} as const;

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
  const projectId = options.projectId ?? e2eSanity.projectId;
  const dataset = options.dataset ?? e2eSanity.dataset;
  let apiHost = "";
  const imageUrl = (assetId: string) => {
    const [, hash, size, format] = /^image-([^-]+)-(\d+x\d+)-(\w+)$/.exec(assetId) ?? [];
    return `${apiHost}/images/${projectId}/${dataset}/${hash}-${size}.${format}`;
  };

  const imagePath = new RegExp(`^/images/${projectId}/${dataset}/[\\w]+-(\\d+)x(\\d+)\\.png$`);
  function extraRoutes(request: IncomingMessage, url: URL, body: string, response: ServerResponse): boolean {
    const image = imagePath.exec(url.pathname);
    if (image && request.method === "GET") {
      const width = Math.min(Number(url.searchParams.get("w") ?? image[1]), Number(image[1]), 1600);
      const height = Number(url.searchParams.get("h") ?? Math.round((width * Number(image[2])) / Number(image[1])));
      response
        .writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=3600" })
        .end(gradientPng(width, height, url.pathname));
      return true;
    }
    if (request.method !== "POST") return false;
    // Test-only: /__admin/patch {id, set} changes fields, /__admin/create {document} adds one
    // (a preview secret the Studio would write), /__admin/reset restores the fixtures.
    if (url.pathname === "/__admin/patch") {
      const { id, set } = JSON.parse(body || "{}") as { id?: string; set?: Record<string, unknown> };
      const index = groq.documents.findIndex((document) => document._id === id);
      const found = groq.documents[index];
      if (!found || !set) {
        json(response, 404, { error: "no such document" });
      } else {
        groq.documents[index] = { ...found, ...set };
        json(response, 200, { document: groq.documents[index] });
      }
      return true;
    }
    if (url.pathname === "/__admin/create") {
      const { document } = JSON.parse(body || "{}") as { document?: Document };
      if (!document?._id || !document._type) {
        json(response, 400, { error: "a document needs _id and _type" });
      } else {
        groq.documents.push({ _updatedAt: new Date().toISOString(), ...document });
        json(response, 200, { document });
      }
      return true;
    }
    if (url.pathname === "/__admin/reset") {
      groq.reset();
      json(response, 200, { documents: groq.documents.length });
      return true;
    }
    return false;
  }

  const groq = await startGroqServer({
    port: options.port,
    dataset,
    documents: () => [...samplePosts(), ...fixtureDocuments(imageUrl)],
    readToken: e2eSanity.readToken,
    routes: extraRoutes,
  });
  apiHost = groq.apiHost;
  // Image URLs are made when the documents are, so they need the port: made again now it is known.
  groq.reset();
  return { port: groq.port, apiHost: groq.apiHost, queries: groq.queries, close: groq.close };
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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
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
  const [r, g, b] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startSanityStandIn({ port: e2eSanity.port });
  console.log(`Sanity stand-in on ${standIn.apiHost} (project ${e2eSanity.projectId}, dataset ${e2eSanity.dataset})`);
}
