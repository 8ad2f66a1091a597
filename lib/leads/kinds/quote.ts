import type { Prisma } from "@/lib/generated/prisma/client";
import * as choices from "@/lib/i18n/records/quote-options";
import { optionLabel, optionLabels } from "@/lib/format/labels";
import { quoteStatusLabels } from "@/lib/leads/quote-statuses";
import { field, leadKindOf, personal, sourceFields } from "./lead-kind";
import { containing, phoneMatch } from "./search";

/** Everything a quote request holds but its history and payments. */
export const quoteSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  company: true,
  services: true,
  projectType: true,
  timeline: true,
  budget: true,
  description: true,
  additionalServices: true,
  urgency: true,
  preferredContact: true,
  socialPlatforms: true,
  websiteType: true,
  equipmentNeeded: true,
  videoLength: true,
  marketingGoals: true,
  estimate: true,
  status: true,
  source: true,
  createdAt: true,
} satisfies Prisma.QuoteSelect;

/** Its first captured payment, with the receipt's number: what "Paid" and "Receipt" read. */
export const quotePaidSelect = {
  where: { status: "paid" },
  select: { receipt: { select: { id: true, number: true } } },
  orderBy: { paidAt: "asc" },
  take: 1,
} satisfies Prisma.Quote$paymentsArgs;

export type Quote = Prisma.QuoteGetPayload<{ select: typeof quoteSelect }>;

/** What the list's columns read (quoteKind.list), with the last status change and the paying payment. */
export const quoteListSelect = {
  id: true,
  name: true,
  email: true,
  timeline: true,
  budget: true,
  estimate: true,
  status: true,
  source: true,
  createdAt: true,
  statusChanges: { select: { changedAt: true, changedBy: true }, orderBy: { changedAt: "desc" }, take: 1 },
  payments: quotePaidSelect,
} satisfies Prisma.QuoteSelect;

export type QuoteListRow = Prisma.QuoteGetPayload<{ select: typeof quoteListSelect }>;
type Paid = { payments: { receipt: { number: string } | null }[] };
type Optional<Key extends string> = { [K in Key]?: string | null };

export const quoteFields = {
  name: personal((row: Pick<Quote, "name">) => row.name, "Name"),
  email: personal((row: Pick<Quote, "email">) => row.email, "Email", "email"),
  phone: personal((row: Optional<"phone">) => row.phone, "Phone", "phone"),
  company: personal((row: Optional<"company">) => row.company, "Company"),
  preferredContact: field(
    (row: Pick<Quote, "preferredContact">) => optionLabel(choices.preferredContactOptions, row.preferredContact),
    "Preferred Contact",
  ),
  services: field((row: Pick<Quote, "services">) => optionLabels(choices.quoteServiceOptions, row.services), "Services"),
  additionalServices: field(
    (row: Pick<Quote, "additionalServices">) => optionLabels(choices.quoteAddOnOptions, row.additionalServices),
    "Additional Services",
  ),
  projectType: field((row: Optional<"projectType">) => optionLabel(choices.projectTypeOptions, row.projectType), "Project Type"),
  timeline: field((row: Optional<"timeline">) => optionLabel(choices.quoteTimelineOptions, row.timeline), "Timeline"),
  budget: field((row: Optional<"budget">) => optionLabel(choices.quoteBudgetOptions, row.budget), "Budget"),
  urgency: field((row: Pick<Quote, "urgency">) => optionLabel(choices.urgencyOptions, row.urgency), "Urgency"),
  socialPlatforms: field(
    (row: Pick<Quote, "socialPlatforms">) => optionLabels(choices.socialPlatformOptions, row.socialPlatforms),
    "Social Platforms",
  ),
  websiteType: field((row: Optional<"websiteType">) => optionLabel(choices.websiteTypeOptions, row.websiteType), "Website Type"),
  equipmentNeeded: field(
    (row: Pick<Quote, "equipmentNeeded">) => optionLabels(choices.equipmentOptions, row.equipmentNeeded),
    "Equipment Needed",
  ),
  videoLength: field((row: Optional<"videoLength">) => optionLabel(choices.videoLengthOptions, row.videoLength), "Video Length"),
  marketingGoals: field(
    (row: Pick<Quote, "marketingGoals">) => optionLabels(choices.marketingGoalOptions, row.marketingGoals),
    "Marketing Goals",
  ),
  description: personal((row: Pick<Quote, "description">) => row.description, "Description", "long"),
  // Whole rupees, before GST: the wizard's figure.
  estimate: field((row: Pick<Quote, "estimate">) => row.estimate, "Estimate", "rupees"),
  status: field((row: Pick<Quote, "status">) => quoteStatusLabels[row.status], "Status"),
  paid: field((row: Paid) => (row.payments.length > 0 ? "Paid" : "Not paid"), "Payment"),
  receipt: field((row: Paid) => row.payments[0]?.receipt?.number, "Receipt"),
  createdAt: field((row: Pick<Quote, "createdAt">) => row.createdAt, "Submitted At", "date"),
  ...sourceFields(),
};

export const quoteKind = leadKindOf<Quote & Paid>()({
  noun: "Quote request",
  fields: quoteFields,
  story: [
    "email",
    "phone",
    "company",
    "preferredContact",
    "services",
    "additionalServices",
    "projectType",
    "timeline",
    "budget",
    "urgency",
    "socialPlatforms",
    "websiteType",
    "equipmentNeeded",
    "videoLength",
    "marketingGoals",
    "estimate",
    "status",
    "description",
  ],
  csv: [
    "name",
    "email",
    "phone",
    "company",
    "services",
    "additionalServices",
    "projectType",
    "timeline",
    "budget",
    "urgency",
    "preferredContact",
    "socialPlatforms",
    "websiteType",
    "equipmentNeeded",
    "videoLength",
    "marketingGoals",
    "description",
    "estimate",
    "status",
    "paid",
    "receipt",
    "createdAt",
    "source",
    "utmCampaign",
    "landingPage",
  ],
  list: ["name", "email", "timeline", "budget", "estimate", "status", "paid", "createdAt"],
  searchHint: "Name, email, company or phone",
});

/** Found by who asked. */
export function quoteSearch(search: string): Prisma.QuoteWhereInput {
  if (!search) return {};
  const text = containing(search);
  return { OR: [{ name: text }, { email: text }, { company: text }, { phone: text }, ...phoneMatch(search)] };
}
