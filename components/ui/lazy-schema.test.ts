import { describe, expect, it } from "vitest";
import { lazySchema } from "./lazy-schema";

describe("lazySchema", () => {
  it("gives the loaded module", async () => {
    const schema = lazySchema(async () => ({ name: "contact" }));
    await expect(schema.load()).resolves.toEqual({ name: "contact" });
  });

  it("gives null when the module cannot be fetched, so the form sends for the server to check", async () => {
    const schema = lazySchema(() => Promise.reject(new Error("ChunkLoadError: offline")));
    await expect(schema.load()).resolves.toBeNull();
    // A preload that fails leaves no unhandled rejection behind.
    expect(schema.preload()).toBeUndefined();
  });
});
