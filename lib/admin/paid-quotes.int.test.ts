import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { markPaymentPaid } from "@/lib/payments/paid";
import { exportListCsv } from "./export";
import { countAdminRecords, listPayments, listQuotes, startOfMonthIst } from "./lists";

// A quote whose payment was captured shows as paid, with its receipt, in the admin's list and
// export; the dashboard adds up what came in this month; the payments list names the payer.

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE payments, payment_refunds, receipts, receipt_sequences, quotes, outbox_mails CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

async function paidQuote(name: string, email: string, rupees: number, at: Date) {
  const quote = await db.quote.create({ data: { name, email, description: "Work", estimate: rupees }, select: { id: true } });
  const payment = await db.payment.create({
    data: {
      purpose: "quote",
      reference: quote.id,
      quoteId: quote.id,
      description: "Project Quote Payment",
      amountPaise: rupees * 100,
      razorpayOrderId: `order_${name}`,
    },
    select: { id: true },
  });
  const paid = await db.$transaction((tx) => markPaymentPaid(tx, { paymentId: payment.id, razorpayPaymentId: `pay_${name}`, now: at }));
  return { quoteId: quote.id, paymentId: payment.id, number: paid?.receiptNumber ?? "" };
}

describe("paid quotes in the dashboard", () => {
  it("marks a paid quote with its receipt in the list and the export, and leaves an unpaid one alone", async () => {
    const now = new Date();
    const paid = await paidQuote("Anil", "anil@example.in", 9147, now);
    await db.quote.create({ data: { name: "Bina", email: "bina@example.in", description: "Later", estimate: 500 } });

    const quotes = await listQuotes({ search: "", page: 1 });
    const byName = Object.fromEntries(quotes.rows.map((row) => [row.name, row.payments[0]?.receipt?.number ?? null]));
    expect(byName).toEqual({ Anil: paid.number, Bina: null });

    const csv = await exportListCsv("quotes", "");
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toContain("Status,Payment,Receipt,Submitted At (IST)");
    expect(rows.find((row) => row.startsWith("Anil"))).toContain(`,Paid,${paid.number},`);
    expect(rows.find((row) => row.startsWith("Bina"))).toContain(",Not paid,,");
  });

  it("adds up the payments received this month, in IST", async () => {
    const now = new Date("2026-12-15T10:00:00Z");
    await paidQuote("Chitra", "chitra@example.in", 1000, new Date("2026-11-30T18:30:00Z")); // 1 December 00:00 IST
    await paidQuote("Dev", "dev@example.in", 250, new Date("2026-11-30T18:29:59Z")); // still November in IST

    expect(startOfMonthIst(now).toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect((await countAdminRecords(now)).receivedThisMonthPaise).toBe(100_000);
  });

  it("names the payer, the quote and the receipt in the payments list", async () => {
    const paid = await paidQuote("Esha", "esha@example.in", 4599, new Date());
    await db.receipt.updateMany({ data: { payerEmail: "esha.pays@example.in", payerContact: "+919000000001" } });
    await db.paymentRefund.create({
      data: { id: "rfnd_E1", paymentId: paid.paymentId, amountPaise: 50_000, currency: "INR", status: "processed" },
    });

    const [row] = (await listPayments({ search: "", page: 1 })).rows;

    expect(row).toMatchObject({
      quote: { name: "Esha", email: "esha@example.in" },
      receipt: { number: paid.number, payerName: "Esha", payerEmail: "esha.pays@example.in" },
      refunds: [{ amountPaise: 50_000, status: "processed" }],
    });
  });
});
