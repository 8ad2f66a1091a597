import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deriveProxyMatcher,
  deriveTranslatedPaths,
  proxyFile,
  renderTranslatedPaths,
  translatedPathsFile,
  withProxyMatcher,
} from "./route-lists";

describe("the committed route lists", () => {
  const translated = deriveTranslatedPaths();

  it("list the translated pages as the registry and the catalogue give them (else npm run routes:generate)", () => {
    expect(readFileSync(translatedPathsFile, "utf8")).toBe(renderTranslatedPaths(translated));
  });

  it("give proxy.ts the matcher the registry and the catalogue give (else npm run routes:generate)", () => {
    const proxy = readFileSync(proxyFile, "utf8");
    expect(proxy).toBe(withProxyMatcher(proxy, deriveProxyMatcher(translated)));
  });
});
