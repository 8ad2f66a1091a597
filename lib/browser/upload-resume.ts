// Browser side of chunked resume uploads (lib/uploads/resume-uploads.ts): opens
// an upload, sends the file in the chunk size the server asked for, in order,
// and reports the bytes the server has confirmed. No request carries more than
// one chunk, so none comes near the 4.5 MB Vercel Functions accept. Loaded when
// the visitor submits, not with the page.

import { callApi } from "@/lib/browser/api/call-api";
import { submitResultOf, type SubmitResult } from "./post-submission";

export type UploadResult = { status: "uploaded"; id: string; token: string } | Exclude<SubmitResult, { status: "stored" }>;

/** Tries per chunk when the network drops or the server answers 5xx. */
const attemptsPerChunk = 3;
const retryDelayMs = 700;

export async function uploadResume(file: File, email: string, onProgress: (confirmedBytes: number) => void): Promise<UploadResult> {
  const answer = submitResultOf(await callApi("/api/careers/uploads", { json: { email, fileName: file.name, size: file.size } }));
  if (answer.status !== "stored") return answer;
  const { token, chunkSize } = answer.body;
  if (typeof token !== "string" || typeof chunkSize !== "number" || chunkSize < 1) return { status: "unreachable", cause: "server" };

  const chunkCount = Math.ceil(file.size / chunkSize);
  let index = 0;
  // Each chunk at most `attemptsPerChunk` times, plus one step back per chunk after a 409.
  for (let requests = 0; index < chunkCount; requests += 1) {
    if (requests >= chunkCount * (attemptsPerChunk + 1)) return { status: "unreachable", cause: "server" };
    const sent = await sendChunk(answer.id, token, index, file.slice(index * chunkSize, (index + 1) * chunkSize));
    if (sent.status === "next") {
      index = sent.nextIndex;
      onProgress(Math.min(file.size, index * chunkSize));
    } else {
      return sent.result;
    }
  }
  return { status: "uploaded", id: answer.id, token };
}

type ChunkAnswer = { status: "next"; nextIndex: number } | { status: "stop"; result: UploadResult };

async function sendChunk(id: string, token: string, index: number, chunk: Blob): Promise<ChunkAnswer> {
  // Bytes in memory rather than a Blob: the same on the wire, and browsers' dev tools see the body.
  const body = await chunk.arrayBuffer();
  for (let attempt = 1; ; attempt += 1) {
    const answer = await callApi(`/api/careers/uploads/${id}/chunks/${index}`, {
      method: "PUT",
      bytes: body,
      headers: { "Upload-Token": token },
    });
    if (answer.status !== 0 && answer.status < 500) {
      const nextIndex = typeof answer.body.nextIndex === "number" ? answer.body.nextIndex : null;
      // 200, or 409 naming where the server is: a chunk whose answer was lost is not sent twice.
      if ((answer.status === 200 || answer.status === 409) && nextIndex !== null) return { status: "next", nextIndex };
      const result = submitResultOf(answer);
      // An upload that is gone (past its hour) cannot be finished: the visitor sends the form again.
      return { status: "stop", result: result.status === "stored" ? { status: "unreachable", cause: "server" } : result };
    }
    if (attempt >= attemptsPerChunk)
      return { status: "stop", result: { status: "unreachable", cause: answer.status === 0 ? "network" : "server" } };
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs * attempt));
  }
}
