// Lets the emitted declarations name tRPC's subscription types through a public entry.
import type {} from "@trpc/server/unstable-core-do-not-import";
import { tracked, type TrackedEnvelope } from "@trpc/server";
import type { SignedInContext } from "../context.js";
import { router, signedInProcedure } from "../trpc.js";
import { LiveEventsInputSchema, type LiveEventEnvelope, type LiveEventsInput } from "./schemas.js";

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

// A subscription only: served over server-sent events at /trpc, with no REST route.
export const eventsRouter = (h: EventsHandlers) =>
  router({
    stream: signedInProcedure.input(LiveEventsInputSchema).subscription(async function* ({
      ctx,
      input,
      signal,
    }): AsyncGenerator<TrackedEnvelope<LiveEventEnvelope["event"]>> {
      for await (const { id, event } of h.stream(ctx, input, signal)) yield tracked(id, event);
    }),
  });
