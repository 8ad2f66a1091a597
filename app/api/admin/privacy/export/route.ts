import { exportPersonalData } from "@/lib/admin/privacy";
import { personalDataFileName } from "@/lib/admin/content-disposition";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { endpoint } from "@/lib/api/endpoint";
import { download, validationFailed } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy/export?email= : the portable copy, as a file to hand to the person. */
export const GET = endpoint({ name: "privacy export", auth: "admin" }, async ({ admin, url, origin }) => {
  const query = parseEmailQuery(url);
  if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
  const now = new Date();
  const document = await exportPersonalData(query.data.email, now, { action: "privacy-exported", admin, origin });
  return download(
    JSON.stringify(document, null, 2),
    "application/json; charset=utf-8",
    `attachment; filename="${personalDataFileName(now)}"`,
  );
});
