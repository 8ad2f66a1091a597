import { handleJsonSubmission } from "@/lib/leads/json-submission";
import { newsletterForm } from "@/lib/leads/newsletter";

export async function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, newsletterForm);
}
