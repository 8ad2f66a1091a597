import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./call-api";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("callApi", () => {
  it("sends JSON and hands back a success's body", async () => {
    const fetch = answering(Response.json({ id: "q1" }, { status: 201 }));
    const result = await callApi<{ id: string }>("/api/quotes", { json: { name: "Asha" }, headers: { "Idempotency-Key": "k" } });
    expect(result).toMatchObject({ ok: true, status: 201, body: { id: "q1" } });
    expect(fetch).toHaveBeenCalledWith("/api/quotes", {
      method: "POST",
      cache: undefined,
      headers: { "Content-Type": "application/json", "Idempotency-Key": "k" },
      body: '{"name":"Asha"}',
    });
  });

  it("reads a refusal's code, its message to show, its field errors and Retry-After", async () => {
    answering(Response.json({ error: "last_factor", message: "Add another first." }, { status: 409 }));
    expect(await callApi("/api/admin/security/totp", { method: "DELETE" })).toMatchObject({
      ok: false,
      status: 409,
      code: "last_factor",
      message: "Add another first.",
    });

    answering(Response.json({ error: "validation", fieldErrors: { code: ["Type the 6-digit code."] }, formErrors: [] }, { status: 400 }));
    expect(await callApi("/api/admin/security/totp/confirm", { json: { code: "" } })).toMatchObject({
      code: "validation",
      message: "Type the 6-digit code.",
      fieldErrors: { code: ["Type the 6-digit code."] },
    });

    answering(Response.json({ error: "rate_limited" }, { status: 429, headers: { "Retry-After": "30" } }));
    expect(await callApi("/api/contact", { json: {} })).toMatchObject({ status: 429, retryAfterSeconds: 30, message: undefined });
  });

  it("answers a network failure or a body that is not JSON without throwing", async () => {
    answering(new TypeError("Failed to fetch"));
    expect(await callApi("/api/contact", { json: {} })).toMatchObject({ ok: false, status: 0, code: null });
    answering(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await callApi("/api/contact", { json: {} })).toMatchObject({ ok: false, status: 502, code: null, body: {} });
  });
});
