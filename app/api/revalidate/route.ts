import { endpoint } from "@/lib/api/endpoint";
import { handleBlogWebhook, maxWebhookBytes } from "@/lib/cms/revalidate";

export const POST = endpoint({ name: "revalidate", raw: { maxBytes: maxWebhookBytes } }, handleBlogWebhook);
