import { route } from "@/lib/http/route";
import { handleJsonSubmission } from "@/lib/leads/json-submission";
import { quoteForm } from "@/lib/leads/quotes";

export const POST = route("quote", (request) => handleJsonSubmission(request, quoteForm));
