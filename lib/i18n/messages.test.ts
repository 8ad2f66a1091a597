import { describe, expect, it } from "vitest";
import { cookieTranslations } from "@/lib/i18n/messages/cookie-banner-translations";
import { cookieTexts } from "@/lib/i18n/messages/en/shell-texts/overlays";
import { testimonials } from "@/lib/i18n/records/testimonials";
import { prefixedLocales } from "./locales";
import { englishTexts, textsFor } from "./texts";

/** Every leaf of a texts tree as [path, text]: "shell.navbar.menu", "catalogue.homeStats.clients". */
function leaves(tree: unknown, path = ""): [string, string][] {
  if (typeof tree === "string") return [[path, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const english = new Map(leaves(englishTexts));
/** Texts that are names in every language: they may stay as they are. */
const properNames = new Set([...testimonials.map((testimonial) => testimonial.company), "UPI"]);

describe.each(prefixedLocales)("the %s message catalogue", (locale) => {
  const translated = leaves(textsFor(locale));

  it("translates every English text and nothing else", () => {
    // Sorted: a record's words are found by its id, so the catalogue may list its records in any order.
    expect(translated.map(([path]) => path).sort()).toEqual([...english.keys()].sort());
  });

  it("leaves no text empty or in English", () => {
    for (const [path, text] of translated) {
      expect(text.trim(), path).not.toBe("");
      if (!properNames.has(text)) expect(text, path).not.toBe(english.get(path));
    }
  });

  it("keeps each text's placeholders and the spaces it is joined by", () => {
    for (const [path, text] of translated) {
      const source = english.get(path) ?? "";
      expect(placeholders(text), path).toEqual(placeholders(source));
      expect(/^\s/.test(text), `${path} starts with a space`).toBe(/^\s/.test(source));
      expect(/\s$/.test(text), `${path} ends with a space`).toBe(/\s$/.test(source));
    }
  });

  it("keeps every figure of the English text (a figure the catalogue changes must change in the translation too)", () => {
    const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
    for (const [path, text] of translated) expect(figures(text), path).toEqual(figures(english.get(path) ?? ""));
  });

  it("writes numbers in Latin digits", () => {
    for (const [path, text] of translated) expect(text, path).not.toMatch(/[\u0966-\u096F\u0C66-\u0C6F]/);
  });
});

describe.each(["en", ...prefixedLocales] as const)("the cookie choice in %s", (locale) => {
  const { policies } = textsFor(locale);
  const banner = locale === "en" ? cookieTexts : cookieTranslations[locale];
  const measuring = policies.privacy.measuring?.paragraphs.join(" ") ?? "";

  it("is explained on the privacy page under the banner's own button names", () => {
    expect(measuring).toContain(`“${banner.accept}”`);
    expect(measuring).toContain(`“${banner.decline}”`);
    expect(measuring).toContain("Global Privacy Control");
  });

  // The banner's words travel in its own chunk (lib/i18n/messages/cookie-banner-translations.ts), not the catalogue.
  it("has the banner in the language, every word translated", () => {
    for (const [key, text] of Object.entries(banner)) {
      expect(text.trim(), key).not.toBe("");
      if (locale !== "en") expect(text, key).not.toBe(cookieTexts[key as keyof typeof cookieTexts]);
    }
  });
});
