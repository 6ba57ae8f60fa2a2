import type { AppRouter, LiveEvent } from "@tandem/api-contract";
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  type TRPCClientError,
} from "@trpc/client";
import { EventSource } from "eventsource";

export interface ReceivedEvent {
  id: string;
  data: LiveEvent;
}

export interface LiveStream {
  /** Everything received so far, in order. */
  received: ReceivedEvent[];
  /** Resolves with the id of the `ready` that opens the stream: the server now watches. */
  ready: Promise<string>;
  /** The next event not yet taken by `next`, skipping `ready`. */
  next(timeoutMs?: number): Promise<ReceivedEvent>;
  /** Waits `ms`, then gives what arrived and was not taken (to assert that nothing came). */
  quietFor(ms: number): Promise<ReceivedEvent[]>;
  /** Settles when the server ended the stream (resolves) or refused it (rejects). */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `cookie`'s live event stream at `baseUrl` the way the web app does: the official
 * tRPC client with `splitLink` and `httpSubscriptionLink`, over real HTTP (the `eventsource`
 * package stands in for the browser's EventSource and sends the session cookie).
 */
export function openLiveStream(
  baseUrl: string,
  cookie: string | null,
  input: { lastEventId?: string } = {},
): LiveStream {
  const withCookie = (init: RequestInit = {}): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({
          url: `${baseUrl}/trpc`,
          EventSource,
          eventSourceOptions: { fetch: (url, init) => fetch(url, withCookie(init)) },
        }),
        false: httpBatchLink({ url: `${baseUrl}/trpc` }),
      }),
    ],
  });

  const received: ReceivedEvent[] = [];
  const arrived = new Set<() => void>();
  /** Resolves with the first value `find` gives, checked now and at each arrival. */
  function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        done();
        resolve(found);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => (clearTimeout(timer), arrived.delete(check));
      arrived.add(check);
      check();
    });
  }

  let settle!: { resolve: () => void; reject: (error: TRPCClientError<AppRouter>) => void };
  const ended = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  ended.catch(() => {});
  const subscription = client.events.stream.subscribe(input, {
    onData(event) {
      received.push({ id: event.id, data: event.data });
      arrived.forEach((check) => check());
    },
    onError: (error) => settle.reject(error),
    onComplete: () => settle.resolve(),
  });

  let taken = 0;
  const untaken = () => received.slice(taken).filter((e) => e.data.type !== "ready");
  const ready = waitFor(
    () => received.find((e) => e.data.type === "ready")?.id,
    10_000,
    "no ready",
  );
  ready.catch(() => {});

  return {
    received,
    ready,
    next(timeoutMs = 10_000) {
      return waitFor(
        () => {
          const event = untaken()[0];
          if (event) taken = received.indexOf(event) + 1;
          return event;
        },
        timeoutMs,
        "no event",
      );
    },
    async quietFor(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return untaken();
    },
    ended,
    close: () => subscription.unsubscribe(),
  };
}
