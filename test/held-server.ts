import { GET as health } from "@/app/api/health/route";

export interface HeldServer {
  status: number;
  /** CPU time this thread, the server's one event loop, spent from sending the request to its answer. */
  cpuMs: number;
  /** How long a health check sent 10 ms after the request waited for its answer, counted from when it was sent. */
  healthMs: number;
}

/**
 * Sends `body` to `handler` in 64 KiB chunks, as from a socket, and a health
 * check 10 ms later, in this one thread as a server would run them: a handler
 * that holds the event loop holds the health check too, and its wait counts
 * from the moment a client would have sent it. The health check is answered
 * once before, as on a server that has been running.
 */
export async function sendBesideHealthCheck(
  handler: (request: Request) => Promise<Response>,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
  { declareLength = true }: { declareLength?: boolean } = {},
): Promise<HeldServer> {
  const checkHealth = async (): Promise<number> => {
    const sent = performance.now();
    await (await health(new Request("http://localhost/api/health"))).arrayBuffer();
    return performance.now() - sent;
  };
  await checkHealth();
  // Cut before the clock starts: the sender's work is not the server's.
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < body.byteLength; offset += 64 * 1024) chunks.push(body.subarray(offset, offset + 64 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const request = new Request(url, {
    method: "POST",
    headers: declareLength ? { ...headers, "content-length": String(body.byteLength) } : headers,
    body: stream,
    duplex: "half",
  } as RequestInit);

  const cpuBefore = process.threadCpuUsage();
  const answered = handler(request).then(async (response) => {
    await response.arrayBuffer();
    return { status: response.status, cpu: process.threadCpuUsage(cpuBefore) };
  });
  const healthSent = performance.now() + 10;
  const healthMs = await new Promise<number>((resolve) =>
    setTimeout(() => resolve(checkHealth().then(() => performance.now() - healthSent)), 10),
  );
  const { status, cpu } = await answered;
  if (process.env.HELD_SERVER_LOG)
    console.log(`[held-server] ${url}: ${status}, ${(cpu.user + cpu.system) / 1000} ms CPU, health ${healthMs} ms`);
  return { status, cpuMs: (cpu.user + cpu.system) / 1000, healthMs };
}
