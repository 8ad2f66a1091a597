import { route } from "@/lib/http/route";
import { confirm, showConfirmation } from "@/lib/newsletter/link-answers";

// The welcome mail's link: GET shows a button, its POST confirms (lib/newsletter/link-answers.ts).
export const dynamic = "force-dynamic";

export const GET = route("newsletter confirm", showConfirmation);
export const POST = route("newsletter confirm", confirm);
