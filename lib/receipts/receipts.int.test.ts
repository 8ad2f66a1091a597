import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { workerServices } from "@/test/integration-workers";
import { POST as createOrder } from "@/app/api/payments/orders/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { company } from "@/lib/catalogue/company";
import { db } from "@/lib/db";
import { runScheduledSweep } from "@/lib/jobs/scheduled";
import { markPaymentPaid } from "@/lib/payments/paid";
import { hmacHex } from "@/lib/payments/signatures";
import { pdfText } from "@/test/pdf-text";
import { startRazorpayStandIn, type RazorpayStandIn } from "@/test/razorpay-stand-in";
import { jsonRequest } from "@/test/requests";
import { startSmtpSink, type SmtpSink } from "@/test/smtp-sink";
import { financialYearOf } from "./financial-year";

// A payment closes the loop: whichever of the checkout's answer, payment.captured and
// order.paid comes first marks it paid once, numbers its receipt, and the payer and the
// agency get one mail each, against the Razorpay stand-in and a real SMTP server.

let razorpay: RazorpayStandIn;
let sink: SmtpSink;
const agency = company.email;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn(workerServices().razorpayPort);
  sink = await startSmtpSink(workerServices().smtpPort);
});

afterAll(async () => {
  await razorpay.close();
  await sink.close();
  await db.$disconnect();
});

beforeEach(async () => {
  razorpay.paymentFetchMode = "ok";
  razorpay.paymentFetches.length = 0;
  razorpay.payers.clear();
  sink.messages.length = 0;
  await db.$executeRaw`TRUNCATE payments, payment_events, payment_refunds, receipts, receipt_sequences, quotes, outbox_mails, rate_limit_windows CASCADE`;
});

afterEach(() => {
  vi.restoreAllMocks();
});

interface Checkout {
  orderId: string;
  paymentId: string;
  amount: number;
}

let paymentCounter = 0;

async function checkout(body: Record<string, unknown> = { purpose: "service", serviceId: "marketing" }): Promise<Checkout> {
  const response = await createOrder(jsonRequest("/api/payments/orders", body));
  expect(response.status).toBe(201);
  const json = (await response.json()) as { orderId: string; amount: number };
  paymentCounter += 1;
  return { orderId: json.orderId, amount: json.amount, paymentId: `pay_Receipt${String(paymentCounter).padStart(5, "0")}` };
}

function verifyRequest({ orderId, paymentId }: Checkout): Request {
  return jsonRequest("/api/payments/verify", {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(`${orderId}|${paymentId}`, "integration-key-secret"),
  });
}

function signedWebhook(event: Record<string, unknown>): Request {
  const body = JSON.stringify(event);
  return new Request("http://localhost/api/payments/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": hmacHex(body, "integration-webhook-secret"),
      "x-razorpay-event-id": randomUUID(),
      "x-forwarded-for": "203.0.113.10",
    },
    body,
  });
}

function captured({ orderId, paymentId, amount }: Checkout, email = "payer@example.in") {
  return {
    entity: "event",
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured", email } } },
  };
}

function orderPaid({ orderId, paymentId, amount }: Checkout) {
  return {
    entity: "event",
    event: "order.paid",
    payload: {
      payment: { entity: { id: paymentId, order_id: orderId, amount, currency: "INR", status: "captured" } },
      order: { entity: { id: orderId, amount, amount_paid: amount, currency: "INR", status: "paid" } },
    },
  };
}

function refund(type: "refund.processed" | "refund.failed", { orderId, paymentId }: Checkout, refundId: string, amount: number) {
  return {
    entity: "event",
    event: type,
    payload: {
      refund: { entity: { id: refundId, entity: "refund", amount, currency: "INR", payment_id: paymentId, status: type.slice(7) } },
      payment: { entity: { id: paymentId, order_id: orderId, amount: 459_900, currency: "INR", email: "payer@example.in" } },
    },
  };
}

async function status(request: Request, send: (request: Request) => Promise<Response>): Promise<number> {
  return (await send(request)).status;
}

