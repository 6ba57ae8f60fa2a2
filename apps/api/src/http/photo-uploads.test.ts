// What an upload is refused before its body is read, and the HEIC decode queue's bounds:
// at most a few waiting, one per account, none past its deadline counted from arrival.
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { COUPLE_PHOTO_UPLOAD_PATH, type ApiError } from "@tandem/api-contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../build-app.js";
import { createUser, testEnv, useTestApp, type TestUser } from "../../test/helpers.js";
import { pair } from "../services/matching/test-support.js";
import { createHeicQueue } from "../services/photos/heic-queue.js";
import { decodeHevcInWorker } from "../services/photos/hevc-decoder.js";
import { PHOTO_UPLOAD_RATE_LIMIT } from "../services/photos/store.js";

const t = useTestApp();

/** A queue whose decodes (real ones) start only once the test opens its gate. */
function gatedQueue(options: { maxWaiting: number }) {
  let gate = Promise.resolve();
  let open = () => {};
  const queue = createHeicQueue({
    ...options,
    run: async (input, timeoutMs) => {
      await gate;
      return decodeHevcInWorker(input, timeoutMs);
    },
  });
  return {
    queue,
    /** Closes the gate: decodes wait until `open()`. */
    close() {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

let heic: Buffer;
beforeAll(async () => {
  heic = await readFile(new URL("../services/photos/fixtures/hevc-64x48.heic", import.meta.url));
});

/** A couple whose members upload the couple's photo (no profile needed). */
async function couple(): Promise<[TestUser, TestUser]> {
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  await pair(t, a, b);
  return [a, b];
}

const upload = (app: FastifyInstance, user: TestUser, body: Buffer | Readable) =>
  app.inject({
    method: "POST",
    url: COUPLE_PHOTO_UPLOAD_PATH,
    headers: { cookie: user.cookie, "content-type": "image/heic" },
    payload: body,
  });

describe("an upload refused before its body is read", () => {
  it("past the hourly limit: 429, without reading the body", async () => {
    const [a] = await couple();
    await t.db
      .insertInto("rateLimits")
      .values({
        key: `photo-upload:${a.id}`,
        hits: PHOTO_UPLOAD_RATE_LIMIT.limit,
        windowStart: new Date(),
      })
      .execute();
    let chunksRead = 0;
    const body = new Readable({
      read() {
        chunksRead++;
        this.push(chunksRead <= 3 ? Buffer.alloc(64 * 1024) : null);
      },
    });
    const res = await upload(t.app, a, body);
    expect(res).toHaveStatus(429);
    expect(res.headers["retry-after"]).toBeDefined();
    expect(chunksRead).toBe(0);
  });
});

describe("the HEIC decode queue over HTTP", () => {
  const gated = gatedQueue({ maxWaiting: 1 });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: t.db, env: testEnv(), heicQueue: gated.queue });
  });
  afterAll(() => app?.close());

  it("refuses a HEIC past its waiting room with 503 and Retry-After, then serves the others", async () => {
    gated.close();
    const [a, b] = await couple();
    const [c] = await couple();
    const first = upload(app, a, heic);
    await expect.poll(() => gated.queue.size).toBe(1);
    const second = upload(app, c, heic);
    await expect.poll(() => gated.queue.size).toBe(2);

    const refused = await upload(app, b, heic);
    expect(refused).toHaveStatus(503);
    expect(refused.json<ApiError>()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(refused.json<ApiError>().message).toMatch(/try again in a moment/i);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    gated.open();
    expect(await first).toHaveStatus(201);
    expect(await second).toHaveStatus(201);
    expect(gated.queue.size).toBe(0);
  });

  it("refuses any upload past the waiting room, so a HEIC sent as a JPEG cannot skip it", async () => {
    gated.close();
    const [a, b] = await couple();
    const [c] = await couple();
    const first = upload(app, a, heic);
    await expect.poll(() => gated.queue.size).toBe(1);
    const second = upload(app, c, heic);
    await expect.poll(() => gated.queue.size).toBe(2);
    let chunksRead = 0;
    const body = new Readable({
      read() {
        chunksRead++;
        this.push(chunksRead === 1 ? heic : null);
      },
    });
    const disguised = await app.inject({
      method: "POST",
      url: COUPLE_PHOTO_UPLOAD_PATH,
      headers: { cookie: b.cookie, "content-type": "image/jpeg" },
      payload: body,
    });
    expect(disguised).toHaveStatus(503);
    expect(chunksRead).toBe(0);
    gated.open();
    expect(await first).toHaveStatus(201);
    expect(await second).toHaveStatus(201);
  });

  it("decodes one HEIC per account at a time: the same account's second is a 429 until it is done", async () => {
    gated.close();
    const [a] = await couple();
    const first = upload(app, a, heic);
    await expect.poll(() => gated.queue.size).toBe(1);
    const again = await upload(app, a, heic);
    expect(again).toHaveStatus(429);
    expect(again.json<ApiError>().message).toBe(
      "Your other photo is still being processed. Try again when it is done.",
    );
    gated.open();
    expect(await first).toHaveStatus(201);
    expect(await upload(app, a, heic)).toHaveStatus(201);
  });
});

describe("the HEIC decode queue's deadline", () => {
  it("counts from the request's arrival: a decode that waited past it never starts", async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const started: string[] = [];
    const pixels = { width: 1, height: 1, pixels: new Uint8Array(4) };
    const queue = createHeicQueue({
      maxWaiting: 4,
      timeoutMs: 2000,
      run: async (input) => {
        started.push(input.toString());
        await gate;
        return pixels;
      },
    });
    const running = queue.decode(Buffer.from("a"), { owner: "a", arrivedAt: Date.now() });
    // Arrived 1.9 s ago (its body took that long to come in): 100 ms left, spent waiting.
    const late = queue.decode(Buffer.from("b"), { owner: "b", arrivedAt: Date.now() - 1900 });
    await expect(late).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      retryAfterSeconds: 10,
    });
    expect(started).toEqual(["a"]);
    open();
    await expect(running).resolves.toBe(pixels);
    expect(queue.size).toBe(0);
  });
});
