import type { LeadKinds } from "@/lib/leads/kinds";

// The dashboard's state lives in its URL (?tab=, ?q=, ?page=), so every view
// is rendered on the server and can be bookmarked or reloaded.

/** The lists an admin can read and export, in tab order: one per kind of lead (lib/leads/kinds). */
export const adminListIds = ["contacts", "quotes", "careers", "newsletter", "payments"] as const satisfies readonly (keyof LeadKinds)[];
export type AdminListId = (typeof adminListIds)[number];

export const adminTabIds = [...adminListIds, "site", "privacy", "security", "audit"] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export const defaultAdminTab: AdminTabId = "contacts";

export const adminTabLabels: Record<AdminTabId, string> = {
  contacts: "Contact Form Leads",
  quotes: "Quote Requests",
  careers: "Career Applications",
  newsletter: "Newsletter Subscribers",
  payments: "Payments",
  site: "Site",
  privacy: "Privacy",
  security: "Security",
  audit: "Audit Log",
};

export const adminPageSize = 50;

/** Longer search text is cut: nobody types more, and it keeps queries small. */
export const maxSearchLength = 100;

export function isAdminListId(value: string): value is AdminListId {
  return (adminListIds as readonly string[]).includes(value);
}

function isAdminTabId(value: string): value is AdminTabId {
  return (adminTabIds as readonly string[]).includes(value);
}

type ParamValue = string | string[] | undefined;

function first(value: ParamValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The payments list shows one status at a time; captured payments (refunded ones among them) first. */
export const paymentFilters = ["paid", "created", "failed", "all"] as const;
export type PaymentFilter = (typeof paymentFilters)[number];
export const defaultPaymentFilter: PaymentFilter = "paid";

export const paymentFilterLabels: Record<PaymentFilter, string> = {
  paid: "Paid",
  created: "Checkout opened, not paid",
  failed: "Failed",
  all: "All",
};

function isPaymentFilter(value: string): value is PaymentFilter {
  return (paymentFilters as readonly string[]).includes(value);
}

export interface DashboardParams {
  tab: AdminTabId;
  search: string;
  page: number;
  /** The payments list's status filter (?status=). */
  status: PaymentFilter;
}

/** Reads the URL's parameters; anything unknown or malformed falls back to the default. */
export function parseDashboardParams(params: Record<string, ParamValue>): DashboardParams {
  const tab = first(params.tab) ?? "";
  const status = first(params.status) ?? "";
  return {
    tab: isAdminTabId(tab) ? tab : defaultAdminTab,
    search: parseSearch(first(params.q)),
    page: parsePageNumber(first(params.page)),
    status: isPaymentFilter(status) ? status : defaultPaymentFilter,
  };
}

export function parseSearch(raw: string | null | undefined): string {
  return (raw ?? "").trim().slice(0, maxSearchLength);
}

export function parsePageNumber(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The dashboard URL for a view; defaults are left out so URLs stay short. */
export function dashboardHref({
  tab,
  search = "",
  page = 1,
  status = defaultPaymentFilter,
}: {
  tab: AdminTabId;
  search?: string;
  page?: number;
  status?: PaymentFilter;
}): string {
  const query = new URLSearchParams();
  if (tab !== defaultAdminTab) query.set("tab", tab);
  if (search) query.set("q", search);
  if (tab === "payments" && status !== defaultPaymentFilter) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin?${text}` : "/admin";
}

export function exportHref(list: AdminListId, search: string): string {
  return search ? `/api/admin/export/${list}?${new URLSearchParams({ q: search })}` : `/api/admin/export/${list}`;
}

export interface PageWindow {
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  lastPage: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  skip: number;
}

export function pageWindow(requested: number, total: number, pageSize = adminPageSize): PageWindow {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), lastPage);
  const skip = (page - 1) * pageSize;
  return { page, lastPage, skip, from: total === 0 ? 0 : skip + 1, to: Math.min(total, skip + pageSize) };
}
