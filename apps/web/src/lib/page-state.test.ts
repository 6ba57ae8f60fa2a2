import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { cameWithPageJustNow, JUST_READ_MS, readNow } from "./page-state.js";

describe("a server-rendered page's reads", () => {
  it("count as read when the app takes them in, on the device's clock", () => {
    const server = new QueryClient();
    // The server's clock an hour ahead of the phone's.
    server.setQueryData(["quiz", "today"], { day: 1 }, { updatedAt: Date.now() + 3_600_000 });
    const state = readNow(dehydrate(server), 1000);
    expect(state.queries.map((query) => query.state.dataUpdatedAt)).toEqual([1000]);
    expect(state.queries[0]?.state.data).toEqual({ day: 1 });
  });

  it("are not asked again in the page's first JUST_READ_MS, and are after", () => {
    const server = new QueryClient();
    server.setQueryData(["matching", "discoverCount"], { count: 3 });
    const taken = readNow(dehydrate(server), 50_000).queries[0]!;
    expect(cameWithPageJustNow(taken, 50_010)).toBe(true);
    expect(cameWithPageJustNow(taken, 50_000 + JUST_READ_MS + 1)).toBe(false);
  });

  it("do not cover what the app read itself a moment ago, nor what it never read", () => {
    readNow(dehydrate(new QueryClient()), 50_000);
    // The app's own read, one second after the page's: a screen's rule applies to it.
    expect(cameWithPageJustNow({ state: { dataUpdatedAt: 51_000 } }, 51_500)).toBe(false);
    expect(cameWithPageJustNow({ state: { dataUpdatedAt: 0 } }, 51_500)).toBe(false);
  });
});
