import {
  DISCOVER_COUNT_CAP,
  DISCOVER_PAGE_SIZE,
  type ApiError,
  type DiscoverCount,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it, onTestFinished } from "vitest";
import { call, useTestApp, type TestUser } from "../../../test/helpers.js";
import { countDiscoverable } from "./discover/count.js";
import { discover, pass, single } from "./test-support.js";

const t = useTestApp();

class RolledBack extends Error {
  constructor(readonly counts: number[]) {
    super("rolled back");
  }
}

const discoverCount = <T = DiscoverCount>(user: TestUser) =>
  call<T>(t.app, "GET", "/api/matching/discover/count", { user });

describe("Discover beyond its first page", () => {
  it("answers the next people once the first page is passed, until ours are all seen", async () => {
    // Other files' viewers run meanwhile and check their own first page: these 55 sort last
    // among equal scores (active a year ago), share no tag with most of their viewers, and
    // leave Discover when the test ends.
    const answers = [3, 0, 3, 1, 2];
    const viewer = await single(t, "Viewer", answers);
    const ours = await Promise.all(
      Array.from({ length: DISCOVER_PAGE_SIZE + 5 }, (_, i) => single(t, `P${i}`, answers)),
    );
    const ourIds = new Set(ours.map((u) => u.id));
    await t.db
      .updateTable("matchingProfiles")
      .set({ lastActiveAt: new Date(Date.now() - 365 * 24 * 60 * 60 * 1000) })
      .where("userId", "in", [...ourIds])
      .execute();
    onTestFinished(async () => {
      await t.db
        .updateTable("users")
        .set({ userType: "couple" })
        .where("id", "in", [...ourIds, viewer.id])
        .execute();
    });

    const count = await discoverCount(viewer);
    expect(count).toHaveStatus(200);
    expect(count.body.count).toBeGreaterThanOrEqual(ours.length);
    expect(count.body.count).toBeLessThanOrEqual(DISCOVER_COUNT_CAP);

    const seen = new Set<string>();
    // Other test files add singles meanwhile: page until ours are all seen (bounded).
    for (let page = 0; page < 20 && seen.size < ours.length; page++) {
      const res = await discover(t, viewer);
      expect(res).toHaveStatus(200);
      expect(res.body.length).toBeLessThanOrEqual(DISCOVER_PAGE_SIZE);
      if (res.body.length === 0) break;
      for (const candidate of res.body) {
        expect(seen.has(candidate.id)).toBe(false);
        if (ourIds.has(candidate.id)) seen.add(candidate.id);
        await pass(t, viewer, candidate.id);
      }
    }
    expect(seen.size).toBe(ours.length);
  });

  it("does not count a suspended single, whom Discover does not show", async () => {
    const viewer = await single(t, "Counter", [2, 1, 0, 3, 2]);
    const other = await single(t, "Counted", [2, 1, 0, 3, 2]);
    // One snapshot (repeatable read): singles other files add meanwhile are not in it. The
    // viewer has passed on everyone but `other`; nothing is kept (rolled back).
    const counts = await t.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (db) => {
        await sql`
          INSERT INTO passes (from_user_id, to_user_id)
          SELECT ${viewer.id}, user_id FROM matching_profiles
          WHERE user_id NOT IN (${viewer.id}, ${other.id})`.execute(db);
        const before = await countDiscoverable(db, viewer.id);
        await db
          .updateTable("users")
          .set({ suspendedAt: new Date() })
          .where("id", "=", other.id)
          .execute();
        const after = await countDiscoverable(db, viewer.id);
        throw new RolledBack([before.count, after.count]);
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.counts;
        throw error;
      });
    expect(counts).toEqual([1, 0]);
  });

  it("is 409 for the count, as for Discover, before the discovery quiz", async () => {
    const viewer = await single(t, "NoQuiz");
    const res = await discoverCount<ApiError>(viewer);
    expect(res).toFailWith(409, "CONFLICT", "DISCOVERY_QUIZ_REQUIRED");
  });
});
