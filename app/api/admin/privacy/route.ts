import { countPersonalData, findPersonalData, type PersonalDataAnswer } from "@/lib/admin/privacy";
import { parseEmailQuery } from "@/lib/admin/privacy-rules";
import { endpoint } from "@/lib/api/endpoint";
import { ok, validationFailed } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

/** GET /api/admin/privacy?email= : what is stored for one address, counted and listed. */
export const GET = endpoint({ name: "privacy lookup", auth: "admin" }, async ({ admin, url, origin }) => {
  const query = parseEmailQuery(url);
  if (!query.ok) return validationFailed(query.fieldErrors, query.formErrors);
  // Like the export, the row names no address: who looked, when, from where.
  const data = await findPersonalData(query.data.email, { action: "privacy-looked-up", admin, origin });
  return ok({ counts: countPersonalData(data), ...data } satisfies PersonalDataAnswer);
});
