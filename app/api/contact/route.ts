import { route } from "@/lib/http/route";
import { contactForm } from "@/lib/leads/contacts";
import { handleJsonSubmission } from "@/lib/leads/json-submission";

export const POST = route("contact", (request) => handleJsonSubmission(request, contactForm));
