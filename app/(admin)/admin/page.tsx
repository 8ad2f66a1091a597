import { Icon } from "@/components/ui/icon";
import { Suspense } from "react";
import { CountCards } from "@/components/admin/count-cards";
import { DashboardTabs } from "@/components/admin/dashboard-tabs";
import { LogoutButton } from "@/components/admin/logout-button.client";
import { PrivacyTools } from "@/components/admin/privacy-tools.client";
import { RefreshButton } from "@/components/admin/refresh-button.client";
import { ThemeToggle } from "@/components/layout/theme-toggle.client";
import { adminTabLabels, parseDashboardParams } from "@/lib/admin/dashboard-params";
import { nameAuditRecords } from "@/lib/admin/audit-names";
import { countAdminRecords, type AdminCounts } from "@/lib/admin/lists";
import { requireAdminPage } from "@/lib/auth/session";
import { ListPanel } from "./list-panel";
import { AuditPanel } from "@/components/admin/audit-panel";
import { SecurityPanel } from "@/components/admin/security-panel";
import { isAuditAction } from "@/lib/audit/actions";
import { auditedAdmins, auditPageSize, listAuditEvents } from "@/lib/audit/audit-log";
import { factorSummary } from "@/lib/auth/second-factor";
import { listActiveSessions, type SignedInAdmin } from "@/lib/auth/session-version";
import { isUuid } from "@/lib/validation/uuid";
import { SitePanel } from "@/components/admin/site-panel";
import { loadSiteReport, type SiteReport } from "@/lib/analytics/report";
import { parseReportRange, type ReportRange } from "@/lib/analytics/report-range";

export const dynamic = "force-dynamic";

async function loadCounts(): Promise<AdminCounts | null> {
  try {
    return await countAdminRecords();
  } catch (error) {
    console.error("[admin] the totals could not be counted", error);
    return null;
  }
}

function PanelLoading() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-16 text-sm text-muted dark:border-slate-700 dark:bg-slate-900"
    >
      <Icon name="loader" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
      Loading...
    </div>
  );
}

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const admin = await requireAdminPage();
  const params = await searchParams;
  const { tab, search, page, status } = parseDashboardParams(params);
  const counts = await loadCounts();

  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-8 focus:outline-none sm:px-6 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">Signed in as {admin.email}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ThemeToggle />
          <RefreshButton />
          <LogoutButton />
        </div>
      </header>

      <section aria-label="Totals" className="mt-6">
        <CountCards counts={counts} />
      </section>

      <div className="mt-8">
        <DashboardTabs current={tab} />
      </div>

      <div className="mt-6">
        {tab === "site" ? (
          <section aria-labelledby="site-heading" className="space-y-4">
            <h2 id="site-heading" className="text-xl font-bold tracking-tight text-ink">
              {adminTabLabels.site}
            </h2>
            <Suspense key={`site:${String(params.days)}`} fallback={<PanelLoading />}>
              <SiteTab days={parseReportRange(typeof params.days === "string" ? params.days : undefined)} />
            </Suspense>
          </section>
        ) : tab === "privacy" ? (
          <PrivacyTools />
        ) : tab === "security" ? (
          <SecurityTab admin={admin} />
        ) : tab === "audit" ? (
          <AuditTab params={params} page={page} />
        ) : (
          <section aria-labelledby="list-heading" className="space-y-4">
            <h2 id="list-heading" className="text-xl font-bold tracking-tight text-ink">
              {adminTabLabels[tab]}
            </h2>
            {/* Keyed by the view, so a new tab, search or page shows the spinner, not stale rows. */}
            <Suspense key={`${tab}:${search}:${page}:${status}`} fallback={<PanelLoading />}>
              <ListPanel list={tab} query={{ search, page }} status={status} />
            </Suspense>
          </section>
        )}
      </div>
    </main>
  );
}

async function loadReport(days: ReportRange): Promise<SiteReport | null> {
  try {
    return await loadSiteReport(days);
  } catch (error) {
    console.error("[admin] the site report could not be loaded", error);
    return null;
  }
}

async function SiteTab({ days }: { days: ReportRange }) {
  const report = await loadReport(days);
  if (report) return <SitePanel report={report} />;
  return (
    <p role="alert" className="text-sm text-muted">
      The site&apos;s figures could not be loaded. Please try Refresh.
    </p>
  );
}

async function SecurityTab({ admin }: { admin: SignedInAdmin }) {
  const [factors, sessions] = await Promise.all([factorSummary(admin.adminId), listActiveSessions(admin.adminId)]);
  return <SecurityPanel factors={factors} sessions={sessions} currentSessionId={admin.sessionId} />;
}

async function AuditTab({ params, page }: { params: Record<string, string | string[] | undefined>; page: number }) {
  const action = typeof params.action === "string" && isAuditAction(params.action) ? params.action : null;
  const adminId = typeof params.admin === "string" && isUuid(params.admin) ? params.admin : null;
  const view = { action, adminId, page };
  const [{ rows, total }, admins] = await Promise.all([listAuditEvents(view), auditedAdmins()]);
  const names = await nameAuditRecords(rows);
  return <AuditPanel view={view} rows={rows} total={total} pageSize={auditPageSize} admins={admins} names={names} />;
}
