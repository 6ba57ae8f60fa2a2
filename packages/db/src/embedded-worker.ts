/**
 * The worker thread that runs the embedded PGlite (embedded-thread.ts starts it): the WASM
 * Postgres and its protocol's parsing on a core of their own, the server's thread free for
 * the requests meanwhile. Statements run in the order they arrive, one at a time.
 */
import { parentPort, workerData } from "node:worker_threads";
import { inThisThread, type EmbeddedBackend } from "./embedded-backend.js";
import { createPGlite } from "./embedded.js";
import type { ToThread, ToWorker } from "./embedded-thread.js";

const port = parentPort!;
const send = (message: ToThread) => port.postMessage(message);

/** What a failed statement threw, as fields a structured clone keeps (code, constraint...). */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { ...error, name: error.name, message: error.message };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && typeof value === "object") delete fields[key];
    if (typeof value === "function") delete fields[key];
  }
  return fields;
}

const unlistens = new Map<number, () => Promise<void>>();
let backend: EmbeddedBackend;
// Every request waits for the start, then for the request before it. No top-level await:
// from the sources, this module runs as CommonJS (embedded-thread.ts).
let queue: Promise<unknown> = createPGlite((workerData as { dataDir?: string }).dataDir).then(
  (pglite) => {
    backend = inThisThread(pglite);
    send({ ready: true });
  },
  (error: unknown) => {
    send({ failedToStart: errorFields(error) });
    process.exit(1);
  },
);

async function handle(message: ToWorker): Promise<unknown> {
  switch (message.kind) {
    case "run":
      return backend.run(message.sql, message.values);
    case "listen":
      unlistens.set(
        message.id,
        await backend.listen(message.channel, (payload) => send({ heard: message.id, payload })),
      );
      return null;
    case "unlisten":
      await unlistens.get(message.listener)?.();
      unlistens.delete(message.listener);
      return null;
    case "close":
      await backend.close();
      return null;
  }
}

port.on("message", (message: ToWorker) => {
  queue = queue.then(async () => {
    try {
      send({ id: message.id, result: await handle(message) });
    } catch (error) {
      send({ id: message.id, error: errorFields(error) });
    }
    if (message.kind === "close") port.close();
  });
});
