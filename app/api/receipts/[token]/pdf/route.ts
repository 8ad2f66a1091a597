import { endpoint } from "@/lib/api/endpoint";
import { downloadReceipt } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "receipt pdf", params: ["token"] }, async ({ params }) => downloadReceipt(params.token));
