import { respondToQuoteStatusChange } from "@/lib/admin/quote-status";
import { withAdmin } from "@/lib/auth/session";

export const POST = withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }, admin) =>
  respondToQuoteStatusChange(request, (await params).id, admin.email),
);
