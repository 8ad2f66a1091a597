import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { countError, countVitals, countView } from "./counters";
import { loadSiteReport } from "./report";

const now = new Date("2026-11-20T06:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const newsletter = { landingPage: "/", referrerHost: null, utmSource: "newsletter", utmMedium: "email", utmCampaign: null };

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE site_view_counts, site_vital_counts, site_error_counts, contacts, quotes, payments CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("loadSiteReport", () => {
  it("reads views a day, top lists, conversions by source with their views, the funnel, p75s and errors for the days asked", async () => {
    for (const page of ["/", "/pricing"]) await countView({ page, language: "en", source: "newsletter / email", device: "mobile" }, now);
    await countView({ page: "/", landing: "/", language: "te", source: "(direct)", device: "desktop" }, daysAgo(1));
    // Outside 7 days: in the 30.
    await countView({ page: "/about", language: "en", source: "(direct)", device: "desktop" }, daysAgo(10));
    await db.contact.create({ data: { name: "A", email: "a@example.in", projectDetails: "x", source: newsletter, createdAt: now } });
    await db.contact.create({ data: { name: "B", email: "b@example.in", projectDetails: "x", createdAt: now } });
    // Came directly and chose Accept All: a source with a landing page and nothing else.
    const direct = { landingPage: "/", referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };
    await db.contact.create({ data: { name: "C", email: "c@example.in", projectDetails: "x", source: direct, createdAt: now } });
    for (const step of [1, 1, 2]) await countView({ quote_step: String(step) }, now);
    // Three of four LCP readings good, one poor: p75 is in the good range.
    for (const value of [900, 1100, 2300, 9000]) await countVitals("/pricing", "mobile", [{ name: "LCP", value }], now);
    await countError({ route: "/search", origin: "server", name: "ErrorDrill", digest: "42" }, now);

    const report = await loadSiteReport(7, now);

    expect(report.viewsPerDay).toHaveLength(7);
    expect(report.viewsPerDay.slice(-2)).toEqual([
      { day: "2026-11-19", views: 1 },
      { day: "2026-11-20", views: 2 },
    ]);
    expect(report.totals).toEqual({ views: 3, visits: 1 });
    expect(report.top.page).toEqual([
      { value: "/", views: 2 },
      { value: "/pricing", views: 1 },
    ]);
    expect(report.conversions.find((row) => row.source === "newsletter / email")).toMatchObject({ views: 2, contact: 1 });
    expect(report.conversions.find((row) => row.source === "(not recorded)")).toMatchObject({ views: 0, contact: 1 });
    expect(report.conversions.find((row) => row.source === "(direct)")).toMatchObject({ views: 1, contact: 1 });
    expect(report.funnel.steps).toEqual([2, 1, 0, 0]);
    expect(report.vitals).toEqual([{ page: "/pricing", readings: 4, p75: { LCP: 2500, INP: null, CLS: null, FCP: null, TTFB: null } }]);
    expect(report.errors).toEqual([{ route: "/search", origin: "server", name: "ErrorDrill", digest: "42", count: 1 }]);

    expect((await loadSiteReport(30, now)).totals.views).toBe(4);
  });
});
