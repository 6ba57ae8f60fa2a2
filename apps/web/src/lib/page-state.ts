import type { DehydratedState } from "@tanstack/react-query";

/** The `<script type="application/json">` a server-rendered page carries its data in (apps/api/src/http/server-pages.ts). */
export const PAGE_STATE_ID = "page-state";

/** What a server-rendered page carries: the reads it was rendered from, and where the live stream stood. */
export interface PageState {
  queries: DehydratedState;
  /** The person's newest live event when the page was rendered: the stream resumes after it. */
  liveEventsFrom: string;
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
