import { route } from "@/lib/http/route";
import { receiptFontAnswer } from "@/lib/receipts/receipt-page-fonts";

// The web fonts of the receipt's page (lib/receipts/receipt-page-fonts.ts).
export const GET = route("receipt font", async (_request: Request, { params }: { params: Promise<{ file: string }> }) =>
  receiptFontAnswer((await params).file),
);
