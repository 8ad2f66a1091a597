import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { addOnIds, isAddOnId } from "@/lib/catalogue/addons";
import { addOns, getAddOn } from "@/lib/i18n/records/addons";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/i18n/records/contact-options";
import { contactPath } from "@/lib/catalogue/contact-options";
import { equipmentCategories } from "@/lib/i18n/records/equipment";
import { pricingFaqs } from "@/lib/i18n/records/faqs";
import { footerQuickLinks } from "@/lib/i18n/records/navigation";
import { serviceNavigation } from "@/lib/i18n/records/navigation";
import { plans } from "@/lib/i18n/records/plans";
import {
  equipmentOptions,
  marketingGoalOptions,
  preferredContactOptions,
  projectTypeOptions,
  quoteAddOnOptions,
  quoteBudgetOptions,
  quoteServiceOptions,
  quoteTimelineOptions,
  urgencyOptions,
  videoLengthOptions,
  websiteTypeOptions,
} from "@/lib/i18n/records/quote-options";
import { socialPlatformOptions } from "@/lib/catalogue/quote-options";
import { quotePath } from "@/lib/catalogue/quote-path";
import { getService, services } from "@/lib/i18n/records/services";
import { serviceIds } from "@/lib/catalogue/services";

function expectUnique(values: readonly string[]) {
  expect(new Set(values).size).toBe(values.length);
}

describe("services", () => {
  it("are the spec's five, in its order", () => {
    expect(services.map((service) => service.id)).toEqual(["marketing", "production", "entertainment", "emark", "web"]);
    expect(services.map((service) => service.id)).toEqual([...serviceIds]);
  });

  it.each([
    ["marketing", "Social Media Marketing", 4599, "₹4,599", "3 platforms, 12 posts per month"],
    ["production", "Equipment Rentals", 10499, "₹10,499", "per day, basic kit"],
    ["entertainment", "Video Editing Services", 1999, "₹1,999", "60-second reel plus 1 revision"],
    ["emark", "Digital Marketing", 32999, "₹32,999", "starter"],
    ["web", "Web Development", 7999, "₹7,999", "5 pages plus basic SEO"],
  ])("%s is %s from %d (%s, %s)", (id, title, rawPrice, price, priceNote) => {
    expect(getService(id)).toMatchObject({ title, rawPrice, price, priceNote });
  });

  it("have the service-page add-ons the spec prices, and none for production", () => {
    const prices = services.flatMap((service) => service.optionalAddOns.map((addOn) => addOn.price));
    expect(prices.sort((a, b) => a - b)).toEqual([999, 1299, 1999, 2999]);
    expect(getService("production")?.optionalAddOns).toEqual([]);
  });

  it("fill every list a service page shows", () => {
    for (const service of services) {
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.benefits.length).toBeGreaterThan(0);
      expect(service.processSteps.length).toBeGreaterThan(0);
      expect(service.deliverables.length).toBeGreaterThan(0);
      expect(service.showcase).toHaveLength(3);
      expectUnique(service.features);
    }
  });

  it("are unknown for any other id", () => {
    expect(getService("seo")).toBeUndefined();
    expect(getService("")).toBeUndefined();
  });
});

