import { route } from "@/lib/http/route";
import { handleResumeChunk } from "@/lib/uploads/resume-upload-requests";

export const PUT = route<Request, { params: Promise<{ id: string; index: string }> }>("resume-upload", async (request, { params }) =>
  handleResumeChunk(request, await params),
);
