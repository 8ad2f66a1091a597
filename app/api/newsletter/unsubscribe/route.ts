import { endpoint } from "@/lib/api/endpoint";
import { showUnsubscribe, unsubscribeByLink } from "@/lib/newsletter/link-answers";

// The unsubscribe link of every mail to a subscriber, also its List-Unsubscribe URL:
// GET shows a button; POST (that button, or a mail client's one-click POST, RFC 8058) unsubscribes.
export const dynamic = "force-dynamic";

export const GET = endpoint({ name: "newsletter unsubscribe" }, ({ url }) => showUnsubscribe(url));
export const POST = endpoint({ name: "newsletter unsubscribe" }, ({ url }) => unsubscribeByLink(url));
