import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { exportListCsv } from "@/lib/admin/export";
import { countAdminRecords } from "@/lib/admin/lists";
import { db } from "@/lib/db";
import { newsletterLink } from "@/lib/newsletter/links";
import { GET, POST } from "./route";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE newsletter_subscriptions, outbox_mails`;
});

afterAll(async () => {
  await db.$disconnect();
});

async function subscriber(email: string, confirmed = true): Promise<string> {
  const row = await db.newsletterSubscription.create({ data: { email, confirmedAt: confirmed ? new Date() : null }, select: { id: true } });
  return row.id;
}

/** What a mail client sends for its Unsubscribe button (RFC 8058 section 3.1). */
function oneClickPost(url: string): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

async function unsubscribedAt(id: string): Promise<Date | null | undefined> {
  return (await db.newsletterSubscription.findUnique({ where: { id } }))?.unsubscribedAt;
}

describe("/api/newsletter/unsubscribe", () => {
  it("unsubscribes at the mail client's one-click POST with no further step; a second POST changes nothing", async () => {
    const id = await subscriber("reader@example.in");
    const link = newsletterLink("unsubscribe", id);

    const response = await POST(oneClickPost(link));

    expect(response.status).toBe(200);
    expect(await response.text()).toContain("You have unsubscribed");
    const left = await unsubscribedAt(id);
    expect(left).toBeInstanceOf(Date);
    expect(await exportListCsv("newsletter", "")).not.toContain("reader@example.in");
    expect((await countAdminRecords()).newsletter).toBe(0);

    expect((await POST(oneClickPost(link))).status).toBe(200);
    expect(await unsubscribedAt(id)).toEqual(left);
  });

  it("shows a button on GET (a mail scanner, or the link opened in a browser) and unsubscribes only by its POST", async () => {
    const id = await subscriber("reader@example.in");
    const link = newsletterLink("unsubscribe", id);

    const page = await GET(new Request(link));

    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Stop sending the newsletter to reader@example.in?");
    expect(html).toContain('<form method="post"><button type="submit">Unsubscribe</button></form>');
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await unsubscribedAt(id)).toBeNull();

    // The page's own button: a form POST with an empty body.
    expect((await POST(new Request(link, { method: "POST" }))).status).toBe(200);
    expect(await unsubscribedAt(id)).toBeInstanceOf(Date);
    expect(await (await GET(new Request(link))).text()).toContain("You have unsubscribed");
  });

  it("ends a pending sign-up too, so a stranger's sign-up can be refused from the welcome mail", async () => {
    const id = await subscriber("victim@example.in", false);

    expect((await POST(oneClickPost(newsletterLink("unsubscribe", id)))).status).toBe(200);

    expect(await db.newsletterSubscription.findUnique({ where: { id }, select: { confirmedAt: true, unsubscribedAt: true } })).toEqual({
      confirmedAt: null,
      unsubscribedAt: expect.any(Date),
    });
  });

  it("says 'not subscribed' for a valid link whose subscription is gone (erased or pruned)", async () => {
    const link = newsletterLink("unsubscribe", "5c0e6f1a-2b3c-4d5e-8f70-8192a3b4c5d6");

    for (const handler of [GET, POST]) {
      const response = await handler(new Request(link, { method: handler === GET ? "GET" : "POST" }));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("You are not subscribed");
    }
  });

  it("refuses a confirm link, another subscription's id or an altered signature with 400, and unsubscribes nobody", async () => {
    const id = await subscriber("reader@example.in");
    const other = await subscriber("other@example.in");
    const link = new URL(newsletterLink("unsubscribe", id));
    const confirm = new URL(newsletterLink("confirm", id));
    const token = link.searchParams.get("t") ?? "";
    const base = `${link.origin}${link.pathname}`;

    for (const url of [
      `${base}?s=${id}&t=${confirm.searchParams.get("t")}`,
      `${base}?s=${other}&t=${token}`,
      `${base}?s=${id}&t=${token}x`,
      `${base}?t=${token}`,
      base,
    ]) {
      const response = await POST(oneClickPost(url));
      expect(response.status, url).toBe(400);
      expect(await response.text()).toContain("This link is not valid");
    }
    expect(await db.newsletterSubscription.count({ where: { unsubscribedAt: { not: null } } })).toBe(0);
  });

  it("answers any hostile query and body with 400 HTML, never a 5xx or a stack trace, and changes nothing", async () => {
    const id = await subscriber("reader@example.in");
    const token = new URL(newsletterLink("unsubscribe", id)).searchParams.get("t") ?? "";
    const hostile = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.constantFrom(id, token, "\u0000", "'; DROP TABLE newsletter_subscriptions; --", "%ZZ", id.toUpperCase()),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(hostile),
        fc.option(hostile),
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.boolean(),
        async (s, t, body, post) => {
          const query = new URLSearchParams();
          if (s !== null) query.set("s", s);
          if (t !== null) query.set("t", t);
          // A valid pair is not hostile: every other combination must be refused.
          fc.pre(!(s === id && t === token));
          const url = `http://localhost/api/newsletter/unsubscribe?${query}`;
          const response = post ? await POST(new Request(url, { method: "POST", body })) : await GET(new Request(url));
          const text = await response.text();
          expect(response.status).toBe(400);
          expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
          expect(text).not.toMatch(/\n\s+at |Error:|node_modules|\.ts:\d+/);
          expect(await unsubscribedAt(id)).toBeNull();
        },
      ),
      { numRuns: 60 },
    );
  });
});
