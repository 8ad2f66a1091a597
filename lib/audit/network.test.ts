import { describe, expect, it } from "vitest";
import { reduceToNetwork } from "./network";

describe("reduceToNetwork", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48, as the privacy page says", () => {
    expect(reduceToNetwork("203.0.113.77")).toBe("203.0.113.0/24");
    expect(reduceToNetwork("2001:db8:abcd:12::/64")).toBe("2001:db8:abcd::/48");
    expect(reduceToNetwork("2001:db8::/64")).toBe("2001:db8:0::/48");
  });

  it("keeps nothing of what is not an address", () => {
    expect(reduceToNetwork(null)).toBeNull();
    expect(reduceToNetwork("not an address")).toBeNull();
  });
});
