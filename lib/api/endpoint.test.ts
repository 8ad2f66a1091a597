import { redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Answer } from "@/lib/http/answer";
import { created, download, rateLimited } from "@/lib/http/responses";
import { endpoint } from "./endpoint";

const request = () => new Request("http://localhost/api/contact", { method: "POST" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("endpoint(): the adapter", () => {
  it("sends an answer as HTTP: status, JSON body and headers", async () => {
    const response = await endpoint({ name: "contact" }, async () => rateLimited(30))(request());
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "rate_limited" });

    const stored = await endpoint({ name: "contact" }, async () => created({ id: "a1" }))(request());
    expect(stored.status).toBe(201);
    expect(await stored.json()).toEqual({ id: "a1" });
  });

  it("sends a file answer's bytes with its own type", async () => {
    const response = await endpoint({ name: "export" }, async () =>
      download("a,b\n", "text/csv; charset=utf-8", 'attachment; filename="x.csv"'),
    )(request());
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("a,b\n");
  });

  it("answers anything thrown with 503 unavailable, logged under its name, with no message or stack in the body", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await endpoint({ name: "contact" }, async () => {
      throw new Error("connect ECONNREFUSED 10.0.0.5:5432 at secret.ts:12");
    })(request());
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: "unavailable" });
    expect(body).not.toContain("ECONNREFUSED");
    expect(log).toHaveBeenCalledWith("[contact] POST failed", expect.any(Error));
  });

  it("lets Next's redirect() through to Next instead of answering 503", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const handler = endpoint({ name: "draft-mode" }, async () => redirect("/blog/coming-next"));
    await expect(handler(request())).rejects.toMatchObject({ digest: expect.stringContaining("NEXT_REDIRECT") });
    expect(log).not.toHaveBeenCalled();
  });

  it("passes a library's own Response through untouched", async () => {
    const own = new Response("signed out", { status: 302, headers: { location: "/login" } });
    expect(await endpoint({ name: "auth" }, async () => own)(request())).toBe(own);
  });

  it("adds headers to an answer without changing it", () => {
    const answer = Answer.json(200, { ok: true });
    expect(answer.withHeaders({ "Cache-Control": "no-store" }).headers).toEqual({ "Cache-Control": "no-store" });
    expect(answer.headers).toEqual({});
  });
});
