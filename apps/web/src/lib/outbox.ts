// Actions that wait for the network (docs/offline.md, decision 151): quiz answers, chat
// messages, likes and passes. Each is a React Query mutation in one scope, so they are sent
// one after another in the order they were made; without a network they wait (paused) and
// go when it is back, also after the app was closed (src/lib/query-persistence.ts). Each
// carries its own idempotency key (decision 140), made when the person acts and sent with
// every try, so the server applies it once.
// What an action does when it lands, or says when it cannot, is registered here, not on a
// screen: it may land after the screen that made it has gone.
import {
  onlineManager,
  useMutation,
  useMutationState,
  type Mutation,
  type MutationState,
  type QueryClient,
} from "@tanstack/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@tandem/api-contract";
import { describeError } from "./errors.js";
import { isNetworkError } from "./network.js";
import { OUTBOX_KEY } from "./outbox-keys.js";
import { newIdempotencyKey, type createTrpcClient } from "./trpc.js";

type In = inferRouterInputs<AppRouter>;
type Out = inferRouterOutputs<AppRouter>;

/** What each kind of queued action sends, and what the server answers. */
export interface OutboxKinds {
  "quiz.answer": { input: In["quiz"]["answer"]; output: Out["quiz"]["answer"] };
  "chat.send": { input: In["chat"]["send"]; output: Out["chat"]["send"] };
  "matching.like": { input: In["matching"]["like"]; output: Out["matching"]["like"] };
  "matching.pass": { input: In["matching"]["pass"]; output: Out["matching"]["pass"] };
}
export type OutboxKind = keyof OutboxKinds;

/** One queued action: what it sends, its idempotency key and when it was made. */
export interface Queued<K extends OutboxKind> {
  key: string;
  input: OutboxKinds[K]["input"];
  queuedAt: number;
}

export const outboxKey = (kind: OutboxKind) => [OUTBOX_KEY, kind] as const;

/** After a failed try, the next one: 1 s, 2 s, 4 s ... at most 30 s apart. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
/** A busy or failing server is asked again this many times before the action says why not. */
const SERVER_RETRIES = 3;

/** No network: try again (paused until it is back). A busy server: a few times. Else: no. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNetworkError(error)) return true;
  const { status } = describeError(error);
  const busy = status === 408 || status === 429 || (status !== undefined && status >= 500);
  return busy && failureCount < SERVER_RETRIES;
}

type Client = ReturnType<typeof createTrpcClient>;

/** What an action does once it lands, and what it says when it cannot (by kind). */
export type OutboxHandlers = {
  [K in OutboxKind]: {
    landed: (result: OutboxKinds[K]["output"], queued: Queued<K>) => void;
    refused: (error: unknown, queued: Queued<K>) => void;
  };
};

/**
 * Sends one action with its key in the input (decision 140: over tRPC the field, not the
 * header, which would belong to a whole batch).
 */
function send<K extends OutboxKind>(client: Client, kind: K, queued: Queued<K>) {
  const idempotencyKey = queued.key;
  switch (kind) {
    case "quiz.answer":
      return client.quiz.answer.mutate({
        ...(queued.input as In["quiz"]["answer"]),
        idempotencyKey,
      });
    case "chat.send":
      return client.chat.send.mutate({ ...(queued.input as In["chat"]["send"]), idempotencyKey });
    case "matching.like":
      return client.matching.like.mutate({
        ...(queued.input as In["matching"]["like"]),
        idempotencyKey,
      });
    case "matching.pass":
      return client.matching.pass.mutate({
        ...(queued.input as In["matching"]["pass"]),
        idempotencyKey,
      });
  }
  throw new Error(`unknown queued action ${String(kind)}`);
}

/** Removes a refused action from the list (set with the defaults: the cache that holds them). */
let removeMutation: (mutation: Mutation<unknown, Error, unknown>) => void = () => undefined;

const KINDS: OutboxKind[] = ["quiz.answer", "chat.send", "matching.like", "matching.pass"];

/**
 * Registers how each kind is sent and what it does when it lands or is refused. Called once
 * the app knows its clients (before any action is made or a queued one is restored).
 */
