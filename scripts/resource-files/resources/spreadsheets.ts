import type { CellValue, Sheet } from "../xlsx";

// The two spreadsheet templates of the resources library.

/** Excel's serial day number for a calendar date (1900 date system). */
export function excelDate(iso: string): number {
  return (Date.parse(`${iso}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
}

const date = (iso: string): CellValue => ({ value: excelDate(iso), style: "date" });
const wrap = (text: string): CellValue => ({ value: text, style: "wrap" });
const bold = (text: string): CellValue => ({ value: text, style: "bold" });

// Three platforms, four weeks: twelve posts, each on the day that platform does best.
const calendarPlan: readonly [week: number, dayOffset: number, platform: string, format: string, pillar: string, idea: string][] = [
  [1, 0, "LinkedIn", "Carousel (6 slides)", "Educate", "Five questions to ask before hiring a [your service] provider"],
  [1, 2, "Instagram", "Reel (20-30 s)", "Show the work", "Before/after of a recent project, with the result in the first 3 seconds"],
  [1, 4, "Facebook", "Photo + offer", "Offer", "Campaign slot 1: launch the month's offer with a clear deadline"],
  [2, 1, "Instagram", "Reel (15-20 s)", "Educate", "Myth vs fact about your product or service"],
  [2, 2, "LinkedIn", "Text + photo", "People", "Team member spotlight: what they do and a lesson from a client project"],
  [2, 5, "Facebook", "Video (30-60 s)", "Show the work", "Behind the scenes: how an order or project comes together"],
  [3, 0, "Facebook", "Festival creative", "People", "Festival greeting with a real team or store photo (see the Festivals sheet)"],
  [3, 2, "Instagram", "Carousel", "Educate", "Buying guide: how to choose between your three most popular options"],
  [3, 3, "LinkedIn", "Document post", "Educate", "A short case study: problem, what you did, the measurable result"],
  [4, 1, "Instagram", "Reel (20-30 s)", "People", "Customer story or testimonial, with captions on screen"],
  [4, 3, "LinkedIn", "Poll", "Educate", "Ask your audience a question your product answers; reply to every vote"],
  [4, 4, "Facebook", "Photo + offer", "Offer", "Campaign slot 2: last call for the month's offer, with booking link"],
];

const hashtagHint: Record<string, string> = {
  Instagram: "#YourCity #YourArea #YourNiche #BrandTag",
  Facebook: "#YourCity #BrandTag",
  LinkedIn: "#YourIndustry #YourCity",
};

export function contentCalendar(): Sheet[] {
  const header: CellValue[] = [
    "Week",
    "Date",
    "Day",
    "Platform",
    "Format",
    "Pillar",
    "Topic / idea",
    "Caption draft",
    "Hashtags",
    "Owner",
    "Status",
  ];
  const rows: CellValue[][] = [header];
  calendarPlan.forEach(([week, dayOffset, platform, format, pillar, idea], index) => {
    const row = index + 2;
    rows.push([
      week,
      // The dates follow the month start on the Settings sheet.
      { formula: `Settings!$B$3+${(week - 1) * 7 + dayOffset}`, style: "date" },
      { formula: `TEXT(B${row},"ddd")` },
      platform,
      format,
      pillar,
      wrap(idea),
      wrap(""),
      hashtagHint[platform] ?? "",
      "",
      "Idea",
    ]);
  });
  rows.push([]);
  rows.push([bold("Posts this month"), { formula: "COUNTA(D2:D13)" }]);
  rows.push([bold("Published"), { formula: 'COUNTIF(K2:K13,"Published")' }]);

  const settings: Sheet = {
    name: "Settings",
    columns: [34, 18, 60],
    rows: [
      [bold("Monthly Content Calendar"), null, null],
      [],
      [bold("Month starts on (a Monday)"), date("2026-11-02"), wrap("Change this date: every date on the Calendar sheet moves with it.")],
      [bold("Status values"), "Idea", wrap("Idea, Drafted, Approved, Scheduled, Published")],
      [
        bold("Posting times (IST) to start with"),
        null,
        wrap("Weekdays 8-10 am, 1-2 pm, 7-10 pm; weekends 11 am-1 pm. LinkedIn: Tue-Thu 9-11 am. Adjust after four weeks of Insights."),
      ],
      [bold("Pillar mix"), null, wrap("Educate 40%, Show the work 25%, People 20%, Offer 15%.")],
    ],
  };

  const festivals: Sheet = {
    name: "Festivals 2026",
    columns: [16, 34, 26, 60],
    freezeHeader: true,
    rows: [
      ["Date", "Occasion", "Where it matters most", "Content idea"],
      [
        date("2026-01-14"),
        "Makar Sankranti / Pongal",
        "Pan-India; Telangana, AP, Tamil Nadu",
        wrap("Kite or kolam themed creative; start-of-year offer"),
      ],
      [date("2026-01-26"), "Republic Day", "Pan-India", wrap("Thank-you post; avoid heavy sales messaging")],
      [date("2026-03-04"), "Holi", "North and central India, cities everywhere", wrap("Colourful Reel; safe-colours tips")],
      [
        date("2026-03-19"),
        "Ugadi / Gudi Padwa",
        "Telangana, AP, Karnataka, Maharashtra",
        wrap("New-year greeting in Telugu, Kannada or Marathi; fresh-start offer"),
      ],
      [
        date("2026-03-21"),
        "Eid al-Fitr (date depends on the moon)",
        "Pan-India; Hyderabad especially",
        wrap("Greeting with a real photo; late-evening posting during Ramadan"),
      ],
      [date("2026-06-02"), "Telangana Formation Day", "Telangana", wrap("Local pride post; Hyderabad landmarks")],
      [date("2026-08-15"), "Independence Day", "Pan-India", wrap("Team photo with the flag; a story about your journey")],
      [date("2026-08-28"), "Raksha Bandhan", "Pan-India", wrap("Gifting ideas; sibling stories")],
      [date("2026-09-14"), "Ganesh Chaturthi", "Maharashtra, Telangana, Karnataka", wrap("Eco-friendly celebration tips; festive offer")],
      [
        date("2026-10-20"),
        "Dussehra / Vijayadashami (Bathukamma before it)",
        "Pan-India; Telangana",
        wrap("Festive campaign slot; Bathukamma greetings in Telangana"),
      ],
      [date("2026-11-08"), "Diwali", "Pan-India", wrap("Biggest campaign of the year: plan three weeks ahead")],
      [date("2026-12-25"), "Christmas", "Pan-India, cities", wrap("Year-end thank-you; New Year offer teaser")],
      [],
      [wrap("Dates of lunar festivals can differ by a day between regions; confirm locally before scheduling.")],
    ],
  };

  return [{ name: "Calendar", columns: [7, 13, 7, 12, 20, 15, 48, 40, 30, 14, 12], freezeHeader: true, rows }, settings, festivals];
}

export function ppcPlanner(): Sheet[] {
  const header: CellValue[] = [
    "Campaign",
    "Platform",
    "Monthly budget (₹)",
    "Average CPC (₹)",
    "Clicks",
    "Conversion rate",
    "Leads",
    "Cost per lead (₹)",
    "Lead-to-sale rate",
    "Sales",
    "Average sale value (₹)",
    "Revenue (₹)",
    "ROAS",
  ];
  const campaigns: readonly [string, string, number, number, number, number, number][] = [
    ["Brand search", "Google Search", 10_000, 12, 0.12, 0.3, 8_000],
    ["Service keywords (city)", "Google Search", 25_000, 28, 0.06, 0.25, 8_000],
    ["Lead form", "Meta (Facebook + Instagram)", 15_000, 6, 0.03, 0.15, 8_000],
    ["Retargeting", "Meta (Facebook + Instagram)", 5_000, 5, 0.05, 0.3, 8_000],
    ["Decision makers", "LinkedIn", 20_000, 90, 0.05, 0.2, 40_000],
  ];
  const rows: CellValue[][] = [header];
  campaigns.forEach(([name, platform, budget, cpc, conversion, closeRate, saleValue], index) => {
    const r = index + 2;
    rows.push([
      name,
      platform,
      { value: budget, style: "rupees" },
      { value: cpc, style: "rupees" },
      { formula: `IFERROR(C${r}/D${r},0)`, style: "number" },
      { value: conversion, style: "percent" },
      { formula: `E${r}*F${r}`, style: "number" },
      { formula: `IFERROR(C${r}/G${r},0)`, style: "rupees" },
      { value: closeRate, style: "percent" },
      { formula: `G${r}*I${r}`, style: "number" },
      { value: saleValue, style: "rupees" },
      { formula: `J${r}*K${r}`, style: "rupees" },
      { formula: `IFERROR(L${r}/C${r},0)`, style: "ratio" },
    ]);
  });
  const last = campaigns.length + 1;
  rows.push([]);
  rows.push([
    bold("Total"),
    null,
    { formula: `SUM(C2:C${last})`, style: "rupees" },
    { formula: `IFERROR(C${last + 2}/E${last + 2},0)`, style: "rupees" },
    { formula: `SUM(E2:E${last})`, style: "number" },
    { formula: `IFERROR(G${last + 2}/E${last + 2},0)`, style: "percent" },
    { formula: `SUM(G2:G${last})`, style: "number" },
    { formula: `IFERROR(C${last + 2}/G${last + 2},0)`, style: "rupees" },
    { formula: `IFERROR(J${last + 2}/G${last + 2},0)`, style: "percent" },
    { formula: `SUM(J2:J${last})`, style: "number" },
    { formula: `IFERROR(L${last + 2}/J${last + 2},0)`, style: "rupees" },
    { formula: `SUM(L2:L${last})`, style: "rupees" },
    { formula: `IFERROR(L${last + 2}/C${last + 2},0)`, style: "ratio" },
  ]);
  rows.push([]);
  rows.push([bold("GST on ad spend (18%)"), null, { formula: `C${last + 2}*0.18`, style: "rupees" }]);
  rows.push([bold("Budget including GST"), null, { formula: `C${last + 2}*1.18`, style: "rupees" }]);

  const guide: Sheet = {
    name: "How to use",
    columns: [28, 90],
    rows: [
      [bold("PPC Budget Planner")],
      [],
      [bold("1. Budgets"), wrap("Enter each campaign's monthly budget in column C of the Planner sheet.")],
      [
        bold("2. Cost per click"),
        wrap(
          "Start from the keyword planner (Google Ads) or the audience estimate (Meta, LinkedIn); replace with your real CPC after two weeks.",
        ),
      ],
      [
        bold("3. Conversion rate"),
        wrap("Share of clicks that become a lead (form, call, WhatsApp). 2-5% is common for lead forms, higher for brand searches."),
      ],
      [
        bold("4. Lead-to-sale rate and sale value"),
        wrap("From your own records: how many enquiries become customers, and what a customer spends."),
      ],
      [
        bold("5. Read the result"),
        wrap(
          "Cost per lead should stay below what you can afford to pay for a customer times the lead-to-sale rate. ROAS above 1 means the campaign pays back its spend; aim higher to cover margins.",
        ),
      ],
      [
        bold("GST"),
        wrap("Google, Meta and LinkedIn charge 18% GST on ad spend billed in India; registered businesses can usually claim input credit."),
      ],
      [
        bold("Tip"),
        wrap(
          "The five campaigns are examples. Replace every assumption (columns C, D, F, I and K) with your own numbers before you decide a budget.",
        ),
      ],
    ],
  };
  const benchmarks: Sheet = {
    name: "CPC guide",
    columns: [30, 22, 60],
    freezeHeader: true,
    rows: [
      ["Where", "Typical CPC (₹)", "Notes"],
      ["Google Search, brand terms", "5-20", wrap("Cheap and high-converting; protect your name from competitors.")],
      ["Google Search, local services", "15-60", wrap("Varies by city and trade; legal, finance and real estate cost more.")],
      ["Meta (Facebook + Instagram)", "3-15", wrap("Lower CPC, lower intent: use lead forms or WhatsApp click-to-chat.")],
      ["LinkedIn", "60-200", wrap("Expensive, but precise for B2B job titles and industries.")],
      ["YouTube (per view)", "0.3-2", wrap("For awareness and remarketing audiences.")],
      [],
      [
        wrap(
          "Ranges are indicative for Indian campaigns and change with season, city and competition. Use them only until you have your own data.",
        ),
      ],
    ],
  };
  return [{ name: "Planner", columns: [26, 28, 18, 15, 10, 15, 9, 17, 16, 9, 20, 16, 9], freezeHeader: true, rows }, guide, benchmarks];
}
