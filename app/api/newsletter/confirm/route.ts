import { endpoint } from "@/lib/api/endpoint";
import { confirm, showConfirmation } from "@/lib/newsletter/link-answers";

// The welcome mail's link: GET shows a button, its POST confirms (lib/newsletter/link-answers.ts).
export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "newsletter confirm" }, ({ url }) => showConfirmation(url));
export const POST = endpoint({ name: "newsletter confirm" }, ({ url }) => confirm(url));
