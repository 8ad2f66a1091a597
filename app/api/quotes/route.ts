import { handleJsonSubmission } from "@/lib/leads/json-submission";
import { quoteForm } from "@/lib/leads/quotes";

export async function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, quoteForm);
}
