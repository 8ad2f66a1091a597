import { respondWithResume } from "@/lib/admin/resumes";
import { withAdmin } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export const GET = withAdmin<{ params: Promise<{ id: string }> }>(async (_request, { params }) => respondWithResume((await params).id));
