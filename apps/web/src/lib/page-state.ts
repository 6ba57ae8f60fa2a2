import type { DehydratedState } from "@tanstack/react-query";

/** The `<script type="application/json">` a server-rendered page carries its data in (apps/api/src/http/server-pages.ts). */
export const PAGE_STATE_ID = "page-state";

/** What a server-rendered page carries: the reads it was rendered from, and where the live stream stood. */
export interface PageState {
  queries: DehydratedState;
  /** The person's newest live event when the page was rendered: the stream resumes after it. */
  liveEventsFrom: string;
}

/**
 * A read the server-rendered page came with is not asked again when a screen mounts in the
 * page's first seconds, whatever the screen's rule (a deck's count asked on each visit): the
 * server made it a moment before, and asking again while the page takes over would cost a
 * round trip, a render and the browser's time-zone lookup on the phone's busiest seconds.
 * Reads the app made itself follow the screen's rule: a person who leaves Discover and comes
 * back a second later is asked again, so someone who liked them meanwhile shows up.
 */
export const JUST_READ_MS = 5000;

/** When the app took in the server-rendered page's reads (`readNow`), on the device's clock. */
let pageReadAt: number | null = null;

/** Whether a query holds what the server-rendered page came with, taken in under `JUST_READ_MS` ago. */
export function cameWithPageJustNow(
  query: { state: { dataUpdatedAt: number } },
  now = Date.now(),
): boolean {
  return (
    pageReadAt !== null &&
    query.state.dataUpdatedAt === pageReadAt &&
    now - pageReadAt < JUST_READ_MS
  );
}

/**
 * The page's reads as read now, on this device's clock: their age is counted from when the
 * app took them in, not from the server's clock, which may differ from the phone's.
 */
export function readNow(state: DehydratedState, now = Date.now()): DehydratedState {
  pageReadAt = now;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

/** The server-rendered page's data, or null on a page the browser draws. */
export function readPageState(): PageState | null {
  const json = document.getElementById(PAGE_STATE_ID)?.textContent;
  return json ? (JSON.parse(json) as PageState) : null;
}

let liveEventsFrom: string | null = null;

/** Remembers where the server-rendered page's live stream starts, for the stream's first connection. */
export function resumeLiveEventsFrom(id: string): void {
  liveEventsFrom = id;
}

/** Where the live stream starts: the server-rendered page's point until `forgetLiveEventsFrom`, else now (null). */
export function liveEventsFromPage(): string | null {
  return liveEventsFrom;
}

/**
 * Called once the stream's component has mounted (an effect: only a committed render counts;
 * React may render and drop a component while it hydrates). A later stream starts from now.
 */
export function forgetLiveEventsFrom(): void {
  liveEventsFrom = null;
}

/** The signed-in person of a server-drawn page's data (its `user.me`), if it holds one. */
function pageUser(
  state: DehydratedState,
): { userType?: string; coupleId?: string | null } | undefined {
  const me = state.queries.find((query) => JSON.stringify(query.queryKey[0]) === '["user","me"]');
  return me?.state.data as { userType?: string; coupleId?: string | null } | undefined;
}

/** Whether a server-drawn page's data is a single's (`user.me` says so). */
export function isSinglesPage(state: DehydratedState): boolean {
  return pageUser(state)?.userType === "single";
}

/** Whether a server-drawn page's data is a couple account's without a partner. */
export function isUnpairedCouplePage(state: DehydratedState): boolean {
  const user = pageUser(state);
  return user?.userType === "couple" && user.coupleId === null;
}
