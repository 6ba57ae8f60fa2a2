import { readFile } from "node:fs/promises";
import type * as WorkerThreads from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { createHeicQueue } from "./heic-queue.js";
import { decodeHevcInWorker } from "./hevc-decoder.js";

const decodeHevcPixels = (input: Buffer) => decodeHevcInWorker(input, 30_000);

/** Every worker the decoder starts, and how many were alive at most at once. */
const workers = vi.hoisted(() => ({ started: 0, alive: 0, mostAlive: 0 }));
vi.mock("node:worker_threads", async (importOriginal) => {
  const threads = await importOriginal<typeof WorkerThreads>();
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      workers.started++;
      workers.mostAlive = Math.max(workers.mostAlive, ++workers.alive);
      this.once("exit", () => workers.alive--);
    }
  }
  return { ...threads, Worker: CountedWorker };
});

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));
const settled = () => vi.waitFor(() => expect(workers.alive).toBe(0));

describe("decoding HEVC photos off the event loop", () => {
  it("decodes in a worker thread of its own, which ends with the decode", async () => {
    const before = workers.started;
    const { width, height, pixels } = await decodeHevcPixels(await fixture("hevc-64x48.heic"));
    expect([width, height]).toEqual([64, 48]);
    expect(pixels).toHaveLength(64 * 48 * 4);
    // The top-left quarter is red (fixtures/README.md), within the codec's loss.
    expect(pixels[0]).toBeGreaterThan(200);
    expect(pixels[1]).toBeLessThan(60);
    expect(workers.started).toBe(before + 1);
    await settled();
  });

  it("runs several decodes one at a time through the upload queue, each answered", async () => {
    const file = await fixture("hevc-irot-48x64.heic");
    workers.mostAlive = 0;
    const queue = createHeicQueue();
    const decoded = await Promise.all(
      ["a", "b", "c"].map((owner) => queue.decode(file, { owner, arrivedAt: Date.now() })),
    );
    expect(decoded.map(({ width, height }) => [width, height])).toEqual([
      [48, 64],
      [48, 64],
      [48, 64],
    ]);
    expect(workers.mostAlive).toBe(1);
    await settled();
  });

  it("rejects a damaged file, ends its worker, and decodes the next one", async () => {
    const whole = await fixture("hevc-64x48.heic");
    // Its header whole, its coded image data garbled.
    const damaged = Buffer.from(whole).fill(0xff, whole.indexOf("mdat") + 4);
    await expect(decodeHevcPixels(damaged)).rejects.toThrow();
    await settled();
    await expect(decodeHevcPixels(whole)).resolves.toMatchObject({ width: 64, height: 48 });
  });
});
