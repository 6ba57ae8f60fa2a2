import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { EmbeddedBackend, StatementResult } from "./embedded-backend.js";

/** What the server's thread asks of the embedded database's worker (embedded-worker.ts). */
export type ToWorker = { id: number } & (
  | { kind: "run"; sql: string; values: readonly unknown[] }
  | { kind: "listen"; channel: string }
  | { kind: "unlisten"; listener: number }
  | { kind: "close" }
);

/** What the worker answers: a request's result or error, a NOTIFY heard, or its start. */
export type ToThread =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { heard: number; payload: string }
  | { ready: true }
  | { failedToStart: Record<string, unknown> };

/** The code of the error every statement fails with once the thread has ended. */
export const EMBEDDED_THREAD_ENDED = "EMBEDDED_THREAD_ENDED";

/** An error the worker sent back as fields: the statement's own (code, constraint, ...). */
function errorFrom(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * The worker: next to this module, as JavaScript in the server's build (an entry of its own
 * there), or from the sources as TypeScript through tsx's loader, registered in the worker
 * first (tests, `pnpm dev`; a worker does not inherit the loader of the thread that starts it).
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith(".ts")) {
    return new Worker(new URL("./embedded-worker.js", import.meta.url), {
      workerData,
      execArgv: [],
    });
  }
  // Node 20 runs no ES module loader in a worker: tsx's require hook, and the module as CommonJS.
  const tsx = createRequire(import.meta.url).resolve("tsx/cjs/api");
  const source = fileURLToPath(new URL("./embedded-worker.ts", import.meta.url));
  const bootstrap = `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { eval: true, workerData, execArgv: [] });
}

/**
 * PGlite in a worker thread of its own, with its data in `dataDir` (or in memory). Requests
 * are posted as they come and answered in order. The thread keeps the process alive until
 * `close()`, as a pool's connections do.
 */
export async function startEmbeddedThread(dataDir?: string): Promise<EmbeddedBackend> {
  const worker = startWorker({ dataDir });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let gone: Error | undefined;

  const failAll = (error: Error) => {
    gone = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: ToThread) => {
      if ("heard" in message) return listeners.get(message.heard)?.(message.payload);
      if ("ready" in message) return resolve();
      if ("failedToStart" in message) return reject(errorFrom(message.failedToStart));
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      if ("error" in message) request.reject(errorFrom(message.error));
      else request.resolve(message.result);
    });
    worker.on("error", (error) => {
      reject(error);
      failAll(error);
    });
    worker.on("exit", (code) => {
      const error = Object.assign(
        new Error(`the embedded database's thread ended (exit code ${code})`),
        { code: EMBEDDED_THREAD_ENDED },
      );
      reject(error);
      failAll(error);
    });
  });
  await ready;

  /** Posts `request` and resolves with the worker's answer to it. */
  const ask = <T>(request: ToWorker) =>
    new Promise<T>((resolve, reject) => {
      if (gone) return reject(gone);
      pending.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        worker.postMessage(request);
      } catch (error) {
        // A value a structured clone cannot carry (a function, say): nothing was sent.
        pending.delete(request.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  return {
    run: (sql, values) => ask<StatementResult>({ id: nextId++, kind: "run", sql, values }),
    async listen(channel, onPayload) {
      // The listen request's number names the listener in what the worker sends back.
      const listener = nextId++;
      listeners.set(listener, onPayload);
      await ask({ id: listener, kind: "listen", channel });
      return async () => {
        listeners.delete(listener);
        await ask({ id: nextId++, kind: "unlisten", listener });
      };
    },
    async close() {
      if (gone) return;
      const exited = new Promise((resolve) => worker.once("exit", resolve));
      await ask({ id: nextId++, kind: "close" });
      await exited;
    },
  };
}
