import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { exportListCsv } from "@/lib/admin/export";
import { db } from "@/lib/db";
import { deliverPendingMail } from "@/lib/mail/outbox";
import { textsFor } from "@/lib/i18n/texts";
import { startSmtpSink } from "@/test/smtp-sink";
import { jsonRequest } from "@/test/requests";
import { GET as getConfirm, POST as postConfirm } from "./confirm/route";
import { POST } from "./route";

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE newsletter_subscriptions, outbox_mails, submission_keys, rate_limit_windows`;
});

afterAll(async () => {
  await db.$disconnect();
});

/** The one answer every accepted sign-up gets, whoever the address belongs to. */
const accepted = { status: 202, body: { status: "accepted" } };

async function subscribe(email: string): Promise<{ status: number; body: unknown }> {
  const response = await POST(jsonRequest("/api/newsletter", { email }));
  return { status: response.status, body: await response.json() };
}

async function subscriptionId(email: string): Promise<string | undefined> {
  return (await db.newsletterSubscription.findUnique({ where: { email }, select: { id: true } }))?.id;
}

async function welcomeMails(to: string) {
  return db.outboxMail.findMany({ where: { template: "newsletter-welcome", to }, orderBy: { createdAt: "asc" } });
}

/** The link of that kind in the welcome mail's text, as the subscriber would follow it. */
function linkIn(text: string, path: "confirm" | "unsubscribe"): string {
  const link = text.match(new RegExp(`https?://[^\\s\\]]+/api/newsletter/${path}\\?[^\\s\\]]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link;
}

async function confirmLink(to: string): Promise<string> {
  const mail = (await welcomeMails(to)).at(-1);
  return linkIn(mail?.text ?? "", "confirm");
}

async function confirmedAt(email: string): Promise<Date | null | undefined> {
  return (await db.newsletterSubscription.findUnique({ where: { email } }))?.confirmedAt;
}

