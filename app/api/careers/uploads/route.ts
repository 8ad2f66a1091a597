import { route } from "@/lib/http/route";
import { handleResumeUploadStart } from "@/lib/leads/resume-upload-requests";

export const POST = route("resume-upload", handleResumeUploadStart);
