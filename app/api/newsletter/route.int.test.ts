import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { jsonRequest } from "@/lib/testing/requests";
import { POST } from "./route";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE newsletter_subscriptions, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("POST /api/newsletter", () => {
  it("subscribes an address once whatever its case, and mails the agency once", async () => {
    const first = await POST(jsonRequest("/api/newsletter", { email: "Reader@Example.in" }));
    const again = await POST(jsonRequest("/api/newsletter", { email: "READER@example.IN " }));

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const rows = await db.newsletterSubscription.findMany();
    expect(rows.map((row) => row.email)).toEqual(["reader@example.in"]);
    expect(await db.outboxMail.count()).toBe(1);
  });

  it("answers a repeated key for a known subscriber with that subscriber's id", async () => {
    const first = await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }));
    const key = "0b7e1f9a-8c3d-4e2f-a1b0-9d8c7b6a5f4e";
    const second = await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }, { key }));
    const third = await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }, { key }));

    const { id } = (await first.json()) as { id: string };
    expect(await second.json()).toEqual({ id });
    expect(await third.json()).toEqual({ id });
  });

  it.each([[{}], [{ email: "" }], [{ email: "not-an-address" }], [{ email: ["a@example.in"] }], [{ email: `${"a".repeat(250)}@example.in` }]])(
    "answers 400 naming email for %j and stores nothing",
    async (body) => {
      const response = await POST(jsonRequest("/api/newsletter", body));

      expect(response.status).toBe(400);
      const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(fieldErrors.email).toHaveLength(1);
      expect(await db.newsletterSubscription.count()).toBe(0);
    },
  );
});