describe("POST /api/newsletter: double opt-in", () => {
  it("keeps a new address pending, tells the agency, and mails the address a welcome with signed confirm and unsubscribe links", async () => {
    expect(await subscribe("Reader@Example.in")).toEqual(accepted);
    const id = await subscriptionId("reader@example.in");

    expect(
      await db.newsletterSubscription.findMany({ select: { id: true, email: true, confirmedAt: true, unsubscribedAt: true } }),
    ).toEqual([{ id, email: "reader@example.in", confirmedAt: null, unsubscribedAt: null }]);
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "newsletter-notification" } });
    expect([notification.to, notification.subject]).toEqual(["hello@example.com", "New Newsletter Subscriber: reader@example.in"]);
    const [welcome] = await welcomeMails("reader@example.in");
    expect(welcome?.subject).toBe("Please confirm your subscription – Agency Name");
    const confirm = new URL(linkIn(welcome?.text ?? "", "confirm"));
    const unsubscribe = linkIn(welcome?.text ?? "", "unsubscribe");
    expect(confirm.searchParams.get("s")).toBe(id);
    expect(welcome?.listUnsubscribe).toBe(unsubscribe);
    const html = welcome?.html ?? "";
    // The links are a button and short words; the long signed addresses are only in the plain text.
    const confirmAnchors = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].filter(([, href]) => href?.includes("/confirm?"));
    expect(confirmAnchors.map(([, href, text]) => [href, text])).toEqual([
      [confirm.href.replace(/&/g, "&amp;"), "Confirm subscription"],
      [confirm.href.replace(/&/g, "&amp;"), "Confirm subscription"],
    ]);
    expect(html).toContain("If the button does not work, open this link:");
    expect(html).toMatch(/<a href="[^"]+\/unsubscribe\?[^"]+"[^>]*>Unsubscribe<\/a>/);
    expect(html).not.toMatch(/>https?:\/\//);
    // Nobody is on the mailing list until the owner of the address confirms.
    expect(await exportListCsv("newsletter", "")).not.toContain("reader@example.in");
  });

  it("delivers the welcome with List-Unsubscribe and List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058)", async () => {
    await subscribe("reader@example.in");
    const [welcome] = await welcomeMails("reader@example.in");
    const sink = await startSmtpSink(workerServices().smtpPort);
    try {
      await deliverPendingMail();
      const messages = await sink.waitFor(2);
      const delivered = messages.find((message) => message.subject === welcome?.subject);
      const header = (name: string) => delivered?.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, " ");
      expect(header("list-unsubscribe")).toBe(`List-Unsubscribe: <${welcome?.listUnsubscribe}>`);
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      // The agency's notice is no mail to a subscriber: no unsubscribe header.
      const notice = messages.find((message) => message.subject?.startsWith("New Newsletter Subscriber"));
      expect(notice?.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(false);
    } finally {
      await sink.close();
    }
  });

  it("confirms only by the POST of the confirm page: a GET (a mail scanner) shows the button and changes nothing", async () => {
    await subscribe("reader@example.in");
    const link = await confirmLink("reader@example.in");

    const page = await getConfirm(new Request(link));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("Confirm that reader@example.in should receive the Agency Name newsletter.");
    expect(html).toContain('<form method="post"><button type="submit">Confirm subscription</button></form>');
    expect(await confirmedAt("reader@example.in")).toBeNull();

    const confirmed = await postConfirm(new Request(link, { method: "POST" }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    expect(await confirmedAt("reader@example.in")).toBeInstanceOf(Date);
    expect(await exportListCsv("newsletter", "")).toContain("reader@example.in");

    const again = await postConfirm(new Request(link, { method: "POST" }));
    expect(await again.text()).toContain("You are subscribed");
  });

  it("refuses a forged, altered or unsubscribe link with 400 and confirms nothing", async () => {
    await subscribe("reader@example.in");
    const id = await subscriptionId("reader@example.in");
    const link = new URL(await confirmLink("reader@example.in"));
    const unsubscribeLink = new URL(linkIn((await welcomeMails("reader@example.in"))[0]?.text ?? "", "unsubscribe"));
    const token = link.searchParams.get("t") ?? "";
    const base = `${link.origin}${link.pathname}`;
    const forged = [
      `${base}?s=${id}&t=${unsubscribeLink.searchParams.get("t")}`,
      `${base}?s=${id}&t=${token.slice(1)}`,
      `${base}?s=${id}&t=${"A".repeat(token.length)}`,
      `${base}?s=00000000-0000-4000-8000-000000000000&t=${token}`,
      `${base}?s=${id}`,
      `${base}?s='; DROP TABLE newsletter_subscriptions; --&t=${token}`,
      base,
    ];
    for (const url of forged) {
      for (const handler of [getConfirm, postConfirm]) {
        const response = await handler(new Request(url, { method: handler === getConfirm ? "GET" : "POST" }));
        expect(response.status, url).toBe(400);
        expect(await response.text()).toContain("This link is not valid");
      }
    }
    expect(await confirmedAt("reader@example.in")).toBeNull();
  });

  it("answers a new, a pending and a confirmed address alike, so nobody learns who subscribed", async () => {
    const forNew = await subscribe("reader@example.in");
    const forPending = await subscribe("reader@example.in");
    await postConfirm(new Request(await confirmLink("reader@example.in"), { method: "POST" }));
    const mailsBefore = await db.outboxMail.count();
    const forConfirmed = await subscribe("reader@example.in");

    expect([forNew, forPending, forConfirmed]).toEqual([accepted, accepted, accepted]);
    // The confirmed subscriber is left as they are and mailed nothing.
    expect(await db.outboxMail.count()).toBe(mailsBefore);
    expect(await confirmedAt("reader@example.in")).toBeInstanceOf(Date);
  });

  it("keeps the owner's link working when someone signs their pending address up again, and mails that same link again", async () => {
    await subscribe("reader@example.in");
    const ownersLink = await confirmLink("reader@example.in");
    const id = await subscriptionId("reader@example.in");

    expect(await subscribe("READER@example.in ")).toEqual(accepted);

    expect(await subscriptionId("reader@example.in")).toBe(id);
    const welcomes = await welcomeMails("reader@example.in");
    expect(welcomes).toHaveLength(2);
    expect(linkIn(welcomes[1]?.text ?? "", "confirm")).toBe(ownersLink);
    // The agency heard of the sign-up once.
    expect(await db.outboxMail.count({ where: { template: "newsletter-notification" } })).toBe(1);
    const confirmed = await postConfirm(new Request(ownersLink, { method: "POST" }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Subscription confirmed");
    expect(await confirmedAt("reader@example.in")).toBeInstanceOf(Date);
  });

  it("lets someone who left sign up again: pending, with a new welcome", async () => {
    await subscribe("reader@example.in");
    await db.newsletterSubscription.updateMany({ data: { confirmedAt: new Date(), unsubscribedAt: new Date() } });

    const again = await subscribe("reader@example.in");

    expect(again).toEqual(accepted);
    expect(await db.newsletterSubscription.findMany({ select: { confirmedAt: true, unsubscribedAt: true } })).toEqual([
      { confirmedAt: null, unsubscribedAt: null },
    ]);
    expect(await welcomeMails("reader@example.in")).toHaveLength(2);
  });

  it("sends one address at most 3 welcome mails a day, all with the same link, however often a stranger signs it up", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await subscribe("victim@example.in")).toEqual(accepted);

    const welcomes = await welcomeMails("victim@example.in");
    expect(welcomes).toHaveLength(3);
    expect(new Set(welcomes.map((welcome) => linkIn(welcome.text ?? "", "confirm"))).size).toBe(1);
    expect(await db.newsletterSubscription.count()).toBe(1);
    // The first mail's link still confirms: the stranger spoiled nothing.
    expect((await postConfirm(new Request(linkIn(welcomes[0]?.text ?? "", "confirm"), { method: "POST" }))).status).toBe(200);
  });

  it("answers a repeated key, and a bot caught by the hidden field, as it answers every sign-up", async () => {
    await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }));
    const key = "0b7e1f9a-8c3d-4e2f-a1b0-9d8c7b6a5f4e";
    const second = await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }, { key }));
    const third = await POST(jsonRequest("/api/newsletter", { email: "known@example.in" }, { key }));
    const bot = await POST(jsonRequest("/api/newsletter", { email: "bot@example.in", website: "https://spam.example" }));

    for (const response of [second, third, bot]) {
      expect({ status: response.status, body: await response.json() }).toEqual(accepted);
    }
    expect(await db.newsletterSubscription.findMany({ select: { email: true } })).toEqual([{ email: "known@example.in" }]);
  });

  it.each([
    [{}],
    [{ email: "" }],
    [{ email: "not-an-address" }],
    [{ email: ["a@example.in"] }],
    [{ email: `${"a".repeat(250)}@example.in` }],
  ])("answers 400 naming email for %j, and stores and mails nothing", async (body) => {
    const response = await POST(jsonRequest("/api/newsletter", body));

    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.email).toHaveLength(1);
    expect(await db.newsletterSubscription.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("writes the welcome in the language of the page it was sent from, and its links open their pages in it; the English pages stay English", async () => {
    const response = await POST(jsonRequest("/api/newsletter", { email: "pathak@example.in", language: "hi" }));
    expect(response.status).toBe(202);
    const hindi = textsFor("hi");
    const [welcome] = await welcomeMails("pathak@example.in");
    expect(welcome?.subject).toBe(`${hindi.mail.newsletter.subject} – Agency Name`);
    expect(welcome?.html).toContain('<html lang="hi"');
    expect(welcome?.text).toContain(hindi.mail.newsletter.unsubscribe);
    expect(welcome?.html).toContain(`>${hindi.newsletterLinks.confirmButton}</a>`);
    expect(welcome?.html).toContain(hindi.mail.newsletter.fallback);
    // What is stored and what the agency reads stay as they are.
    expect(await db.newsletterSubscription.findMany({ select: { email: true } })).toEqual([{ email: "pathak@example.in" }]);
    const notification = await db.outboxMail.findFirstOrThrow({ where: { template: "newsletter-notification" } });
    expect(notification.subject).toBe("New Newsletter Subscriber: pathak@example.in");

    const link = linkIn(welcome?.text ?? "", "confirm");
    expect(new URL(link).searchParams.get("lang")).toBe("hi");
    const page = await (await getConfirm(new Request(link))).text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain(`<button type="submit">${hindi.newsletterLinks.confirmButton}</button>`);
    expect(page).toContain('<a href="/hi">');
    const confirmed = await (await postConfirm(new Request(link, { method: "POST" }))).text();
    expect(confirmed).toContain(hindi.newsletterLinks.confirmedTitle);
    expect(await confirmedAt("pathak@example.in")).toBeInstanceOf(Date);

    // The same link with its language taken off opens the English page: the language is no part of the signature.
    const english = new URL(link);
    english.searchParams.delete("lang");
    expect(await (await getConfirm(new Request(english))).text()).toContain("You are subscribed");
  });

  it.each([["fr"], [""], [["te"]], [7]])("answers 400 for the language %j, and stores and mails nothing", async (language) => {
    const response = await POST(jsonRequest("/api/newsletter", { email: "lang@example.in", language }));
    expect(response.status).toBe(400);
    expect(await db.newsletterSubscription.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });
});
