import type { ReactNode } from "react";
import { CareersPanel, ContactsPanel, NewsletterPanel, PaymentsPanel, QuotesPanel } from "@/components/admin/list-panels";
import type { AdminListId, PaymentFilter } from "@/lib/admin/dashboard-params";
import {
  listCareerApplications,
  listContacts,
  listNewsletterSubscribers,
  listPayments,
  listQuotes,
  type ListPage,
  type ListQuery,
} from "@/lib/admin/lists";

/** Spec: a failed fetch is logged and the list stays empty; the panel also says so. */
async function load<Row>(list: AdminListId, fetchList: () => Promise<ListPage<Row>>): Promise<ListPage<Row> | null> {
  try {
    return await fetchList();
  } catch (error) {
    console.error(`[admin] the ${list} list could not be loaded`, error);
    return null;
  }
}

const panels: Record<AdminListId, (query: ListQuery, status: PaymentFilter) => Promise<ReactNode>> = {
  contacts: async (query) => <ContactsPanel query={query} result={await load("contacts", () => listContacts(query))} />,
  quotes: async (query) => <QuotesPanel query={query} result={await load("quotes", () => listQuotes(query))} />,
  careers: async (query) => <CareersPanel query={query} result={await load("careers", () => listCareerApplications(query))} />,
  newsletter: async (query) => <NewsletterPanel query={query} result={await load("newsletter", () => listNewsletterSubscribers(query))} />,
  payments: async (query, status) => (
    <PaymentsPanel query={query} status={status} result={await load("payments", () => listPayments(query, status))} />
  ),
};

/** One list's panel with its rows, loaded here so the page can show the rest meanwhile (it sits in a Suspense boundary). */
export async function ListPanel({ list, query, status }: { list: AdminListId; query: ListQuery; status: PaymentFilter }) {
  return panels[list](query, status);
}
