import { exportPersonalData } from "@/lib/admin/privacy";
import { personalDataFileName } from "@/lib/admin/content-disposition";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { requestOrigin } from "@/lib/audit/network";
import { withAdmin } from "@/lib/auth/session";
import { download, validationFailed } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy/export?email= : the portable copy, as a file to hand to the person. */
export const GET = route(
  "privacy export",
  withAdmin(async (request, _context, admin) => {
    const query = parseEmailQuery(request.url);
    if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
    const now = new Date();
    const document = await exportPersonalData(query.data.email, now, {
      action: "privacy-exported",
      admin,
      origin: requestOrigin(request.headers),
    });
    return download(
      JSON.stringify(document, null, 2),
      "application/json; charset=utf-8",
      `attachment; filename="${personalDataFileName(now)}"`,
    );
  }),
);