export function registerOutbox(
  queryClient: QueryClient,
  client: Client,
  handlers: OutboxHandlers,
): void {
  for (const kind of KINDS) {
    const handler = handlers[kind];
    queryClient.setMutationDefaults(outboxKey(kind), {
      mutationFn: (queued: Queued<OutboxKind>) => send(client, kind, queued),
      scope: { id: OUTBOX_KEY },
      networkMode: "online",
      retry: shouldRetry,
      retryDelay,
      // A refused action stays listed (a message "Not sent") until the person dismisses it.
      gcTime: Infinity,
      onSuccess: (result: unknown, queued: Queued<OutboxKind>) =>
        (handler.landed as (r: unknown, q: Queued<OutboxKind>) => void)(result, queued),
      onError: (error: unknown, queued: Queued<OutboxKind>) =>
        (handler.refused as (e: unknown, q: Queued<OutboxKind>) => void)(error, queued),
    });
  }
  removeMutation = (mutation) => queryClient.getMutationCache().remove(mutation);
}

/** True while an action waits for the network (paused, or retrying after a failed try). */
export function isWaiting(state: Pick<MutationState, "status" | "isPaused" | "failureCount">) {
  return state.status === "pending" && (state.isPaused || state.failureCount > 0);
}

/**
 * Makes actions of one kind: `queue(input)` sends it now or, without a network, queues it.
 * `queuedOffline` says whether it was queued (no network when made): the screen then moves on
 * as if it had landed, and the action tells what happened when it does.
 */
export function useOutbox<K extends OutboxKind>(kind: K) {
  const mutation = useMutation<OutboxKinds[K]["output"], unknown, Queued<K>>({
    mutationKey: outboxKey(kind),
  });
  return {
    queue(
      input: OutboxKinds[K]["input"],
      callbacks: {
        onSuccess?: (result: OutboxKinds[K]["output"]) => void;
        onError?: (error: unknown) => void;
      } = {},
    ): { queuedOffline: boolean } {
      const queuedOffline = !onlineManager.isOnline();
      mutation.mutate({ key: newIdempotencyKey(), input, queuedAt: Date.now() }, callbacks);
      // Queued: it goes on by itself (its defaults say what happens when it lands); this hook
      // is free for the next action at once.
      if (queuedOffline) mutation.reset();
      return { queuedOffline };
    },
    /** Sending now, with a network (not waiting for one). */
    sending: mutation.isPending && !isWaiting(mutation),
    /** Why the last action made here was refused, and a way to forget it. */
    error: mutation.error,
    reset: mutation.reset,
    /** The last action made with a network waits for it again (a connection that dropped). */
    waiting: isWaiting(mutation),
  };
}

/** A queued action as a screen shows it. */
export interface QueuedAction<K extends OutboxKind> {
  queued: Queued<K>;
  /** Waiting for the network. */
  waiting: boolean;
  /** Why the server refused it, or null. */
  refused: unknown;
  /** Takes a refused action off the list. */
  dismiss: () => void;
}

/** The queued actions of a kind not yet landed (waiting, sending, or refused), oldest first. */
export function useQueuedActions<K extends OutboxKind>(
  kind: K,
  filter: (queued: Queued<K>) => boolean = () => true,
) {
  return useMutationState<QueuedAction<K>>({
    filters: {
      mutationKey: outboxKey(kind),
      predicate: (mutation) =>
        mutation.state.status !== "success" &&
        mutation.state.status !== "idle" &&
        filter(mutation.state.variables as Queued<K>),
    },
    select: (mutation) => ({
      queued: mutation.state.variables as Queued<K>,
      waiting: isWaiting(mutation.state),
      refused: mutation.state.status === "error" ? mutation.state.error : null,
      dismiss: () => {
        if (mutation.state.status === "error") removeMutation(mutation);
      },
    }),
  });
}

/** How many actions wait for the network, for the offline banner. */
export function useWaitingCount(): number {
  return useMutationState({
    filters: { predicate: (m) => m.options.mutationKey?.[0] === OUTBOX_KEY && isWaiting(m.state) },
  }).length;
}
