import type { NextRequest } from "next/server";
import { handleBlogWebhook } from "@/lib/cms/revalidate";
import { route } from "@/lib/http/route";

export const POST = route<NextRequest>("revalidate", handleBlogWebhook);
