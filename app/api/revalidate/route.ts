import type { NextRequest } from "next/server";
import { handleBlogWebhook } from "@/lib/cms/revalidate";

export async function POST(request: NextRequest): Promise<Response> {
  return handleBlogWebhook(request);
}
