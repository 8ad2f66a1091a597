import { describe, expect, it } from "vitest";
import { dashboardHref, exportHref, pageWindow, parseDashboardParams, parsePageNumber, parseSearch } from "./dashboard-params";

describe("parseDashboardParams", () => {
  it("defaults to the contact leads, no search, page 1", () => {
    expect(parseDashboardParams({})).toEqual({ tab: "contacts", search: "", page: 1, status: "paid" });
  });

  it("reads a known tab, the search and the page", () => {
    expect(parseDashboardParams({ tab: "quotes", q: "  rao ", page: "3" })).toEqual({
      tab: "quotes",
      search: "rao",
      page: 3,
      status: "paid",
    });
  });

  it("ignores an unknown tab and takes the first of repeated parameters", () => {
    expect(parseDashboardParams({ tab: "admin_users", q: ["a", "b"], page: ["2", "9"] })).toEqual({
      tab: "contacts",
      search: "a",
      page: 2,
      status: "paid",
    });
  });

  it("reads the payments' status filter, and shows paid payments for anything else", () => {
    expect(parseDashboardParams({ tab: "payments", status: "failed" }).status).toBe("failed");
    expect(parseDashboardParams({ tab: "payments", status: "all" }).status).toBe("all");
    expect(parseDashboardParams({ tab: "payments", status: "refunded; DROP" }).status).toBe("paid");
  });
});

describe("parsePageNumber", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["abc", 1],
    ["1e3", 1],
    ["9999999", 1],
    ["7", 7],
  ])("reads %j as %i", (raw, page) => {
    expect(parsePageNumber(raw)).toBe(page);
  });
});

describe("parseSearch", () => {
  it("trims and caps the length", () => {
    expect(parseSearch(`  ${"x".repeat(150)}  `)).toHaveLength(100);
    expect(parseSearch(null)).toBe("");
  });
});

describe("dashboardHref", () => {
  it("leaves defaults out", () => {
    expect(dashboardHref({ tab: "contacts" })).toBe("/admin");
    expect(dashboardHref({ tab: "contacts", page: 1, search: "" })).toBe("/admin");
  });

  it("keeps tab, search and page, encoded", () => {
    expect(dashboardHref({ tab: "payments", search: "a&b c", page: 2 })).toBe("/admin?tab=payments&q=a%26b+c&page=2");
  });

  it("keeps a payments filter other than paid, and no filter on another tab", () => {
    expect(dashboardHref({ tab: "payments", status: "created" })).toBe("/admin?tab=payments&status=created");
    expect(dashboardHref({ tab: "payments", status: "paid" })).toBe("/admin?tab=payments");
    expect(dashboardHref({ tab: "quotes", status: "created" })).toBe("/admin?tab=quotes");
  });
});

describe("exportHref", () => {
  it("passes the search on to the export", () => {
    expect(exportHref("quotes", "")).toBe("/api/admin/export/quotes");
    expect(exportHref("quotes", "rao & sons")).toBe("/api/admin/export/quotes?q=rao+%26+sons");
  });
});

describe("pageWindow", () => {
  it("shows rows 1-50 of the first page", () => {
    expect(pageWindow(1, 120)).toEqual({ page: 1, lastPage: 3, skip: 0, from: 1, to: 50 });
  });

  it("shows the rest on the last page", () => {
    expect(pageWindow(3, 120)).toEqual({ page: 3, lastPage: 3, skip: 100, from: 101, to: 120 });
  });

  it("shows the last page when asked past the end", () => {
    expect(pageWindow(9, 55)).toEqual({ page: 2, lastPage: 2, skip: 50, from: 51, to: 55 });
  });

  it("has one empty page when there are no rows", () => {
    expect(pageWindow(4, 0)).toEqual({ page: 1, lastPage: 1, skip: 0, from: 0, to: 0 });
  });

  it("fills exactly one page at 50 rows", () => {
    expect(pageWindow(2, 50)).toEqual({ page: 1, lastPage: 1, skip: 0, from: 1, to: 50 });
  });
});
