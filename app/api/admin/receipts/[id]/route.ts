import { withAdmin } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { showReceiptToAdmin } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/receipts/{id}: any receipt's page; ?format=pdf its PDF. */
export const GET = route(
  "admin receipt",
  withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }) => showReceiptToAdmin(request, (await params).id)),
);
