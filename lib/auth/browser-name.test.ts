import { describe, expect, it } from "vitest";
import { browserName } from "./browser-name";

describe("browserName", () => {
  it("names the browsers an agency's phones and laptops use", () => {
    expect(
      browserName("Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"),
    ).toBe("Chrome on Android");
    expect(
      browserName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      browserName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(browserName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
  });

  it("says so when it cannot tell, and reads no further than 512 characters", () => {
    expect(browserName(undefined)).toBe("Unknown browser");
    expect(browserName("curl/8.5.0")).toBe("Unknown browser");
    expect(browserName(`${"x".repeat(600)} Firefox/133.0`)).toBe("Unknown browser");
  });
});
