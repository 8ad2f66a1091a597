import { confirm, showConfirmation } from "@/lib/newsletter/link-answers";

// The welcome mail's link: GET shows a button, its POST confirms (lib/newsletter/link-answers.ts).
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return showConfirmation(request);
}

export async function POST(request: Request): Promise<Response> {
  return confirm(request);
}
