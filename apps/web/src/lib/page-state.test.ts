import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { JUST_READ_MS, readJustNow, readNow } from "./page-state.js";

describe("a server-rendered page's reads", () => {
  it("count as read when the app takes them in, on the device's clock", () => {
    const server = new QueryClient();
    // The server's clock an hour ahead of the phone's.
    server.setQueryData(["quiz", "today"], { day: 1 }, { updatedAt: Date.now() + 3_600_000 });
    const state = readNow(dehydrate(server), 1000);
    expect(state.queries.map((query) => query.state.dataUpdatedAt)).toEqual([1000]);
    expect(state.queries[0]?.state.data).toEqual({ day: 1 });
  });

  it("are not asked again while just read, and are once JUST_READ_MS has passed", () => {
    const now = Date.now();
    expect(readJustNow({ state: { dataUpdatedAt: now - 10 } })).toBe(true);
    expect(readJustNow({ state: { dataUpdatedAt: now - JUST_READ_MS - 1 } })).toBe(false);
    // Never read (no data yet).
    expect(readJustNow({ state: { dataUpdatedAt: 0 } })).toBe(false);
  });
});
