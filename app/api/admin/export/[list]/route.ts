import { respondWithExport } from "@/lib/admin/export";
import { withAdmin } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export const GET = withAdmin<{ params: Promise<{ list: string }> }>(async (request, { params }) =>
  respondWithExport((await params).list, new URL(request.url)),
);
