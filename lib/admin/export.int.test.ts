import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { csvByteOrderMark } from "./csv";
import { exportListCsv } from "./export";

const at = new Date("2025-03-04T18:45:00Z"); // 5 March 00:15 in Hyderabad

beforeEach(async () => {
  await db.$executeRaw`TRUNCATE contacts, quotes, quote_status_changes, career_applications, resumes, newsletter_subscriptions, payments CASCADE`;
});

afterAll(async () => {
  await db.$disconnect();
});

function lines(csv: string): string[] {
  expect(csv.startsWith(csvByteOrderMark)).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv.slice(1, -2).split("\r\n");
}

describe("exportListCsv", () => {
  it("exports contacts with labels, IST times and neutralised formulas", async () => {
    await db.contact.create({
      data: {
        name: '=HYPERLINK("http://evil.example")',
        email: "asha@example.in",
        phone: "+919876543210",
        company: "Rao, Sons & Co",
        interestedService: "web",
        budget: "discuss",
        projectDetails: 'Line one\nLine "two"',
        source: { landingPage: "/", referrerHost: null, utmSource: "newsletter", utmMedium: "email", utmCampaign: "november" },
        createdAt: at,
      },
    });

    expect(lines(await exportListCsv("contacts", ""))).toEqual([
      "Name,Email,Phone,Company,Interested Service,Budget,Project Details,Submitted At (IST),Source,UTM Campaign,Landing Page",
      `"'=HYPERLINK(""http://evil.example"")",asha@example.in,'+919876543210,"Rao, Sons & Co",Web Development,Let's discuss,"Line one\nLine ""two""",2025-03-05 00:15:00,newsletter / email,november,/`,
    ]);
  });

  it("applies the search and writes every matching row, newest first, beyond one batch", async () => {
    await db.contact.createMany({
      data: Array.from({ length: 1203 }, (_, index) => ({
        name: `${index % 2 === 0 ? "Even" : "Odd"} ${index}`,
        email: `lead${index}@example.in`,
        projectDetails: "x",
        createdAt: new Date(at.getTime() + index * 1000),
      })),
    });

    const all = lines(await exportListCsv("contacts", ""));
    expect(all).toHaveLength(1204);
    expect(all[1]).toMatch(/^Even 1202,/);
    expect(all.at(-1)).toMatch(/^Even 0,/);
    expect(new Set(all).size).toBe(1204);

    const odd = lines(await exportListCsv("contacts", "odd"));
    expect(odd).toHaveLength(602);
    expect(odd.slice(1).every((line) => line.startsWith("Odd "))).toBe(true);
  });

  it("exports quotes with their items, estimate and status", async () => {
    await db.quote.create({
      data: {
        name: "Asha",
        email: "asha@example.in",
        services: ["web"],
        additionalServices: ["seo-pro"],
        timeline: "2-4-weeks",
        budget: "25000-50000",
        urgency: "priority",
        preferredContact: "whatsapp",
        description: "A shop",
        estimate: 22_497,
        status: "contacted",
        createdAt: at,
      },
    });
    expect(lines(await exportListCsv("quotes", ""))).toEqual([
      "Name,Email,Phone,Company,Services,Additional Services,Project Type,Timeline,Budget,Urgency,Preferred Contact,Social Platforms,Website Type,Equipment Needed,Video Length,Marketing Goals,Description,Estimate (INR),Status,Payment,Receipt,Submitted At (IST),Source,UTM Campaign,Landing Page",
      `Asha,asha@example.in,,,Web Development,SEO Pro Package,,2-4 weeks,"₹25,000 - ₹50,000",Priority,WhatsApp,,,,,,A shop,22497,Contacted,Not paid,,2025-03-05 00:15:00,,,`,
    ]);
  });

  it("exports applications with the resume's file name, subscribers and payments", async () => {
    const resume = await db.resume.create({
      data: { bytes: new Uint8Array([1]), originalName: "cv.pdf", contentType: "application/pdf", size: 1, sha256: "x" },
    });
    await db.careerApplication.create({
      data: {
        fullName: "Ravi",
        email: "ravi@example.in",
        applyingFor: "Graphic Designer",
        coverLetter: "Hi",
        resumeUrl: "r",
        resumeId: resume.id,
        createdAt: at,
      },
    });
    const later = new Date(at.getTime() + 60 * 60 * 1000);
    await db.newsletterSubscription.createMany({
      data: [
        {
          email: "news@example.in",
          subscribedAt: at,
          confirmedAt: later,
          source: { landingPage: "/blog/launch", referrerHost: "google.com", utmSource: null, utmMedium: null, utmCampaign: null },
        },
        // Signed up by anyone, never confirmed: not on the mailing list.
        { email: "news.pending@example.in", subscribedAt: at },
        { email: "news.left@example.in", subscribedAt: at, confirmedAt: at, unsubscribedAt: later },
      ],
    });
    await db.payment.create({
      data: {
        purpose: "service",
        reference: "web",
        description: "Payment for Web Development",
        amountPaise: 1_499_950,
        razorpayOrderId: "order_1",
        razorpayPaymentId: "pay_1",
        status: "paid",
        paidAt: at,
        createdAt: at,
        source: { landingPage: "/pricing", referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null },
      },
    });

    expect(lines(await exportListCsv("careers", ""))).toEqual([
      "Name,Email,Phone,Applying For,Cover Letter,Resume,Submitted At (IST),Source,UTM Campaign,Landing Page",
      "Ravi,ravi@example.in,,Graphic Designer,Hi,cv.pdf (1 KB),2025-03-05 00:15:00,,,",
    ]);
    expect(lines(await exportListCsv("newsletter", "NEWS"))).toEqual([
      "Email,Subscribed At (IST),Confirmed At (IST),Source,UTM Campaign,Landing Page",
      "news@example.in,2025-03-05 00:15:00,2025-03-05 01:15:00,google.com,,/blog/launch",
    ]);
    expect(lines(await exportListCsv("payments", ""))).toEqual([
      "Payer,Payer Email,Payer Phone,Bought,Description,Amount (INR),Currency,Status,Refunded (INR),Receipt,Method,Razorpay Order ID,Razorpay Payment ID,Flagged Reason,Created At (IST),Paid At (IST),Source,UTM Campaign,Landing Page",
      ",,,Web Development,Payment for Web Development,14999.50,INR,Paid,0.00,,,order_1,pay_1,,2025-03-05 00:15:00,2025-03-05 00:15:00,(direct),,/pricing",
    ]);
  });

  it("writes only the header when nothing matches", async () => {
    expect(lines(await exportListCsv("payments", "nothing"))).toHaveLength(1);
  });
});
