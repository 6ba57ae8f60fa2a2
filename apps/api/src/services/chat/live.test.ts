import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { startApiProcess, stopApiProcesses, type ApiProcess } from "../../../test/api-process.js";
import type { TestContext } from "../../../test/helpers.js";
import { openLiveStream, type LiveStream } from "../../../test/live-stream.js";
import { block } from "../matching/test-support.js";
import { conversation, send } from "./test-support.js";

// Chat delivered live between two API processes (each its own pool and LISTEN connection):
// one person's browser talks to one, the other person's to the other.

const kind = inject("databaseKind");

const instances: ApiProcess[] = [];
const streams: LiveStream[] = [];
const context = (i: number): TestContext => ({ app: instances[i]!.app, db: instances[i]!.db });

beforeAll(async () => {
  // The embedded database is one process: there the "second process" shares its pool.
  instances.push(await startApiProcess());
  instances.push(kind === "postgres" ? await startApiProcess() : instances[0]!);
});
afterEach(() => streams.splice(0).forEach((stream) => stream.close()));
afterAll(() => stopApiProcesses(instances));

function open(i: number, cookie: string) {
  const stream = openLiveStream(instances[i]!.url, cookie);
  streams.push(stream);
  return stream;
}

/** The message with this id on `stream` (each person's stream also carries their own). */
async function messageOn(stream: LiveStream, id: number) {
  for (;;) {
    const event = await stream.next(10_000);
    if (event.data.type === "message" && event.data.message.id === id) return event.data.message;
  }
}

describe("chat across two API processes", () => {
  it("delivers messages live both ways, and prints the delivery time", async () => {
    const { a, b, matchId } = await conversation(context(0));
    const streamA = open(0, a.cookie);
    const streamB = open(1, b.cookie);
    await Promise.all([streamA.ready, streamB.ready]);

    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const [from, toStream, via] = i % 2 === 0 ? [a, streamB, 0] : [b, streamA, 1];
      const started = performance.now();
      const sent = await send(context(via), from, matchId, `hello ${i}`);
      expect(sent).toHaveStatus(201);
      expect(await messageOn(toStream, sent.body.id)).toEqual(sent.body);
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.log(
      `chat delivery across processes (${kind}), send request -> other stream, ms: ` +
        `median ${times[3]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)}`,
    );
  });

  it("once blocked, the blocked person's messages never reach the blocker's stream", async () => {
    const { a, b, matchId } = await conversation(context(0));
    const streamA = open(0, a.cookie);
    await streamA.ready;
    expect(await block(context(1), a, b)).toHaveStatus(200);
    const ended = await streamA.next(10_000);
    expect(ended.data).toEqual({ type: "conversation-ended", matchId });
    expect(await send(context(1), b, matchId, "let me in")).toHaveStatus(409);
    const later = await streamA.quietFor(400);
    expect(later.filter((e) => e.data.type === "message")).toEqual([]);
  });
});
