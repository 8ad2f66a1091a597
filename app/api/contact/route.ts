import { contactForm } from "@/lib/leads/contacts";
import { handleJsonSubmission } from "@/lib/leads/json-submission";

export async function POST(request: Request): Promise<Response> {
  return handleJsonSubmission(request, contactForm);
}
