import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** A decoded image: RGBA, 4 bytes a pixel, row by row, upright (irot/imir applied). */
export interface DecodedPixels {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Longer than this, the decode is stopped and the photo called damaged. */
const DECODE_TIMEOUT_MS = 30_000;

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

/** Settles when the last decode asked for has ended and its worker has exited. */
let previousExited: Promise<unknown> = Promise.resolve();

/**
 * Decodes a HEVC-coded HEIF with heic-decode (libheif in WASM) in a worker thread of its own:
 * a 12-megapixel iPhone photo takes seconds of CPU and about 450 MB of WASM memory, which
 * must neither stall every other request on the event loop nor stay allocated afterwards
 * (the worker ends with the decode, and its memory with it). One decode at a time, in the
 * order asked: the others wait their turn.
 */
export function decodeHevcPixels(input: Buffer): Promise<DecodedPixels> {
  const started = previousExited.then(() => decodeInWorker(input));
  previousExited = started.then(({ exited }) => exited);
  return started.then(({ decoded }) => decoded);
}

function decodeInWorker(input: Buffer) {
  let exited!: Promise<unknown>;
  const decoded = new Promise<DecodedPixels>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { decoderPath, input: new Uint8Array(input) },
      // libheif prints "Decoding image failed" for a damaged file: not our log's business.
      stdout: true,
    });
    worker.stdout.resume();
    exited = new Promise((done) => worker.once("exit", done));
    const timeout = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`HEVC decode took over ${DECODE_TIMEOUT_MS} ms`));
    }, DECODE_TIMEOUT_MS);
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
  return { decoded, exited };
}
