import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SessionWatcher } from "@/components/admin/session-watcher.client";
import { requireSignedInAdminPage } from "@/lib/auth/session";

// Private data: rendered per request for a signed-in admin, never cached or prerendered.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: Readonly<{ children: ReactNode }>) {
  // The guard is here and again in each page: a layout is not re-run on every navigation. Each
  // page also sends a session without its second factor to enrolment (requireAdminPage).
  await requireSignedInAdminPage();
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <SessionWatcher />
      {children}
    </div>
  );
}
