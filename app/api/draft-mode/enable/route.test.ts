import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import type { SanityConfig } from "@/lib/cms/config";

const current = vi.hoisted(() => ({ config: null as SanityConfig | null }));
vi.mock("@/lib/cms/config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/cms/config")>()),
  sanityConfig: () => current.config,
}));

// next-sanity's handler checks the secret against the dataset (covered end to end in
// e2e/blog.spec.ts); here only whether the route hands over to it, and with which client.
const enable = vi.hoisted(() => ({ clients: [] as unknown[] }));
vi.mock("next-sanity/draft-mode", () => ({
  defineEnableDraftMode: ({ client }: { client: unknown }) => {
    enable.clients.push(client);
    return { GET: async () => new Response("Invalid secret", { status: 401 }) };
  },
}));

const { GET } = await import("./route");

const withoutToken: SanityConfig = {
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

const previewRequest = () =>
  new NextRequest("http://localhost/api/draft-mode/enable?sanity-preview-secret=anything&sanity-preview-pathname=/blog/x");

describe("GET /api/draft-mode/enable", () => {
  it("turns nothing on while preview is not set up: no project, or no read token", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    current.config = null;
    expect((await GET(previewRequest())).status).toBe(404);
    current.config = withoutToken;
    const response = await GET(previewRequest());
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toEqual({ error: "draft_preview_not_configured" });
    // Nothing was asked of Sanity either.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(enable.clients).toEqual([]);
  });

  it("hands the request to next-sanity's check with a client carrying the server's read token", async () => {
    current.config = { ...withoutToken, readToken: "skServerOnlyToken123" };
    expect((await GET(previewRequest())).status).toBe(401);
    const client = enable.clients.at(-1) as { config(): { token?: string; perspective?: string } } | undefined;
    expect(client?.config()).toMatchObject({ token: "skServerOnlyToken123", perspective: "drafts" });
  });
});
