import { handleCareerApplication } from "@/lib/leads/careers";

export async function POST(request: Request): Promise<Response> {
  return handleCareerApplication(request);
}
