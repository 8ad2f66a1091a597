import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { logoMarkShapes } from "./logo-mark";

// The file other sites and the browser's tab show (favicon, structured data, the payment form).
const file = readFileSync(new URL("../../public/logo.svg", import.meta.url), "utf8");

describe("the logo drawn in the page", () => {
  it("is the mark public/logo.svg draws", () => {
    const { tile, letter, viewBox } = logoMarkShapes;
    expect(file).toContain(`viewBox="${viewBox}"`);
    expect(file).toContain(`<rect width="${tile.width}" height="${tile.height}" rx="${tile.rx}" fill="${tile.fill}"/>`);
    expect(file).toContain(`<path d="${letter.d}" fill="${letter.fill}"/>`);
  });
});
