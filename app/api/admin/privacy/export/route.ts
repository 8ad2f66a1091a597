import { exportPersonalData } from "@/lib/admin/privacy";
import { personalDataFileName } from "@/lib/admin/content-disposition";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { withAdmin } from "@/lib/auth/session";
import { download, unavailable, validationFailed } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy/export?email= : the portable copy, as a file to hand to the person. */
export const GET = withAdmin(async (request) => {
  const query = parseEmailQuery(request.url);
  if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
  try {
    const now = new Date();
    const document = await exportPersonalData(query.data.email, now);
    return download(
      JSON.stringify(document, null, 2),
      "application/json; charset=utf-8",
      `attachment; filename="${personalDataFileName(now)}"`,
    );
  } catch (error) {
    console.error("[privacy] export failed", error);
    return unavailable();
  }
});
