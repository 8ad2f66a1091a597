import { route } from "@/lib/http/route";
import { handleVerifyPayment } from "@/lib/payments/handlers";

export const POST = route("payments", handleVerifyPayment);
