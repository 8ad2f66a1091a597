import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

// No SANITY_PROJECT_ID: the blog has nothing to read.
vi.mock("@/lib/cms/config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/cms/config")>()),
  sanityConfig: () => null,
}));

// Outside a request there is no scope for connection() to mark.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const { default: BlogRoute } = await import("./page");

describe("/blog without Sanity", () => {
  it("shows the spec's empty state and asks nothing of Sanity", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const html = renderToStaticMarkup(await BlogRoute({ params: Promise.resolve({ locale: "en" }) }));
    expect(html).toContain("Our Blog");
    expect(html).toContain("Blog Coming Soon!");
    expect(html).toContain("Please connect your Sanity CMS or add posts to see them here.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
