import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { distinctValuesPerDay, errorRowsPerDay, otherValue } from "@/lib/analytics/counters";
import { beaconLimit, maxBeaconBytes } from "@/lib/analytics/beacon";
import { isMeasuredPage } from "@/lib/analytics/pages";
import { db } from "@/lib/db";
import { jsonRequest, uniqueClientAddress } from "@/test/requests";
import { POST } from "./route";

const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const laptop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// Where the site runs: the country header counts only behind Vercel's edge (TRUST_PROXY=vercel).
const platform = vi.hoisted(() => ({ trustProxy: "x-forwarded-for" as "x-forwarded-for" | "vercel" }));
vi.mock("@/lib/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/env")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), TRUST_PROXY: platform.trustProxy }) };
});

function beacon(body: unknown, { agent = phone, client = uniqueClientAddress(), headers = {} as Record<string, string> } = {}): Request {
  const request = jsonRequest("/api/analytics", body, { key: null, client });
  // The address as Vercel's edge names it, for the tests that run as on Vercel.
  request.headers.set("x-real-ip", client);
  request.headers.set("user-agent", agent);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return request;
}

async function views(): Promise<Record<string, number>> {
  const rows = await db.siteViewCount.findMany({ select: { dimension: true, value: true, views: true } });
  return Object.fromEntries(rows.map((row) => [`${row.dimension}:${row.value}`, row.views]));
}

async function storedRows(): Promise<number> {
  const [viewRows, vitalRows, errorRows] = await Promise.all([
    db.siteViewCount.count(),
    db.siteVitalCount.count(),
    db.siteErrorCount.count(),
  ]);
  return viewRows + vitalRows + errorRows;
}

const landing = {
  kind: "view",
  page: "/",
  entry: true,
  source: { utmSource: "Newsletter", utmMedium: "email", utmCampaign: "november" },
};

