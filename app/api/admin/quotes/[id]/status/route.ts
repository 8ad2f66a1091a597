import { respondToQuoteStatusChange } from "@/lib/admin/quote-status";
import { withAdmin } from "@/lib/auth/session";
import { route } from "@/lib/http/route";

export const POST = route(
  "admin quote status",
  withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }, admin) =>
    respondToQuoteStatusChange(request, (await params).id, admin),
  ),
);
