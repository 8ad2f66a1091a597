import { expect, test } from "@playwright/test";
import { resourceFileHref, resourceFileName, resourceHref, type ResourceType } from "../lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { readZip } from "../scripts/resource-files/read-zip";
import { openHydrated } from "./helpers/page";
import { formatFileSize } from "../lib/format/file-size";

// Every resource downloads a real file of its type and size; Share copies the page's address.

const contentTypes: Record<ResourceType, string> = {
  pdf: "application/pdf",
  zip: "application/zip",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

function expectOpens(type: ResourceType, bytes: Buffer): void {
  if (type === "pdf") {
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
    return;
  }
  const zip = readZip(bytes);
  if (type === "xlsx") expect(zip.names).toEqual(expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml"]));
  else expect(zip.names).toContain("README.txt");
}

test.describe("resource files", () => {
  for (const resource of resources) {
    test(`${resource.id} answers 200 with a ${resource.type} of ${resource.fileSize}`, async ({ request }) => {
      const response = await request.get(resourceFileHref(resource));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain(contentTypes[resource.type]);
      const bytes = await response.body();
      expect(formatFileSize(bytes.length)).toBe(resource.fileSize);
      expectOpens(resource.type, bytes);
    });
  }
});

test.describe("downloading", () => {
  test("a card's Download saves the file under the resource's name", async ({ page }) => {
    await openHydrated(page, "/resources");
    const resource = resources.find((item) => item.type === "xlsx");
    if (!resource) throw new Error("no spreadsheet in the catalogue");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: new RegExp(`^Download ${resource.title}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resourceFileName(resource));
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    expectOpens(resource.type, readFileSync(path));
  });

  test("a detail page's Download saves the PDF", async ({ page }) => {
    const resource = resources.find((item) => item.detail && item.type === "pdf");
    if (!resource) throw new Error("no detail PDF in the catalogue");
    await openHydrated(page, resourceHref(resource));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: new RegExp(`^Download ${resource.title}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(resourceFileName(resource));
    const { readFileSync } = await import("node:fs");
    expectOpens("pdf", readFileSync(await download.path()));
  });
});

test.describe("sharing", () => {
  test("Share copies the resource page's address", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    const resource = resources.find((item) => item.detail);
    if (!resource) throw new Error("no detail resource");
    await openHydrated(page, resourceHref(resource));
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link Copied!")).toBeVisible();
    await expect(page.getByText("Resource link copied to clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});
