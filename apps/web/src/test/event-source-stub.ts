import type { LiveEvent } from "@tandem/api-contract";
import { vi } from "vitest";

/**
 * Stands in for the browser's EventSource (jsdom has none), so a test plays the server's
 * side of the live event stream: the frames tRPC's SSE protocol sends.
 */
export class FakeEventSource extends EventTarget {
  static readonly instances: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = this.CONNECTING;
  readonly withCredentials: boolean;

  constructor(
    readonly url: string,
    init?: EventSourceInit,
  ) {
    super();
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  /** The stream opened (tRPC's `connected` frame). */
  open(): void {
    this.readyState = this.OPEN;
    this.dispatchEvent(new MessageEvent("connected", { data: "{}" }));
  }

  /** One tracked event, as `tracked(id, event)` on the server sends it. */
  send(id: string, event: LiveEvent): void {
    this.dispatchEvent(
      new MessageEvent("message", { data: JSON.stringify(event), lastEventId: id }),
    );
  }

  close(): void {
    this.readyState = this.CLOSED;
  }
}

/** Replaces the global EventSource for this test; returns the streams opened. */
export function stubEventSource(): FakeEventSource[] {
  FakeEventSource.instances.length = 0;
  vi.stubGlobal("EventSource", FakeEventSource);
  return FakeEventSource.instances;
}
