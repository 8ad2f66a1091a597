import { describe, expect, it } from "vitest";
import { resourceHref } from "@/lib/catalogue/resources";
import { resources } from "@/lib/i18n/records/resources";
import { serviceIds } from "@/lib/catalogue/services";
import { notFoundScreenFor, notFoundScreenId, notFoundScreens } from "./not-found-screens";

describe("notFoundScreenFor", () => {
  it("answers an unknown service or resource with its section's screen", () => {
    expect(notFoundScreenFor("/services/not-a-service")).toBe(notFoundScreens.service);
    expect(notFoundScreenFor("/resources/marketing/no-such-resource")).toBe(notFoundScreens.resource);
    // A real resource id under another category is not that resource.
    expect(notFoundScreenFor("/resources/production/sm-guide-1")).toBe(notFoundScreens.resource);
  });

  it("leaves every catalogue entry and every other address alone", () => {
    for (const id of serviceIds) expect(notFoundScreenFor(`/services/${id}`)).toBeUndefined();
    for (const resource of resources) expect(notFoundScreenFor(resourceHref(resource))).toBeUndefined();
    for (const path of [
      "/services",
      "/services/",
      "/resources/marketing",
      "/services/marketing/opengraph-image",
      "/resources/a/b/c",
      "/blog/x",
      "/",
    ]) {
      expect(notFoundScreenFor(path), path).toBeUndefined();
    }
  });

  it("keeps the screens' id out of the catalogue", () => {
    expect(serviceIds).not.toContain(notFoundScreenId);
    expect(resources.map((resource) => resource.category)).not.toContain(notFoundScreenId);
  });
});
