import { route } from "@/lib/http/route";
import { downloadReceipt } from "@/lib/receipts/receipt-answers";

export const dynamic = "force-dynamic";

export const GET = route("receipt pdf", downloadReceipt);