const payerMails = () => sink.messages.filter((mail) => mail.to && !JSON.stringify(mail.to).includes(agency));
const agencyMails = () => sink.messages.filter((mail) => JSON.stringify(mail.to).includes(agency));

/** Runs the sweep until the outbox is empty, and waits for the sink to have everything. */
async function sweep() {
  const report = await runScheduledSweep();
  const waiting = await db.outboxMail.count({ where: { sentAt: null } });
  expect(waiting).toBe(0);
  return report;
}

describe("one paid transition per payment", () => {
  it.each([
    ["verify, then payment.captured, then order.paid", ["verify", "captured", "order"]],
    ["payment.captured, then verify", ["captured", "verify"]],
    ["order.paid, then payment.captured, then verify", ["order", "captured", "verify"]],
  ] as const)("%s: one receipt, one payer mail with its PDF, one agency mail", async (_, order) => {
    const paid = await checkout();
    for (const step of order) {
      if (step === "verify") expect(await status(verifyRequest(paid), verify)).toBe(200);
      if (step === "captured") expect(await status(signedWebhook(captured(paid)), webhook)).toBe(200);
      if (step === "order") expect(await status(signedWebhook(orderPaid(paid)), webhook)).toBe(200);
    }
    await sweep();
    await sweep();

    const receipts = await db.receipt.findMany();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      number: `RCPT/${financialYearOf(new Date())}/0001`,
      payerEmail: "payer@example.in",
      payerContact: "+919876543210",
      method: "upi",
      amountPaise: 459_900,
    });
    expect(payerMails()).toHaveLength(1);
    expect(agencyMails()).toHaveLength(1);
    const [mail] = payerMails();
    expect(mail?.subject).toBe(`Your receipt ${receipts[0]?.number} – ${company.name}`);
    expect(mail?.text).toContain("Rupees four thousand five hundred ninety-nine only");
    expect(mail?.text).toContain("₹4,599");
    expect(mail?.text).toMatch(/\/api\/receipts\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/);
    expect(agencyMails()[0]?.subject).toContain(receipts[0]?.number);
    expect(agencyMails()[0]?.text).toContain("Payment for Social Media Marketing");

    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.contentType).toBe("application/pdf");
    const pdf = await pdfText(attachment?.content ?? new Uint8Array());
    expect(pdf.pages).toBe(1);
    for (const fact of [
      receipts[0]?.number ?? "missing",
      "₹4,599",
      "Payment for Social Media Marketing",
      "Rupees four thousand five hundred ninety-nine only",
      company.legalName,
      `CIN: ${company.cin}`,
      "Hyderabad",
      paid.paymentId,
      "This is a receipt for a payment received, not a tax invoice. No GST was charged on this payment.",
    ]) {
      expect(pdf.text).toContain(fact);
    }
  });

  it("holds when the answer and both webhooks arrive at once, for many payments: gapless numbers, one mail each", async () => {
    const payments = [];
    for (let index = 0; index < 12; index += 1) payments.push(await checkout());
    razorpay.orders.length = 0;

    const answers = await Promise.all(
      payments.flatMap((paid) => [
        status(verifyRequest(paid), verify),
        status(signedWebhook(captured(paid)), webhook),
        status(signedWebhook(orderPaid(paid)), webhook),
        status(verifyRequest(paid), verify),
      ]),
    );
    expect(new Set(answers)).toEqual(new Set([200]));
    // Two sweeps at once: a race between senders and between receipt runs writes nothing twice.
    await Promise.all([runScheduledSweep(), runScheduledSweep()]);
    await sweep();

    const receipts = await db.receipt.findMany({ orderBy: { sequence: "asc" }, select: { sequence: true, paymentId: true } });
    expect(receipts.map((receipt) => receipt.sequence)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(new Set(receipts.map((receipt) => receipt.paymentId)).size).toBe(12);
    expect(payerMails()).toHaveLength(12);
    expect(agencyMails()).toHaveLength(12);
    expect(new Set(payerMails().map((mail) => mail.subject)).size).toBe(12);
  });

  it("restarts the numbers at 1 on 1 April, IST", async () => {
    const [march, april, later] = [await checkout(), await checkout(), await checkout()];
    const payment = (paid: Checkout) => db.payment.findUniqueOrThrow({ where: { razorpayOrderId: paid.orderId }, select: { id: true } });
    const pay = async (paid: Checkout, at: string) =>
      db.$transaction(async (tx) =>
        markPaymentPaid(tx, { paymentId: (await payment(paid)).id, razorpayPaymentId: paid.paymentId, now: new Date(at) }),
      );

    expect((await pay(march, "2027-03-31T18:29:59Z"))?.receiptNumber).toBe("RCPT/2026-27/0001");
    expect((await pay(april, "2027-03-31T18:30:00Z"))?.receiptNumber).toBe("RCPT/2027-28/0001");
    expect((await pay(later, "2027-04-02T09:00:00Z"))?.receiptNumber).toBe("RCPT/2027-28/0002");
    expect(await pay(later, "2027-04-03T09:00:00Z")).toBeNull();
  });

  it("mails the receipt later when Razorpay's details cannot be fetched, without holding up the answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const paid = await checkout();
    razorpay.paymentFetchMode = "error";

    expect(await status(verifyRequest(paid), verify)).toBe(200);
    const failed = await runScheduledSweep();
    expect(failed).toMatchObject({ receiptsMailed: 0, receiptDetailFailures: 1 });
    expect(payerMails()).toHaveLength(0);
    expect(agencyMails()).toHaveLength(1);
    expect(await db.receipt.findFirstOrThrow()).toMatchObject({ mailQueuedAt: null, detailAttempts: 1 });

    // Not due yet: the next sweep leaves it alone.
    razorpay.paymentFetchMode = "ok";
    expect(await runScheduledSweep()).toMatchObject({ receiptsMailed: 0, receiptDetailFailures: 0 });
    await db.receipt.updateMany({ data: { nextDetailAttemptAt: new Date() } });
    expect(await runScheduledSweep()).toMatchObject({ receiptsMailed: 1 });
    expect(payerMails()).toHaveLength(1);
    expect(payerMails()[0]?.to).toMatchObject({ text: "payer@example.in" });
  });

  it.each([
    {
      locale: "te",
      name: "శ్రీనివాస్ రెడ్డి",
      subject: "మీ రసీదు",
      method: "కార్డ్",
      purpose: "కొటేషన్ Q-{ref} కోసం చెల్లింపు: సోషల్ మీడియా మార్కెటింగ్, వెబ్ డెవలప్‌మెంట్",
      inWords: "రూపాయలు తొమ్మిది వేల నూట నలభై ఏడు మాత్రమే",
      tax: "ఇది అందిన చెల్లింపుకు రసీదు మాత్రమే, టాక్స్ ఇన్వాయిస్ కాదు.",
    },
    {
      locale: "hi",
      name: "अनिल कुमार",
      subject: "आपकी रसीद",
      method: "कार्ड",
      purpose: "कोटेशन Q-{ref} के लिए भुगतान: सोशल मीडिया मार्केटिंग, वेब डेवलपमेंट",
      inWords: "रुपये नौ हज़ार एक सौ सैंतालीस मात्र",
      tax: "यह प्राप्त भुगतान की रसीद है, टैक्स इनवॉइस (कर बीजक) नहीं।",
    },
  ])("writes a quote's receipt and its PDF in $locale, the language of the page it was paid from", async (expected) => {
    const quote = await db.quote.create({
      data: {
        name: expected.name,
        email: "payer.quote@example.in",
        description: "Reels",
        services: ["marketing", "web"],
        estimate: 9147,
        checkoutToken: "quote-token",
      },
    });
    razorpay.payer = { email: "quote.pays@example.in", contact: "+919848022338", method: "card" };
    const paid = await checkout({ purpose: "quote", quoteId: quote.id, checkoutToken: "quote-token", language: expected.locale });

    expect(await status(verifyRequest(paid), verify)).toBe(200);
    await sweep();

    const [mail] = payerMails();
    const purpose = expected.purpose.replace("{ref}", quote.id.slice(0, 8).toUpperCase());
    expect(mail?.subject).toBe(`${expected.subject} RCPT/${financialYearOf(new Date())}/0001 – ${company.name}`);
    expect(mail?.html).toContain(`lang="${expected.locale}"`);
    for (const words of [expected.name, expected.method, purpose, expected.inWords, expected.tax]) expect(mail?.text).toContain(words);
    expect(agencyMails()[0]?.text).toContain(`${expected.name} <payer.quote@example.in>`);

    // The attachment read back by poppler, as a payer's reader and an accountant's tools read it.
    const directory = await mkdtemp(path.join(tmpdir(), "receipt-"));
    const file = path.join(directory, "receipt.pdf");
    await writeFile(file, (mail?.attachments ?? [])[0]?.content ?? new Uint8Array());
    const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const words of [expected.name, purpose, expected.inWords, expected.tax, "₹9,147"]) expect(text).toContain(words);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" }).split("\n").slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/ yes yes yes /);
    // Kept for a person to look at: pdftoppm -png -r 100 -f 1 -l 1 <file>
    if (process.env.RECEIPT_PDF_DIR)
      await writeFile(path.join(process.env.RECEIPT_PDF_DIR, `receipt-${expected.locale}.pdf`), await readFile(file));
    razorpay.payer = { email: "payer@example.in", contact: "+919876543210", method: "upi" };
  });
});

