import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { SanityConfig } from "@/lib/cms/config";
import { metadata } from "./page";

const current = vi.hoisted(() => ({ config: null as SanityConfig | null }));
vi.mock("@/lib/cms/config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/cms/config")>()),
  sanityConfig: () => current.config,
}));
// Outside a request: no scope for connection(), and the proxy's policy as the page would read it.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "content-security-policy": "script-src 'self' 'nonce-abc123' 'strict-dynamic'" }),
}));

const { default: StudioPage } = await import("./page");

const configured: SanityConfig = {
  projectId: "abc123xy",
  dataset: "production",
  apiVersion: "2024-06-13",
  useCdn: true,
  apiHost: undefined,
  imageBaseUrl: "https://cdn.sanity.io",
  revalidateSecret: undefined,
  readToken: undefined,
  sampleContent: false,
};

describe("/studio", () => {
  it("is noindex", () => {
    expect(metadata.robots).toBe("noindex");
  });

  it("says what to set instead of starting a Studio without a project", async () => {
    current.config = null;
    const html = renderToStaticMarkup(await StudioPage());
    expect(html).toContain("The Studio needs a Sanity project");
    expect(html).toContain("SANITY_PROJECT_ID");
    expect(html).not.toContain("studio.js");
  });

  it("says the same on npm run dev's sample posts, which the Studio cannot edit", async () => {
    current.config = { ...configured, projectId: "local-sample", sampleContent: true };
    const html = renderToStaticMarkup(await StudioPage());
    expect(html).toContain("the blog shows the repository&#x27;s sample posts");
    expect(html).not.toContain("studio.js");
  });

  it("hands the server's project and dataset to the Studio's script, which carries the response's nonce", async () => {
    current.config = configured;
    const html = renderToStaticMarkup(await StudioPage());
    expect(html).toContain('data-project-id="abc123xy"');
    expect(html).toContain('data-dataset="production"');
    expect(html).toMatch(/<script type="module" src="\/studio-app\/studio.js" nonce="abc123" async="">/);
  });
});
