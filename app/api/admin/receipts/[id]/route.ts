import { endpoint } from "@/lib/api/endpoint";
import { showReceiptToAdmin } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/receipts/{id}: any receipt's page; ?format=pdf its PDF. */
export const GET = endpoint({ name: "admin receipt", auth: "admin", params: ["id"] }, async ({ params, url }) =>
  showReceiptToAdmin(params.id, url.searchParams.get("format") === "pdf" ? "pdf" : "page"),
);
