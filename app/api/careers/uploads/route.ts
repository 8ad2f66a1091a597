import { handleResumeUploadStart } from "@/lib/leads/resume-upload-requests";

export async function POST(request: Request): Promise<Response> {
  return handleResumeUploadStart(request);
}
