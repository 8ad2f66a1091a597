import { route } from "@/lib/http/route";
import { handleCreateOrder } from "@/lib/payments/handlers";

export const POST = route("payments", handleCreateOrder);
