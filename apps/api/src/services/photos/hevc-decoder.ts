import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** A decoded image: RGBA, 4 bytes a pixel, row by row, upright (irot/imir applied). */
export interface DecodedPixels {
  width: number;
  height: number;
  pixels: Uint8Array;
}

// Resolved here, where node_modules is known, for the worker (an eval'd script) to require.
const decoderPath = createRequire(import.meta.url).resolve("heic-decode");

// One file in, its pixels out (moved to this thread, not copied), or the error's message.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
require(workerData.decoderPath)({ buffer: workerData.input }).then(
  ({ width, height, data }) => {
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, pixels }, [pixels.buffer]);
  },
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);`;

/** The decode ran out of time: the worker was stopped. */
export class DecodeTimedOut extends Error {}

/**
 * Decodes a HEVC-coded HEIF with heic-decode (libheif in WASM) in a worker thread of its own:
 * a 12-megapixel iPhone photo takes seconds of CPU and about 450 MB of WASM memory, which
 * must neither stall every other request on the event loop nor stay allocated afterwards
 * (the worker ends with the decode, and its memory with it). Settles once the worker has
 * exited, so a caller that runs decodes one after another never holds two. Past `timeoutMs`
 * the worker is stopped (DecodeTimedOut). Uploads reach it through heic-queue.ts.
 */
export async function decodeHevcInWorker(input: Buffer, timeoutMs: number): Promise<DecodedPixels> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { decoderPath, input: new Uint8Array(input) },
    // libheif prints "Decoding image failed" for a damaged file: not our log's business.
    stdout: true,
  });
  worker.stdout.resume();
  const exited = new Promise((done) => worker.once("exit", done));
  const decoded = new Promise<DecodedPixels>((resolve, reject) => {
    const timeout = setTimeout(() => {
      void worker.terminate();
      reject(new DecodeTimedOut(`HEVC decode took over ${timeoutMs} ms`));
    }, timeoutMs);
    const settle = (outcome: () => void) => {
      clearTimeout(timeout);
      void worker.terminate();
      outcome();
    };
    worker.once("message", (message: DecodedPixels | { error: string }) =>
      settle(() => ("error" in message ? reject(new Error(message.error)) : resolve(message))),
    );
    worker.once("error", (error) => settle(() => reject(error)));
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`the HEVC decoder exited (${code})`))),
    );
  });
  try {
    return await decoded;
  } finally {
    await exited;
  }
}