describe("navigation", () => {
  it("links every service, and every link resolves to a service", () => {
    expect(serviceNavigation.map((item) => item.id)).toEqual([...serviceIds]);
    for (const item of serviceNavigation) {
      const id = item.path.replace(/^\/services\//, "");
      expect(getService(id)?.id).toBe(item.id);
    }
  });

  it("lists the add-ons page that the catalogue fills", () => {
    expect(footerQuickLinks.map((link) => link.path)).toContain("/optional-addons");
  });
});

describe("add-ons", () => {
  it.each([
    ["graphics", 1499, "one-time"],
    ["boost", 3999, "one-time"],
    ["seo-pro", 6999, "one-time"],
    ["branding", 3499, "one-time"],
    ["reels", 3499, "monthly"],
    ["audit", 1499, "one-time"],
    ["copywriting", 1999, "one-time"],
    ["support", 1499, "monthly"],
  ])("%s costs %d (%s on the add-ons page)", (id, price, billing) => {
    expect(getAddOn(id)).toMatchObject({ price, billing });
  });

  it("are the spec's eight ids, in order", () => {
    expect(addOns.map((addOn) => addOn.id)).toEqual([...addOnIds]);
    expect(addOns).toHaveLength(8);
  });

  it("carry the notes the spec gives", () => {
    expect(getAddOn("graphics")?.note).toBe("5-10 creatives");
    expect(getAddOn("reels")?.note).toBe("2 reels per week");
    expect(getAddOn("copywriting")?.note).toBe("Up to 1000 words");
    expect(getAddOn("boost")?.note).toMatch(/10k ad spend/);
  });

  it("are never mistaken for services", () => {
    for (const id of addOnIds) expect(getService(id)).toBeUndefined();
  });
});

describe("plans", () => {
  it("are one per service, with entertainment the only popular one", () => {
    expect(plans.map((plan) => plan.serviceId)).toEqual([...serviceIds]);
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(["entertainment"]);
  });

  it("take their price from their service", () => {
    for (const plan of plans) expect(plan.monthlyPrice).toBe(getService(plan.serviceId)?.rawPrice);
  });

  it("are billed as the spec's yearly rules assume", () => {
    expect(Object.fromEntries(plans.map((plan) => [plan.id, plan.billing]))).toEqual({
      marketing: "monthly",
      production: "per-day",
      entertainment: "monthly",
      emark: "monthly",
      web: "one-time",
    });
  });

  it("suggest only add-ons that exist", () => {
    for (const plan of plans) {
      expectUnique(plan.optionalAddOns);
      for (const id of plan.optionalAddOns) expect(isAddOnId(id)).toBe(true);
    }
  });
});

describe("equipment", () => {
  it("has the spec's rates", () => {
    expect(equipmentCategories.map(({ id, daily, weekly, monthly }) => [id, daily, weekly, monthly])).toEqual([
      ["camera", 1500, 8999, 25000],
      ["lighting", 1200, 6999, 20000],
      ["audio", 800, 4999, 15000],
      ["production-support", "custom", "custom", "custom"],
    ]);
  });

  it("lists what every category includes", () => {
    for (const category of equipmentCategories) expect(category.included.length).toBeGreaterThan(0);
  });
});

describe("FAQs", () => {
  it("cover payment terms, taxes, plan change, refunds and add-ons", () => {
    expect(pricingFaqs.map((faq) => faq.id)).toEqual(["payment-terms", "taxes", "plan-change", "refunds", "add-ons"]);
  });

  it("point the refund answer to the refund policy", () => {
    expect(pricingFaqs.find((faq) => faq.id === "refunds")?.link?.href).toBe("/refund-policy");
  });
});

describe("contact options", () => {
  it("offer the five services plus Custom Solution", () => {
    expect(contactServiceOptions.map((option) => option.label)).toEqual([
      "Social Media Marketing",
      "Equipment Rentals",
      "Video Editing Services",
      "Digital Marketing",
      "Web Development",
      "Custom Solution",
    ]);
  });

  it("offer the spec's budgets", () => {
    expect(contactBudgetOptions.map((option) => option.label)).toEqual([
      "Under ₹10,000",
      "₹10,000 - ₹50,000",
      "₹50,000 - ₹1,00,000",
      "₹1,00,000 - ₹5,00,000",
      "Above ₹5,00,000",
      "Let's discuss",
    ]);
  });

  it("preselect a service through the contact path", () => {
    expect(contactPath("web")).toBe("/contact?service=web");
    expect(contactServiceOptions.map((option) => option.value)).toContain("web");
  });
});

describe("quote options", () => {
  it("price the core services and the eight add-ons as the catalogue does", () => {
    expect(quoteServiceOptions.map((option) => [option.value, option.price])).toEqual(
      services.map((service) => [service.id, service.rawPrice]),
    );
    expect(quoteAddOnOptions.map((option) => [option.value, option.price])).toEqual([
      ["graphics", 1499],
      ["boost", 3999],
      ["seo-pro", 6999],
      ["branding", 3499],
      ["reels", 3499],
      ["audit", 1499],
      ["copywriting", 1999],
      ["support", 1499],
    ]);
  });

  it("offer the spec's budgets and timelines", () => {
    expect(quoteBudgetOptions.map((option) => option.label)).toEqual([
      "Under ₹25,000",
      "₹25,000 - ₹50,000",
      "₹50,000 - ₹1,00,000",
      "₹1,00,000 - ₹2,50,000",
      "₹2,50,000 - ₹5,00,000",
      "Above ₹5,00,000",
    ]);
    expect(quoteTimelineOptions.map((option) => option.label)).toEqual([
      "ASAP (Rush Job)",
      "1-2 weeks",
      "2-4 weeks",
      "1-2 months",
      "2-3 months",
      "3+ months",
    ]);
  });

  it("have the three urgencies with their fees", () => {
    expect(urgencyOptions.map(({ value, multiplier, feeLabel }) => [value, multiplier, feeLabel])).toEqual([
      ["standard", 1, undefined],
      ["priority", 1.25, "+25% fee"],
      ["rush", 1.5, "+50% fee"],
    ]);
  });

  it("have the four preferred contact methods", () => {
    expect(preferredContactOptions.map((option) => option.value)).toEqual(["email", "phone", "whatsapp", "meeting"]);
  });

  it("offer the rental categories as equipment", () => {
    expect(equipmentOptions.map((option) => option.value)).toEqual(equipmentCategories.map((category) => category.id));
  });

  it("build quote links for services and add-ons", () => {
    expect(quotePath("production")).toBe("/quote?service=production");
    expect(quotePath("seo-pro")).toBe("/quote?service=seo-pro");
    expect(quotePath()).toBe("/quote");
  });
});

describe("ids", () => {
  it.each([
    ["services", services.map((item) => item.id)],
    ["add-ons", addOns.map((item) => item.id)],
    ["plans", plans.map((item) => item.id)],
    ["equipment", equipmentCategories.map((item) => item.id)],
    ["FAQs", pricingFaqs.map((item) => item.id)],
    ["contact services", contactServiceOptions.map((item) => item.value)],
    ["contact budgets", contactBudgetOptions.map((item) => item.value)],
    ["quote budgets", quoteBudgetOptions.map((item) => item.value)],
    ["timelines", quoteTimelineOptions.map((item) => item.value)],
    ["urgencies", urgencyOptions.map((item) => item.value)],
    ["contact methods", preferredContactOptions.map((item) => item.value)],
    ["project types", projectTypeOptions.map((item) => item.value)],
    ["social platforms", socialPlatformOptions.map((item) => item.value)],
    ["website types", websiteTypeOptions.map((item) => item.value)],
    ["video lengths", videoLengthOptions.map((item) => item.value)],
    ["marketing goals", marketingGoalOptions.map((item) => item.value)],
  ])("are unique among %s", (_list, ids) => {
    expect(ids.length).toBeGreaterThan(0);
    expectUnique(ids);
  });
});

// Links typed by hand anywhere in the app must name something that exists.
describe("links written in the source", () => {
  const root = path.resolve(import.meta.dirname, "../../..");
  const sources = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir)));

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
    });
  }

  function linkedIds(pattern: RegExp): string[] {
    return sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(pattern)].map((match) => match[1] ?? ""));
  }

  it("/quote?service={id} names a service or an add-on", () => {
    for (const id of linkedIds(/\/quote\?service=([a-z-]+)/g)) {
      expect(getService(id) ?? getAddOn(id), `/quote?service=${id}`).toBeDefined();
    }
  });

  it("/services/{id} names a service", () => {
    for (const id of linkedIds(/["'`]\/services\/([a-z-]+)/g)) {
      expect(getService(id), `/services/${id}`).toBeDefined();
    }
  });
});
