import type { Prisma } from "@/lib/generated/prisma/client";
import { contactBudgetOptions, contactServiceOptions } from "@/lib/i18n/records/contact-options";
import { optionLabel } from "@/lib/format/labels";
import { field, leadKindOf, personal, sourceFields } from "./lead-kind";
import { containing, phoneMatch } from "./search";

/** Everything a contact message holds. */
export const contactSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  company: true,
  interestedService: true,
  projectDetails: true,
  budget: true,
  source: true,
  createdAt: true,
} satisfies Prisma.ContactSelect;

export type Contact = Prisma.ContactGetPayload<{ select: typeof contactSelect }>;

/** What the list's columns read (contactKind.list), never the message itself. */
export const contactListSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  interestedService: true,
  budget: true,
  source: true,
  createdAt: true,
} satisfies Prisma.ContactSelect;

export type ContactListRow = Prisma.ContactGetPayload<{ select: typeof contactListSelect }>;

/** A contact's fields, each reading only its own columns. */
export const contactFields = {
  name: personal((row: Pick<Contact, "name">) => row.name, "Name"),
  email: personal((row: Pick<Contact, "email">) => row.email, "Email", "email"),
  phone: personal((row: { phone?: string | null }) => row.phone, "Phone", "phone"),
  company: personal((row: { company?: string | null }) => row.company, "Company"),
  interestedService: field(
    (row: { interestedService?: string | null }) => optionLabel(contactServiceOptions, row.interestedService),
    "Interested Service",
  ),
  budget: field((row: { budget?: string | null }) => optionLabel(contactBudgetOptions, row.budget), "Budget"),
  projectDetails: personal((row: Pick<Contact, "projectDetails">) => row.projectDetails, "Project Details", "long"),
  createdAt: field((row: Pick<Contact, "createdAt">) => row.createdAt, "Submitted At", "date"),
  ...sourceFields(),
};

export const contactKind = leadKindOf<Contact>()({
  noun: "Contact message",
  fields: contactFields,
  story: ["email", "phone", "company", "interestedService", "budget", "projectDetails"],
  csv: [
    "name",
    "email",
    "phone",
    "company",
    "interestedService",
    "budget",
    "projectDetails",
    "createdAt",
    "source",
    "utmCampaign",
    "landingPage",
  ],
  list: ["name", "email", "phone", "interestedService", "budget", "createdAt"],
  searchHint: "Name, email, company or phone",
});

/** Found by who sent it. */
export function contactSearch(search: string): Prisma.ContactWhereInput {
  if (!search) return {};
  const text = containing(search);
  return { OR: [{ name: text }, { email: text }, { company: text }, { phone: text }, ...phoneMatch(search)] };
}
