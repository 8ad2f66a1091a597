import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LeadStoryView } from "@/components/admin/lead-story-view";
import { isAdminListId } from "@/lib/admin/dashboard-params";
import { findLeadStory } from "@/lib/admin/lead-story";
import { requireAdminPage } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead", robots: { index: false, follow: false } };

/** /admin/leads/{list}/{id}: one contact, quote, application, subscriber or payment, whole. */
export default async function LeadPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  await requireAdminPage();
  const { kind, id } = await params;
  const story = isAdminListId(kind) ? await findLeadStory(kind, id) : null;
  if (!story) notFound();
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-4xl px-4 py-8 focus:outline-none sm:px-6">
      <LeadStoryView story={story} />
    </main>
  );
}
