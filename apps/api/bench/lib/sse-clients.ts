import { Agent, request, type ClientRequest } from "node:http";
import { performance } from "node:perf_hooks";

/** One person's live event stream as a bare SSE client: no EventSource, no tRPC client. */
export interface SseClient {
  /** Every `data:` line's JSON text with the time it arrived (performance.now()). */
  onData?: (data: string, at: number) => void;
  close(): void;
}

// Thousands of streams at once: no pooling limit, no keep-alive after a stream ends.
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * Opens `GET /trpc/events.stream` as `cookie` and resolves once the stream's first event,
 * `ready`, has arrived: from then on the server watches this person. Rejects on any answer
 * but 200, or when nothing came within `timeoutMs`.
 */
export function openSseClient(
  origin: string,
  cookie: string,
  timeoutMs = 60_000,
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const client: SseClient = { close: () => req.destroy() };
    const timer = setTimeout(() => {
      client.close();
      reject(new Error(`no ready within ${timeoutMs} ms`));
    }, timeoutMs);
    let ready = false;
    let pending = "";
    const req: ClientRequest = request(`${origin}/trpc/events.stream`, {
      agent,
      headers: { cookie, accept: "text/event-stream" },
    });
    req.on("response", (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        res.resume();
        reject(new Error(`events.stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const at = performance.now();
        const frames = (pending + chunk).split("\n\n");
        pending = frames.pop() ?? "";
        for (const frame of frames) {
          for (const line of frame.split("\n")) {
            if (!line.startsWith("data: ")) continue;
            const data = line.slice(6);
            if (!ready && data.includes('"type":"ready"')) {
              ready = true;
              clearTimeout(timer);
              resolve(client);
            }
            client.onData?.(data, at);
          }
        }
      });
      res.on("error", () => {});
    });
    req.on("error", (error) => {
      clearTimeout(timer);
      if (!ready) reject(error);
    });
    req.end();
  });
}

/** Opens one client per cookie, `concurrency` at a time; the i-th client is `cookies[i]`'s. */
export async function openSseClients(
  origin: string,
  cookies: string[],
  concurrency = 50,
): Promise<SseClient[]> {
  const clients: SseClient[] = new Array<SseClient>(cookies.length);
  const timeoutMs = Number(process.env.BENCH_STREAM_OPEN_TIMEOUT_MS ?? 120_000);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cookies.length) {
        const i = next++;
        clients[i] = await openSseClient(origin, cookies[i]!, timeoutMs);
      }
    }),
  );
  return clients;
}
