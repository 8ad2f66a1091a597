import { endpoint } from "@/lib/api/endpoint";
import { receiptFontAnswer } from "@/lib/receipts/receipt-page-fonts";

// The web fonts of the receipt's page (lib/receipts/receipt-page-fonts.ts).
export const GET = endpoint({ name: "receipt font", params: ["file"] }, async ({ params }) => receiptFontAnswer(params.file));