beforeEach(async () => {
  platform.trustProxy = "x-forwarded-for";
  await db.$executeRaw`TRUNCATE site_view_counts, site_vital_counts, site_error_counts, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/analytics", () => {
  it("counts a visit's views by page, landing, language, source, campaign, device and country, with no row per view", async () => {
    platform.trustProxy = "vercel";
    const client = uniqueClientAddress();
    expect((await POST(beacon(landing, { client, headers: { "x-vercel-ip-country": "IN" } }))).status).toBe(204);
    const second = { ...landing, page: "/te/pricing/", entry: false };
    expect((await POST(beacon(second, { client, agent: laptop }))).status).toBe(204);

    expect(await views()).toEqual({
      "page:/": 1,
      "page:/pricing": 1,
      "landing:/": 1,
      "language:en": 1,
      "language:te": 1,
      "source:newsletter / email": 2,
      "campaign:november": 2,
      "device:mobile": 1,
      "device:desktop": 1,
      "country:IN": 1,
    });
  });

  it("counts no country off Vercel, where the visitor writes the header", async () => {
    expect((await POST(beacon(landing, { headers: { "x-vercel-ip-country": "IN" } }))).status).toBe(204);

    expect(Object.keys(await views()).filter((key) => key.startsWith("country:"))).toEqual([]);
  });

  it("counts an unknown address as one page, a blog post as the posts' page, and a referrer by its host", async () => {
    for (const page of ["/wp-login.php", "/services/crypto", "/blog/launch-checklist", "/hi/blog/another-post"]) {
      await POST(beacon({ kind: "view", page, entry: false, source: { referrerHost: "WWW.Google.com" } }));
    }
    const counted = await views();
    expect(counted["page:(other)"]).toBe(2);
    expect(counted["page:/blog/[post]"]).toBe(2);
    expect(counted["source:google.com"]).toBe(4);
    expect(counted["referrer:google.com"]).toBe(4);
  });

  it("counts vitals into buckets and errors by name and digest only", async () => {
    const vitals = {
      kind: "vitals",
      page: "/pricing",
      metrics: [
        { name: "LCP", value: 2100 },
        { name: "CLS", value: 0.02 },
      ],
    };
    expect((await POST(beacon(vitals))).status).toBe(204);
    const error = { kind: "error", page: "/contact", name: "Cannot read properties of asha@example.in", digest: "1234567" };
    expect((await POST(beacon(error))).status).toBe(204);

    const readings = await db.siteVitalCount.findMany({ select: { page: true, device: true, metric: true, bucket: true, count: true } });
    expect(readings.sort((a, b) => a.metric.localeCompare(b.metric))).toEqual([
      { page: "/pricing", device: "mobile", metric: "CLS", bucket: 1, count: 1 },
      { page: "/pricing", device: "mobile", metric: "LCP", bucket: 14, count: 1 },
    ]);
    const errors = await db.siteErrorCount.findMany({ select: { route: true, origin: true, name: true, digest: true, count: true } });
    // A name that is not an identifier may quote a visitor: it is counted as "Error".
    expect(errors).toEqual([{ route: "/contact", origin: "browser", name: "Error", digest: "1234567", count: 1 }]);
  });

  it("counts nothing for a known bot, a browser without a User-Agent, or one that sends Sec-GPC: 1", async () => {
    expect((await POST(beacon(landing, { agent: googlebot }))).status).toBe(204);
    expect((await POST(beacon(landing, { agent: "" }))).status).toBe(204);
    expect((await POST(beacon(landing, { headers: { "sec-gpc": "1" } }))).status).toBe(204);
    expect(await storedRows()).toBe(0);
  });

  it("refuses malformed and oversized beacons and stores nothing", async () => {
    const refused: [unknown, number, Record<string, string>?][] = [
      ["{not json", 400],
      ["[1,2]", 400],
      ["null", 400],
      [{ kind: "view", page: "pricing", entry: true }, 400],
      [{ kind: "view", page: "/", entry: "yes" }, 400],
      [{ kind: "view", page: "/", entry: true, cookie: "x" }, 400],
      [{ kind: "vitals", page: "/", metrics: [] }, 400],
      [{ kind: "vitals", page: "/", metrics: [{ name: "LCP", value: -1 }] }, 400],
      [{ kind: "vitals", page: "/", metrics: Array.from({ length: 6 }, () => ({ name: "LCP", value: 1 })) }, 400],
      [{ kind: "step", step: 9 }, 400],
      [{ kind: "purchase", page: "/" }, 400],
      [{ kind: "view", page: "/", entry: true, source: { utmSource: "x".repeat(maxBeaconBytes) } }, 413],
      [landing, 415, { "content-type": "text/plain" }],
    ];
    for (const [body, status, headers] of refused) {
      const response = await POST(beacon(body, { headers }));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
    }
    const invalidUtf8 = new Request("http://localhost/api/analytics", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": phone, "x-forwarded-for": uniqueClientAddress() },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect((await POST(invalidUtf8)).status).toBe(400);
    expect(await storedRows()).toBe(0);
  });

  it("limits one visitor's beacons, and answers 429 past the limit", async () => {
    const client = uniqueClientAddress();
    const step = { kind: "step", step: 1 };
    const beaconsPerVisitor = beaconLimit(client);
    expect(beaconsPerVisitor).toBe(240);
    for (let sent = 0; sent < beaconsPerVisitor; sent += 1) expect((await POST(beacon(step, { client }))).status).toBe(204);
    const limited = await POST(beacon(step, { client }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await views())["quote_step:1"]).toBe(beaconsPerVisitor);
  });

  it(
    "keeps the counters within their caps under 2,500 hostile beacons with random pages, sources and errors",
    { timeout: 300_000 },
    async () => {
      platform.trustProxy = "vercel";
      let seed = 31;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const word = () => Math.floor(random() * 1e9).toString(36);
      const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
      const hostile = (): unknown => {
        const page = pick([
          "/",
          "/pricing",
          `/${word()}`,
          `/te/${word()}/${word()}`,
          `/blog/${word()}`,
          "/admin",
          `/hi/services/${word()}`,
        ]);
        switch (pick(["view", "view", "view", "vitals", "error"])) {
          case "view":
            return {
              kind: "view",
              page,
              entry: random() < 0.5,
              source: {
                utmSource: word(),
                utmMedium: pick(["email", "cpc", word()]),
                utmCampaign: word(),
                referrerHost: `${word()}.example`,
              },
            };
          case "vitals": {
            const name = pick(["LCP", "INP", "CLS", "FCP", "TTFB"]);
            return { kind: "vitals", page, metrics: [{ name, value: name === "CLS" ? random() * 5 : random() * 50_000 }] };
          }
          default:
            return { kind: "error", page, name: `E${word()}`, digest: word() };
        }
      };
      // Enough to pass every cap several times over: about 1,500 views, each with a source, campaign
      // and referrer of its own (cap distinctValuesPerDay), 500 errors (cap errorRowsPerDay), 676 countries.
      const total = 2_500;
      let next = 0;
      const worker = async () => {
        while (next < total) {
          next += 1;
          const response = await POST(
            beacon(hostile(), { headers: { "x-vercel-ip-country": String.fromCharCode(65 + (next % 26), 65 + ((next >> 5) % 26)) } }),
          );
          expect(response.status).toBe(204);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));

      const perDimension = await db.$queryRaw<{ dimension: string; values: number }[]>`
      SELECT dimension, count(*)::int AS values FROM site_view_counts GROUP BY dimension`;
      const distinct = Object.fromEntries(perDimension.map((row) => [row.dimension, row.values]));
      for (const dimension of ["source", "campaign", "referrer", "country"]) expect(distinct[dimension]).toBe(distinctValuesPerDay + 1);
      const pages = await db.siteViewCount.findMany({ where: { dimension: { in: ["page", "landing"] } }, select: { value: true } });
      expect(pages.every((row) => isMeasuredPage(row.value))).toBe(true);
      expect(pages.some((row) => row.value === "/admin")).toBe(false);
      const vitalPages = await db.siteVitalCount.findMany({ distinct: ["page"], select: { page: true } });
      expect(vitalPages.every((row) => isMeasuredPage(row.page))).toBe(true);
      expect(await db.siteErrorCount.count({ where: { route: { not: otherValue } } })).toBe(errorRowsPerDay);
      expect(await db.siteErrorCount.count({ where: { route: otherValue } })).toBeLessThanOrEqual(2);
      const [totals] = await db.$queryRaw<{ views: number; errors: number; readings: number }[]>`
      SELECT (SELECT sum(views)::int FROM site_view_counts WHERE dimension = 'page') AS views,
        (SELECT sum(count)::int FROM site_error_counts) AS errors,
        (SELECT sum(count)::int FROM site_vital_counts) AS readings`;
      // Every beacon counted once somewhere: nothing lost to the caps, only relabelled.
      const { views: counted = 0, errors = 0, readings = 0 } = totals ?? {};
      expect(counted + errors + readings).toBe(total);
    },
  );
});
