import { route } from "@/lib/http/route";
import { handleResumeUploadStart } from "@/lib/uploads/resume-upload-requests";

export const POST = route("resume-upload", handleResumeUploadStart);
