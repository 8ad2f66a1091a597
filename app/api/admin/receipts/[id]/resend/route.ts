import { endpoint } from "@/lib/api/endpoint";
import { resendReceiptForAdmin } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

/** POST /api/admin/receipts/{id}/resend: mails the receipt to its payer again. */
export const POST = endpoint({ name: "admin receipt resend", auth: "admin", params: ["id"] }, async ({ admin, params, origin }) =>
  resendReceiptForAdmin(params.id, { admin, origin }),
);
