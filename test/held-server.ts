import { monitorEventLoopDelay } from "node:perf_hooks";

export interface HeldServer {
  status: number;
  /** CPU time this thread, the server's one event loop, spent from sending the request to its answer. */
  cpuMs: number;
  /**
   * The longest the event loop was held at once meanwhile: how long a health check (or any other
   * request) arriving then would have waited before the server could take it.
   */
  longestHoldMs: number;
}

/**
 * Sends `body` to `handler` in 64 KiB chunks, as from a socket, in this one
 * thread as a server would run it, and measures the CPU it took and the
 * longest stretch it held the event loop (sampled every millisecond). The
 * handler runs once before on a small body, as on a server that has been
 * running, so what is measured is the work, not the first compilation.
 */
export async function sendHoldingServer(
  handler: (request: Request) => Promise<Response>,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
  { declareLength = true }: { declareLength?: boolean } = {},
): Promise<HeldServer> {
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

  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpuBefore = process.threadCpuUsage();
  const response = await handler(request);
  await response.arrayBuffer();
  const cpu = process.threadCpuUsage(cpuBefore);
  loop.disable();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const longestHoldMs = loop.max / 1e6;
  if (process.env.HELD_SERVER_LOG)
    console.log(`[held-server] ${url}: ${response.status}, ${cpuMs} ms CPU, loop held ${longestHoldMs} ms at most`);
  return { status: response.status, cpuMs, longestHoldMs };
}
