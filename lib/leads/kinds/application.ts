import type { Prisma } from "@/lib/generated/prisma/client";
import { formatFileSize } from "@/lib/format/file-size";
import { field, leadKindOf, personal, sourceFields } from "./lead-kind";
import { containing, phoneMatch } from "./search";

/** Everything an application holds, with the resume's description but never its bytes. */
export const applicationSelect = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
  applyingFor: true,
  coverLetter: true,
  resumeUrl: true,
  source: true,
  createdAt: true,
  resume: { select: { originalName: true, contentType: true, size: true, sha256: true, createdAt: true } },
} satisfies Prisma.CareerApplicationSelect;

export type Application = Prisma.CareerApplicationGetPayload<{ select: typeof applicationSelect }>;
type ResumeOf = { resume: { originalName: string; size: number } | null };

export const applicationFields = {
  fullName: personal((row: Pick<Application, "fullName">) => row.fullName, "Name"),
  email: personal((row: Pick<Application, "email">) => row.email, "Email", "email"),
  phone: personal((row: { phone?: string | null }) => row.phone, "Phone", "phone"),
  applyingFor: field((row: Pick<Application, "applyingFor">) => row.applyingFor, "Applying For"),
  // The file is kept for a stated time (lib/admin/retention.ts), then only the application.
  resume: personal(
    (row: ResumeOf) =>
      row.resume ? `${row.resume.originalName} (${formatFileSize(row.resume.size)})` : "Deleted after its retention period",
    "Resume",
  ),
  coverLetter: personal((row: { coverLetter?: string | null }) => row.coverLetter, "Cover Letter", "long"),
  createdAt: field((row: Pick<Application, "createdAt">) => row.createdAt, "Submitted At", "date"),
  ...sourceFields(),
};

export const applicationKind = leadKindOf<Application>()({
  noun: "Job application",
  fields: applicationFields,
  story: ["email", "phone", "applyingFor", "resume", "coverLetter"],
  csv: ["fullName", "email", "phone", "applyingFor", "coverLetter", "resume", "createdAt", "source", "utmCampaign", "landingPage"],
  list: ["fullName", "email", "phone", "applyingFor", "resume", "createdAt"],
  searchHint: "Name, email, phone or position",
});

export function applicationSearch(search: string): Prisma.CareerApplicationWhereInput {
  if (!search) return {};
  const text = containing(search);
  return { OR: [{ fullName: text }, { email: text }, { phone: text }, { applyingFor: text }, ...phoneMatch(search)] };
}
