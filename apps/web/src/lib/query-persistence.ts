// The app's last reads and its queued actions, kept on the device (IndexedDB) so the app
// opens without a network with what it last knew (docs/offline.md, decision 150).
// Read back only when the network is missing (at start, or on losing it) and only for the
// person they belong to; online, the app reads from the server as it always has.
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Mutation,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import { KEPT_QUERIES, queryPath } from "./kept-queries.js";
import { OUTBOX_KEY } from "./outbox-keys.js";

/** Stored reads older than this are not shown: a week-old screen would mislead more than help. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Kept reads are shown offline only if the server confirmed this device's session this
 * recently (decision 257): a phone signed out from elsewhere, or lost, shows nothing after it.
 */
export const SESSION_CONFIRMED_WITHIN_MS = 12 * 60 * 60 * 1000;
/** Writes are gathered for this long: one write per burst of answers. */
const WRITE_AFTER_MS = 1000;
/** The shape of the data: stored reads of another contract are dropped (vite.config.ts). */
const CONTRACT = import.meta.env.VITE_CONTRACT_HASH ?? "dev";

interface Stored {
  /** Whose reads these are (the signed-in person when they were written). */
  userId: string;
  savedAt: number;
  /** When the server last confirmed the session: `user.me` read from it (absent: never). */
  confirmedAt?: number;
  contract: string;
  state: DehydratedState;
}

const KEY = "app";
let store: UseStore | undefined;
const db = () => (store ??= createStore("tandem-offline", "cache"));

export function keptQuery(query: Pick<Query, "queryKey" | "state">): boolean {
  return query.state.status === "success" && KEPT_QUERIES.has(queryPath(query.queryKey));
}

function keptMutation(mutation: Mutation): boolean {
  return mutation.state.status === "pending" && mutation.options.mutationKey?.[0] === OUTBOX_KEY;
}

const signedInRead = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: [["user", "me"]] })
    .find((query) => query.state.status === "success");

/** The signed-in person's id from the cache, if known. */
function userIdIn(queryClient: QueryClient): string | null {
  const data = signedInRead(queryClient)?.state.data as { id?: unknown } | null | undefined;
  return typeof data?.id === "string" ? data.id : null;
}

async function read(): Promise<Stored | null> {
  try {
    const stored = await get<Stored>(KEY, db());
    if (!stored || Date.now() - stored.savedAt > MAX_AGE_MS) return null;
    return stored;
  } catch {
    // No IndexedDB (a private window): nothing kept, nothing restored.
    return null;
  }
}

/** Forgets everything kept (signing out, someone else signing in). */
export async function clearPersistedCache(): Promise<void> {
  try {
    await del(KEY, db());
  } catch {
    /* nothing was kept */
  }
}

/**
 * Puts the stored reads into the cache where the cache has nothing newer, marked out of date:
 * they show at once and are read again as soon as the network is back. `userId`: only that
 * person's (unknown at an offline start: the last person signed in on this device).
 */
export async function restoreQueries(
  queryClient: QueryClient,
  userId: string | null = userIdIn(queryClient),
): Promise<boolean> {
  const stored = await read();
  if (!stored || stored.contract !== CONTRACT) return false;
  if (userId !== null && stored.userId !== userId) return false;
  if (Date.now() - (stored.confirmedAt ?? 0) > SESSION_CONFIRMED_WITHIN_MS) {
    // Not confirmed lately: the reads go (queued actions stay for their person's next sign-in).
    await set(KEY, { ...stored, state: { ...stored.state, queries: [] } }, db()).catch(
      () => undefined,
    );
    return false;
  }
  const queries = stored.state.queries.map((query) => ({
    ...query,
    state: { ...query.state, isInvalidated: true },
  }));
  hydrate(queryClient, { mutations: [], queries });
  return true;
}

/**
 * Puts the person's queued actions back (an app closed before they were sent): they are sent
 * in their order once the network is there (src/lib/outbox.ts).
 */
export async function restoreQueuedActions(
  queryClient: QueryClient,
  userId: string,
): Promise<void> {
  const stored = await read();
  if (!stored) return;
  if (stored.userId !== userId) {
    await clearPersistedCache();
    return;
  }
  const queued = new Set(
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => (mutation.state.variables as { key?: unknown } | undefined)?.key),
  );
  // Waiting again, whatever they were doing when the app closed (a send cut off by closing
  // is sent again: its idempotency key makes the server apply it once).
  const mutations = stored.state.mutations
    .filter((mutation) => !queued.has((mutation.state.variables as { key?: unknown })?.key))
    .map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
  if (mutations.length === 0) return;
  hydrate(queryClient, { mutations, queries: [] });
  await queryClient.resumePausedMutations();
}

/** Keeps the signed-in person's reads and queued actions on the device as they change. */
export function persistQueryCache(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const userId = userIdIn(queryClient);
    if (userId === null) return;
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: keptQuery,
      shouldDehydrateMutation: keptMutation,
    });
    // user.me's time is when the server last answered it (a restored copy keeps its old time).
    const confirmedAt = signedInRead(queryClient)?.state.dataUpdatedAt;
    const stored: Stored = { userId, savedAt: Date.now(), confirmedAt, contract: CONTRACT, state };
    set(KEY, stored, db()).catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(write, WRITE_AFTER_MS);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" || event.type === "removed") schedule();
  });
  const stopMutations = queryClient.getMutationCache().subscribe(schedule);
  // Before the page goes away (a phone puts it in the background): write now.
  const now = () => {
    if (document.visibilityState === "hidden" && timer !== undefined) {
      clearTimeout(timer);
      write();
    }
  };
  document.addEventListener("visibilitychange", now);
  // What the page came with (a server-rendered page's reads) is kept too.
  schedule();
  return () => {
    stopQueries();
    stopMutations();
    document.removeEventListener("visibilitychange", now);
    if (timer !== undefined) clearTimeout(timer);
  };
}
