import { withAdmin } from "@/lib/auth/session";
import { route } from "@/lib/http/route";
import { resendReceiptForAdmin } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

/** POST /api/admin/receipts/{id}/resend: mails the receipt to its payer again. */
export const POST = route(
  "admin receipt resend",
  withAdmin<{ params: Promise<{ id: string }> }>(async (request, { params }, admin) =>
    resendReceiptForAdmin(request, (await params).id, admin),
  ),
);
