import { countPersonalData, findPersonalData, type PersonalDataAnswer } from "@/lib/admin/privacy";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { withAdmin } from "@/lib/auth/session";
import { ok, unavailable, validationFailed } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy?email= : what is stored for one address, counted and listed. */
export const GET = withAdmin(async (request) => {
  const query = parseEmailQuery(request.url);
  if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
  try {
    const data = await findPersonalData(query.data.email);
    return ok({ counts: countPersonalData(data), ...data } satisfies PersonalDataAnswer);
  } catch (error) {
    console.error("[privacy] lookup failed", error);
    return unavailable();
  }
});
