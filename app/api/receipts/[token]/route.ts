import { endpoint } from "@/lib/api/endpoint";
import { showReceipt } from "@/lib/receipts/receipt-answers";

// The payer's receipt link (lib/receipts/receipt-links.ts): a page to view and print.
export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "receipt", params: ["token"] }, async ({ params }) => showReceipt(params.token));
