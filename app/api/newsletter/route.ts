import { route } from "@/lib/http/route";
import { handleJsonSubmission } from "@/lib/leads/json-submission";
import { newsletterForm } from "@/lib/leads/newsletter";

export const POST = route("newsletter", (request) => handleJsonSubmission(request, newsletterForm));
