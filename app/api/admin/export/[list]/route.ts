import { attachmentDisposition, listExportFileName } from "@/lib/admin/content-disposition";
import { isAdminListId, parseSearch } from "@/lib/admin/dashboard-params";
import { exportListCsv } from "@/lib/admin/export";
import { notFound } from "@/lib/admin/responses";
import { requestOrigin } from "@/lib/audit/network";
import { withAdmin } from "@/lib/auth/session";
import { download } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/export/{list}?q=…: the list as a CSV download, search applied. */
export const GET = route(
  "admin export",
  withAdmin<{ params: Promise<{ list: string }> }>(async (request, { params }, admin) => {
    const { list } = await params;
    if (!isAdminListId(list)) return notFound();
    const search = parseSearch(new URL(request.url).searchParams.get("q"));
    const csv = await exportListCsv(list, search, { admin, origin: requestOrigin(request.headers) });
    return download(csv, "text/csv; charset=utf-8", attachmentDisposition(listExportFileName(list, new Date())));
  }),
);
