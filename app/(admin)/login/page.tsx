import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/login-form.client";
import { getAdminSession } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Admin Login",
  description: "Sign in to the agency's admin dashboard.",
  robots: { index: false, follow: false },
};

// Per request (it reads the session), and so never at build, which has no secrets to read one with.
export const dynamic = "force-dynamic";

export default async function LoginPage() {
  if (await getAdminSession()) redirect("/admin");
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16 focus:outline-none dark:bg-slate-950"
    >
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Admin Login</h1>
        <p className="mt-2 text-sm text-muted">For the agency&apos;s team only.</p>
        <LoginForm />
        <p className="mt-6 text-center text-sm">
          <Link href="/" className="font-medium text-accent hover:underline">
            Back to the website
          </Link>
        </p>
      </div>
    </main>
  );
}
