import { describe, expect, it } from "vitest";
import { receiptFontAnswer, receiptFontCss } from "./receipt-page-fonts";

describe("the receipt page's fonts", () => {
  it.each(["inter.woff2", "telugu.woff2", "devanagari.woff2"])("serves %s as WOFF2 the browser may cache", async (name) => {
    const response = (await receiptFontAnswer(name)).toResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=604800");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOF2");
  });

  it.each(["../package.json", "inter.woff", "constructor", "__proto__", "", "%2e%2e%2fpackage.json"])("answers 404 to %j", async (name) => {
    expect((await receiptFontAnswer(name)).status).toBe(404);
  });

  it("puts the page's own script first and declares each face for its script's characters only", () => {
    expect(receiptFontCss("te").family).toBe("receipt-inter,receipt-telugu,receipt-devanagari,system-ui,sans-serif");
    expect(receiptFontCss("hi").family).toBe("receipt-inter,receipt-devanagari,receipt-telugu,system-ui,sans-serif");
    expect(receiptFontCss("en").faces.match(/unicode-range:/g)).toHaveLength(3);
  });
});
