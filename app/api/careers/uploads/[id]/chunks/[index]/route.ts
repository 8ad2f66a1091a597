import { handleResumeChunk } from "@/lib/leads/resume-upload-requests";

export async function PUT(request: Request, { params }: { params: Promise<{ id: string; index: string }> }): Promise<Response> {
  return handleResumeChunk(request, await params);
}
