import type { LikesWaiting } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, useTestApp, type TestUser } from "../../../test/helpers.js";
import { block, like, pair, pass, single } from "./test-support.js";

const t = useTestApp();

const likesWaiting = (user: TestUser) =>
  call<LikesWaiting>(t.app, "GET", "/api/matching/likes-waiting", { user });

describe("likes waiting", () => {
  it("counts the people who liked you and wait for an answer, and never says who", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const [one, two, three] = await Promise.all(
      ["One", "Two", "Three"].map((name) => single(t, name, [1, 1, 1, 1, 1])),
    );
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
    for (const liker of [one!, two!, three!]) await like(t, liker, me);

    const res = await likesWaiting(me);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ count: 3 });
  });

  it("drops a like once answered: liked back (a match) or passed", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const liked = await single(t, "Liked", [1, 1, 1, 1, 1]);
    const passed = await single(t, "Passed", [1, 1, 1, 1, 1]);
    const waiting = await single(t, "Waiting", [1, 1, 1, 1, 1]);
    for (const liker of [liked, passed, waiting]) await like(t, liker, me);
    await like(t, me, liked);
    await pass(t, me, passed);
    expect((await likesWaiting(me)).body).toEqual({ count: 1 });
  });

  it("leaves out blocked people (either way) and likers who paired since", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const blockedByMe = await single(t, "Blocked", [1, 1, 1, 1, 1]);
    const blocker = await single(t, "Blocker", [1, 1, 1, 1, 1]);
    const pairedSince = await single(t, "Paired", [1, 1, 1, 1, 1]);
    for (const liker of [blockedByMe, blocker, pairedSince]) await like(t, liker, me);
    expect((await likesWaiting(me)).body).toEqual({ count: 3 });

    await block(t, me, blockedByMe);
    await block(t, blocker, me);
    const partner = await single(t, "Partner");
    await pair(t, pairedSince, partner);
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
  });

  it("leaves out a suspended liker, whom Discover does not show either", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const liker = await single(t, "Liker", [1, 1, 1, 1, 1]);
    await like(t, liker, me);
    expect((await likesWaiting(me)).body).toEqual({ count: 1 });
    await t.db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", liker.id)
      .execute();
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
  });

  it("is zero for someone with no dating profile, and 401 when signed out", async () => {
    const me = await single(t, "Me");
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
    const signedOut = await call(t.app, "GET", "/api/matching/likes-waiting");
    expect(signedOut).toHaveStatus(401);
  });
});
