import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { company } from "@/lib/catalogue/company";
import { db } from "@/lib/db";
import { markPaymentPaid } from "@/lib/payments/paid";
import { receiptToken } from "@/lib/receipts/receipt-links";
import { receiptPagePolicy } from "@/lib/security/csp";
import { receiptThemeScript } from "@/lib/security/receipt-theme-script";
import { GET as receiptPdf } from "./pdf/route";
import { GET } from "./route";

// The payer's receipt link: the receipt's page and PDF for the signed token, and the same
// 404 for any token that is made up, altered or garbage, never a 5xx.

async function paidReceipt(language = "en"): Promise<{ id: string; number: string }> {
  const payment = await db.payment.create({
    data: {
      purpose: "service",
      reference: "emark",
      description: "Payment for Digital Marketing",
      amountPaise: 914_700,
      razorpayOrderId: `order_${randomBytes(6).toString("hex")}`,
      language,
    },
    select: { id: true },
  });
  const paid = await db.$transaction((tx) => markPaymentPaid(tx, { paymentId: payment.id, razorpayPaymentId: "pay_Page0001" }));
  if (!paid) throw new Error("not paid");
  await db.receipt.update({
    where: { id: paid.receiptId },
    data: { payerEmail: "payer@example.in", payerContact: "+919876543210", method: "netbanking", mailQueuedAt: new Date() },
  });
  return { id: paid.receiptId, number: paid.receiptNumber };
}

const open = (token: string) =>
  GET(new Request(`http://localhost/api/receipts/${encodeURIComponent(token)}`), { params: Promise.resolve({ token }) });

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE payments, receipts, receipt_sequences, outbox_mails CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("GET /api/receipts/{token}", () => {
  it("shows the receipt with its number, amount in figures and words, the payer and the company's facts", async () => {
    const receipt = await paidReceipt();

    const response = await open(receiptToken(receipt.id));
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    for (const fact of [
      '<html lang="en">',
      receipt.number,
      "₹9,147",
      "Rupees nine thousand one hundred forty-seven only",
      "payer@example.in",
      "Net banking",
      "pay_Page0001",
      company.legalName,
      `CIN: ${company.cin}`,
      "Payment for Digital Marketing",
      "This is a receipt for a payment received, not a tax invoice. No GST was charged on this payment.",
      '<meta name="robots" content="noindex">',
      '<meta name="referrer" content="no-referrer">',
      "url(/api/receipts/fonts/inter.woff2)",
    ])
      expect(html).toContain(fact);
    expect(html).not.toContain("GSTIN");
    // One script, the site's theme rule, which the page's policy allows by its hash.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`<script>${receiptThemeScript}</script>`);
    expect(response.headers.get("content-security-policy")).toBe(receiptPagePolicy);
  });

  it("speaks the language of the page the payment was made from", async () => {
    const receipt = await paidReceipt("hi");

    const html = await (await open(receiptToken(receipt.id))).text();

    expect(html).toContain('<html lang="hi">');
    expect(html).toContain("भुगतान रसीद");
    expect(html).toContain("नेट बैंकिंग");
    expect(html).toContain("डिजिटल मार्केटिंग सेवा के लिए भुगतान");
    expect(html).toContain("रुपये नौ हज़ार एक सौ सैंतालीस मात्र");
    // The site's Devanagari face first for this page's words.
    expect(html).toMatch(/font-family:receipt-inter,receipt-devanagari,/);
  });

  it("answers 404, never a 5xx, to any token that is not the receipt's own", async () => {
    const receipt = await paidReceipt();
    const token = receiptToken(receipt.id);
    const tokens = [
      token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
      `${randomUUID()}${token.slice(36)}`,
      receipt.id,
      `${receipt.id}.`,
      "",
      "%",
      "\u0000",
      "..%2f..%2fetc%2fpasswd",
      "a".repeat(10_000),
      `${receipt.id}.${"A".repeat(43)}`,
      "' OR 1=1 --",
      "😀".repeat(50),
      ...Array.from({ length: 40 }, () => randomBytes(1 + Math.floor(Math.random() * 120)).toString("latin1")),
    ];
    for (const garbage of tokens) {
      const response = await open(garbage);
      expect(response.status, JSON.stringify(garbage.slice(0, 40))).toBe(404);
      expect(await response.text()).toContain("This receipt link is not valid.");
    }
    const pdf = await receiptPdf(new Request("http://localhost/x"), { params: Promise.resolve({ token: `${receipt.id}.x` }) });
    expect(pdf.status).toBe(404);
  });

  it("answers 404 once the payer's details were erased", async () => {
    const receipt = await paidReceipt();
    await db.receipt.update({ where: { id: receipt.id }, data: { erasedAt: new Date() } });

    expect((await open(receiptToken(receipt.id))).status).toBe(404);
  });

  it("gives the PDF as a download", async () => {
    const receipt = await paidReceipt();
    const token = receiptToken(receipt.id);

    const response = await receiptPdf(new Request(`http://localhost/api/receipts/${token}/pdf`), { params: Promise.resolve({ token }) });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`${receipt.number.replaceAll("/", "-")}.pdf`);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