describe("flagged payments and refunds", () => {
  it("tells the agency once about a payment whose amount disagrees, however often it is reported", async () => {
    const paid = await checkout();
    for (const amount of [100, 200]) {
      const answer = await webhook(signedWebhook(captured({ ...paid, amount, paymentId: `pay_Wrong${amount}` })));
      expect(await answer.json()).toEqual({ outcome: "flagged" });
    }
    await sweep();

    expect(agencyMails().map((mail) => mail.subject)).toEqual([`Payment flagged: Payment for Social Media Marketing (${paid.orderId})`]);
    expect(await db.receipt.count()).toBe(0);
  });

  it("records a refund once, mails the payer naming the receipt, and never undoes a processed refund", async () => {
    const paid = await checkout();
    await verify(verifyRequest(paid));
    await sweep();
    sink.messages.length = 0;
    const number = (await db.receipt.findFirstOrThrow()).number;

    const processed = refund("refund.processed", paid, "rfnd_Test0001", 100_000);
    const outcomes = [];
    for (let delivery = 0; delivery < 3; delivery += 1) outcomes.push(await (await webhook(signedWebhook(processed))).json());
    outcomes.push(await (await webhook(signedWebhook(refund("refund.failed", paid, "rfnd_Test0001", 100_000)))).json());
    await sweep();

    expect(outcomes).toEqual([{ outcome: "applied" }, { outcome: "duplicate" }, { outcome: "duplicate" }, { outcome: "ignored" }]);
    expect(await db.paymentRefund.findMany({ select: { id: true, amountPaise: true, status: true } })).toEqual([
      { id: "rfnd_Test0001", amountPaise: 100_000, status: "processed" },
    ]);
    expect(payerMails()).toHaveLength(1);
    expect(payerMails()[0]?.subject).toBe(`Your refund of ₹1,000 – ${company.name}`);
    expect(payerMails()[0]?.text).toContain(`(receipt ${number})`);
  });

  it("records a failed refund without mailing the payer", async () => {
    const paid = await checkout();
    await verify(verifyRequest(paid));
    await sweep();
    sink.messages.length = 0;

    await webhook(signedWebhook(refund("refund.failed", paid, "rfnd_Test0002", 50_000)));
    await sweep();

    expect(await db.paymentRefund.findMany({ select: { status: true } })).toEqual([{ status: "failed" }]);
    expect(payerMails()).toHaveLength(0);
  });
});
