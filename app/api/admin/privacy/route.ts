import { countPersonalData, findPersonalData, type PersonalDataAnswer } from "@/lib/admin/privacy";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { requestOrigin } from "@/lib/audit/network";
import { withAdmin } from "@/lib/auth/session";
import { ok, validationFailed } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy?email= : what is stored for one address, counted and listed. */
export const GET = route(
  "privacy lookup",
  withAdmin(async (request, _context, admin) => {
    const query = parseEmailQuery(request.url);
    if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
    // Like the export, the row names no address: who looked, when, from where.
    const data = await findPersonalData(query.data.email, { action: "privacy-looked-up", admin, origin: requestOrigin(request.headers) });
    return ok({ counts: countPersonalData(data), ...data } satisfies PersonalDataAnswer);
  }),
);
