import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  getEnv: () => ({ NEXT_PUBLIC_SITE_URL: "https://agency.example" }),
}));

const { relyingParty } = await import("./second-factor");

describe("relyingParty", () => {
  it("is the site's own host and origin", () => {
    expect(relyingParty()).toEqual({ id: "agency.example", origin: "https://agency.example" });
  });

  it("is localhost on the same port for a loopback address, which browsers refuse as a passkey's site", () => {
    expect(relyingParty("http://127.0.0.1:3100")).toEqual({ id: "localhost", origin: "http://localhost:3100" });
    expect(relyingParty("http://[::1]:3000")).toEqual({ id: "localhost", origin: "http://localhost:3000" });
  });
});
