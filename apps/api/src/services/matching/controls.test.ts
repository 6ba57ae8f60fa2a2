import type { ApiError, MatchingProfile, UndoPassResult } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { conversation, send } from "../chat/test-support.js";
import { like, matches, pass, shownIds, single } from "./test-support.js";

const t = useTestApp();

const setPaused = ({ user }: { user: TestUser }, paused: boolean) =>
  call<{ paused: boolean }>(t.app, "POST", "/api/matching/pause", { user, body: { paused } });

describe("everyday controls", () => {
  it("pause hides my profile from Discover and keeps my matches and conversations", async () => {
    const { a, b, matchId } = await conversation(t);
    const viewer = await single(t, "Looker", [1, 2, 1, 2, 1]);
    expect(await shownIds(t, viewer, [a, b])).toContain(b.id);

    const paused = await setPaused({ user: b }, true);
    expect(paused.body).toEqual({ paused: true });
    expect(await shownIds(t, viewer, [a, b])).not.toContain(b.id);
    expect(await like<ApiError>(t, viewer, b)).toHaveStatus(404);
    const profile = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user: b });
    expect(profile.body.paused).toBe(true);
    expect((await matches(t, a)).body.map((m) => m.userId)).toEqual([b.id]);
    expect(await send(t, a, matchId, "still here")).toHaveStatus(201);

    expect((await setPaused({ user: b }, false)).body).toEqual({ paused: false });
    expect(await shownIds(t, viewer, [a, b])).toContain(b.id);
  });

  it("pause needs a profile", async () => {
    const me = await createUser(t.db);
    const res = await setPaused({ user: me }, true);
    expect(res).toHaveStatus(409);
  });

  it("undo takes back the last pass: that person is shown again", async () => {
    const me = await single(t, "Picky", [0, 1, 2, 3, 0]);
    const first = await single(t, "First", [0, 1, 2, 3, 0]);
    const second = await single(t, "Second", [0, 1, 2, 3, 0]);
    await pass(t, me, first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await pass(t, me, second);
    expect(await shownIds(t, me, [first, second])).toEqual([]);

    const undone = await call<UndoPassResult>(t.app, "POST", "/api/matching/undo-pass", {
      user: me,
    });
    expect(undone.body).toEqual({ userId: second.id, nickname: "Second" });
    expect(await shownIds(t, me, [first, second])).toEqual([second.id]);
    await call(t.app, "POST", "/api/matching/undo-pass", { user: me });
    const none = await call<ApiError>(t.app, "POST", "/api/matching/undo-pass", { user: me });
    expect(none).toHaveStatus(404);
    expect(none.body.message).toBe("There is no pass to undo.");
  });
});
