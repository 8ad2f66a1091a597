import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LogoutButton } from "@/components/admin/logout-button.client";
import { PasskeyEnrolment } from "@/components/admin/passkey-enrolment.client";
import { TotpEnrolment } from "@/components/admin/totp-enrolment.client";
import { requireSignedInAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Set up a second factor", robots: { index: false, follow: false } };

/**
 * Where an admin signed in with the password alone is sent before the
 * dashboard: add an authenticator app or a passkey, keep the recovery codes,
 * then go on. An admin whose session already passed a second factor has nothing to do here.
 */
export default async function EnrolPage() {
  const admin = await requireSignedInAdminPage();
  if (admin.secondFactor) redirect("/admin");
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8 focus:outline-none sm:px-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Set up a second factor</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Signed in as {admin.email}. The dashboard needs a second factor besides your password: an authenticator app on your phone, or a
            passkey.
          </p>
        </div>
        <LogoutButton />
      </header>
      <section aria-labelledby="enrol-totp" className="card space-y-4 p-5">
        <h2 id="enrol-totp" className="text-lg font-bold text-ink">
          Authenticator app
        </h2>
        <TotpEnrolment />
      </section>
      <section aria-labelledby="enrol-passkey" className="card space-y-4 p-5">
        <h2 id="enrol-passkey" className="text-lg font-bold text-ink">
          Passkey
        </h2>
        <PasskeyEnrolment refresh={false} />
      </section>
      <p>
        <Link href="/admin" className="font-semibold text-accent hover:underline">
          Continue to the dashboard
        </Link>
      </p>
    </main>
  );
}
