import { redirect } from "next/navigation";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as session from "@/lib/auth/session";
import { Answer } from "@/lib/http/answer";
import * as clientIp from "@/lib/http/client-ip";
import { ApiError } from "@/lib/http/errors";
import { created, download, ok, rateLimited, unauthorized } from "@/lib/http/responses";
import * as rateLimits from "@/lib/security/rate-limit";
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

describe("endpoint(): the steps, in order", () => {
  const admin = { adminId: "a1", email: "owner@agency.test", sessionId: "s1", secondFactor: "totp" };
  const schema = z.object({ name: z.string().min(1, "Please enter your name.") });
  let signedIn: typeof admin | null = admin;
  let allowed = true;

  beforeEach(() => {
    signedIn = admin;
    allowed = true;
    vi.spyOn(clientIp, "visitorKey").mockReturnValue("203.0.113.9");
    vi.spyOn(session, "getAdminSession").mockImplementation(async () => signedIn as never);
    vi.spyOn(rateLimits, "hitFormRateLimit").mockImplementation(async () =>
      allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 30 },
    );
  });

  const declared = endpoint(
    { name: "steps", auth: "admin", idempotencyKey: true, rateLimit: "contact", json: { maxBytes: 64, schema } },
    async ({ input, key, admin: who }) => ok({ name: input.name, key, admin: who.email }),
  );

  const send = (body: string, headers: Record<string, string> = {}) =>
    declared(
      new Request("http://localhost/api/steps", {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "k-1", ...headers },
        body,
      }),
    );

  it("answers the first step that refuses: session, media type, key, rate limit, body cap, schema", async () => {
    const everythingWrong = () => send(JSON.stringify({ name: "" }).padEnd(100), { "content-type": "text/plain", "idempotency-key": "" });
    signedIn = null;
    allowed = false;
    expect((await everythingWrong()).status).toBe(401);
    signedIn = admin;
    expect((await everythingWrong()).status).toBe(415);
    expect((await send("x".repeat(100), { "idempotency-key": "" })).status).toBe(400);
    expect((await send("x".repeat(100))).status).toBe(429);
    allowed = true;
    expect((await send("x".repeat(100))).status).toBe(413);
    const invalid = await send(JSON.stringify({ name: "" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: "validation", fieldErrors: { name: ["Please enter your name."] }, formErrors: [] });

    const passed = await send(JSON.stringify({ name: "Asha" }));
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({ name: "Asha", key: "k-1", admin: "owner@agency.test" });
  });

  it("never lets a browser or proxy store an admin answer, refusals included", async () => {
    signedIn = null;
    expect((await send("{}")).headers.get("cache-control")).toBe("no-store");
    signedIn = admin;
    expect((await send(JSON.stringify({ name: "Asha" }))).headers.get("cache-control")).toBe("no-store");
  });

  it("answers a thrown ApiError with its code's status and details, and logs nothing", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refusing = endpoint({ name: "refusing" }, async () => {
      throw new ApiError("last_factor", { message: "Add another factor first." });
    });
    const response = await refusing(request());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "last_factor", message: "Add another factor first." });
    expect(log).not.toHaveBeenCalled();
  });

  it("hands over the route's params, a catch-all's segments joined", async () => {
    const echo = endpoint({ name: "params", params: ["id", "rest"] }, async ({ params }) => ok(params));
    const response = await echo(request(), { params: Promise.resolve({ id: "q1", rest: ["callback", "credentials"] }) });
    expect(await response.json()).toEqual({ id: "q1", rest: "callback/credentials" });
  });

  it("counts a form's parts before the parser sees it", async () => {
    const parse = vi.spyOn(Response.prototype, "formData");
    const form = endpoint(
      { name: "form", media: "multipart/form-data", form: { maxBytes: 4096, limits: { maxParts: 2, maxFiles: 0, maxFieldBytes: 64 } } },
      async ({ form }) => ok({ fields: [...form.keys()] }),
    );
    const body = new FormData();
    for (const name of ["a", "b", "c"]) body.append(name, "x");
    const multipart = new Request("http://localhost/api/form", { method: "POST", body });
    const response = await form(multipart);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ formErrors: ["A form has at most 2 fields."] });
    expect(parse).not.toHaveBeenCalled();
  });

  it("reads a raw body only when the handler asks, within its cap", async () => {
    const raw = endpoint({ name: "raw", raw: { maxBytes: 4, limit: "request" } }, async ({ headers, bytes }) =>
      headers.has("x-secret") ? ok({ size: (await bytes()).byteLength }) : unauthorized(),
    );
    const post = (body: string, headers: Record<string, string> = {}) =>
      raw(new Request("http://localhost/api/raw", { method: "POST", body, headers }));
    expect((await post("far too long")).status).toBe(401);
    const over = await post("far too long", { "x-secret": "1" });
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: "too_large", limit: "request", maxBytes: 4 });
    expect(await (await post("abc", { "x-secret": "1" })).json()).toEqual({ size: 3 });
  });
});
