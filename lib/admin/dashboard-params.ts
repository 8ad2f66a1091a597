// The dashboard's state lives in its URL (?tab=, ?q=, ?page=), so every view
// is rendered on the server and can be bookmarked or reloaded.

/** The lists an admin can read and export, in tab order. */
export const adminListIds = ["contacts", "quotes", "careers", "newsletter", "payments"] as const;
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

export interface DashboardParams {
  tab: AdminTabId;
  search: string;
  page: number;
}

/** Reads the URL's parameters; anything unknown or malformed falls back to the default. */
export function parseDashboardParams(params: Record<string, ParamValue>): DashboardParams {
  const tab = first(params.tab) ?? "";
  return {
    tab: isAdminTabId(tab) ? tab : defaultAdminTab,
    search: parseSearch(first(params.q)),
    page: parsePageNumber(first(params.page)),
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
export function dashboardHref({ tab, search = "", page = 1 }: { tab: AdminTabId; search?: string; page?: number }): string {
  const query = new URLSearchParams();
  if (tab !== defaultAdminTab) query.set("tab", tab);
  if (search) query.set("q", search);
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
