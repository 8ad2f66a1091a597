import { draftMode } from "next/headers";
import { NextResponse, type NextRequest } from "next/server";

/** POST /api/draft-mode/disable: the preview banner's "Leave preview" form; back to the published blog. */
export async function POST(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  return NextResponse.redirect(new URL("/blog", request.url), 303);
}
