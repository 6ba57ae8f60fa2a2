import { tracked, type TrackedEnvelope, type TRPCSubscriptionProcedure } from "@trpc/server";
import type { SignedInContext } from "../context.js";
import { router, signedInProcedure, type ProcedureMeta } from "../trpc.js";
import {
  LiveEventsInputSchema,
  type LiveEvent,
  type LiveEventEnvelope,
  type LiveEventsInput,
} from "./schemas.js";

/** The subscription's AbortSignal: aborted when the client leaves or the stream's time is up. */
export interface StreamSignal {
  readonly aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

export interface EventsHandlers {
  /** The viewer's events, from after `lastEventId` (or from now); ends when `signal` aborts. */
  stream: (
    ctx: SignedInContext,
    input: LiveEventsInput,
    signal: StreamSignal | undefined,
  ) => AsyncIterable<LiveEventEnvelope>;
}

/**
 * What a client receives for each event: tRPC's tracked data, `id` (what a reconnect resumes
 * from, sent back as `lastEventId`) and `data` (the event).
 */
export interface LiveEventMessage {
  id: string;
  data: LiveEvent;
}

/**
 * The stream's type as clients see it, named with tRPC's public types only: the type tRPC
 * infers names `TrackedData` from its internal entry, which a tRPC release may move (and
 * the declarations other teams install would import it). `_SameAsInferred` below proves
 * the two agree.
 */
export type LiveEventsProcedure = TRPCSubscriptionProcedure<{
  input: LiveEventsInput | undefined;
  output: AsyncIterable<LiveEventMessage, void, unknown>;
  meta: ProcedureMeta;
}>;

const liveEventsProcedure = (h: EventsHandlers) =>
  signedInProcedure.input(LiveEventsInputSchema).subscription(async function* ({
    ctx,
    input,
    signal,
  }): AsyncGenerator<TrackedEnvelope<LiveEvent>> {
    for await (const { id, event } of h.stream(ctx, input, signal)) yield tracked(id, event);
  });

type Yield<T> = T extends AsyncIterable<infer Item> ? Item : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type InferredTypes = ReturnType<typeof liveEventsProcedure>["_def"]["$types"];
type Assert<T extends true> = T;
type _SameAsInferred = Assert<
  [
    Same<Yield<InferredTypes["output"]>, Yield<LiveEventsProcedure["_def"]["$types"]["output"]>>,
    Same<InferredTypes["input"], LiveEventsProcedure["_def"]["$types"]["input"]>,
  ] extends [true, true]
    ? true
    : false
>;

// A subscription only: served over server-sent events at /trpc, with no REST route.
// The assertion names the procedure's type for the declaration build (tsconfig.build.json):
// inferred, it refers to a chunk of tRPC's dist by file name (TS2742).
export const eventsRouter = (h: EventsHandlers) =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  router({ stream: liveEventsProcedure(h) as unknown as LiveEventsProcedure });
