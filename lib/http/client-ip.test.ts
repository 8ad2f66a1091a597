import { describe, expect, it } from "vitest";
import { addressKey, visitorKey } from "./client-ip";

describe("visitorKey", () => {
  const headers = new Headers({ "x-real-ip": "203.0.113.9", "x-forwarded-for": "198.51.100.1, 192.0.2.44" });

  it("reads only the header the trusted proxy sets", () => {
    expect(visitorKey(headers, "vercel")).toBe("203.0.113.9");
    expect(visitorKey(headers, "x-forwarded-for")).toBe("192.0.2.44");
    expect(visitorKey(headers, "none")).toBeNull();
  });

  it("takes next-auth's plain header object too", () => {
    expect(visitorKey({ "x-real-ip": "203.0.113.9" }, "vercel")).toBe("203.0.113.9");
    expect(visitorKey({ "x-forwarded-for": ["198.51.100.1", "192.0.2.44"] }, "x-forwarded-for")).toBe("192.0.2.44");
    expect(visitorKey(undefined, "vercel")).toBeNull();
  });

  it("names no one when the header is missing or is not an address, rather than trusting its text", () => {
    expect(visitorKey(new Headers(), "vercel")).toBeNull();
    expect(visitorKey(new Headers({ "x-real-ip": "shared" }), "vercel")).toBeNull();
    expect(visitorKey(new Headers({ "x-forwarded-for": "1.2.3.4, '; DROP TABLE x" }), "x-forwarded-for")).toBeNull();
  });
});

describe("addressKey", () => {
  it("keeps IPv4 as it is, also when mapped into IPv6", () => {
    expect(addressKey("49.36.12.7")).toBe("49.36.12.7");
    expect(addressKey("::ffff:49.36.12.7")).toBe("49.36.12.7");
  });

  it("groups IPv6 by its /64, which one phone or home controls, however it is written", () => {
    const phone = "2409:4070:2d1b:8e5a::/64";
    expect(addressKey("2409:4070:2d1b:8e5a:1c2f:9a0b:77e1:3f02")).toBe(phone);
    expect(addressKey("2409:4070:2D1B:8E5A:0:0:0:1")).toBe(phone);
    expect(addressKey("2409:4070:2d1b:8e5a::dead:beef")).toBe(phone);
    expect(addressKey("2409:4070:2d1b:8e5a::1%eth0")).toBe(phone);
    expect(addressKey("2409:4070:2d1b:8e5b::1")).not.toBe(phone);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::2:3:4:5:6:7:8")).toBe("0:2:3:4::/64");
  });

  it("refuses anything that is not an address", () => {
    for (const text of ["", "shared", "1.2.3", "256.1.1.1", "2409:::1", "localhost"]) expect(addressKey(text)).toBeNull();
  });
});
