import { attachmentDisposition, listExportFileName } from "@/lib/admin/content-disposition";
import { isAdminListId, parseSearch } from "@/lib/admin/dashboard-params";
import { exportListCsv } from "@/lib/admin/export";
import { endpoint } from "@/lib/api/endpoint";
import { download, notFound } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/export/{list}?q=…: the list as a CSV download, search applied. */
export const GET = endpoint({ name: "admin export", auth: "admin", params: ["list"] }, async ({ admin, params: { list }, url, origin }) => {
  if (!isAdminListId(list)) return notFound();
  const search = parseSearch(url.searchParams.get("q"));
  const csv = await exportListCsv(list, search, { admin, origin });
  return download(csv, "text/csv; charset=utf-8", attachmentDisposition(listExportFileName(list, new Date())));
});
