import type { ApiError, AuthUser } from "@tandem/api-contract";
import { DAILY_QUESTION_COUNT, POINTS_PER_ANSWER } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { answer, createCouple, today } from "../quiz/test-support.js";
import { makeReward } from "../rewards/test-support.js";

const t = useTestApp();

describe("GET /api/auth/user", () => {
  it("answers the signed-in user", async () => {
    const user = await createUser(t.db, { firstName: "Ada", lastName: "Lovelace" });
    const res = await call(t.app, "GET", "/api/auth/user", { user });
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Ada",
      lastName: "Lovelace",
      points: 0,
      pointsEarned: 0,
      coupleId: null,
      userType: null,
      role: "user",
      hasMatchingProfile: false,
      hasDiscoveryTags: false,
    });
  });

  it("is 401 with {message, code} when signed out or with a forged cookie", async () => {
    for (const headers of [{}, { cookie: "tandem_session=forged" }] as Record<string, string>[]) {
      const res = await call<ApiError>(t.app, "GET", "/api/auth/user", { headers });
      expect(res).toHaveStatus(401);
      expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    }
  });

  it("keeps the points earned apart from the balance: spending lowers only the balance", async () => {
    const { a } = await createCouple(t.db);
    const me = async () => (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: a })).body;
    for (const question of await today(t, a)) {
      expect(await answer(t, a, question.id)).toHaveStatus(200);
    }
    const earned = DAILY_QUESTION_COUNT * POINTS_PER_ANSWER;
    expect(await me()).toMatchObject({ points: earned, pointsEarned: earned });

    const reward = await makeReward(t.db, { pointsCost: 50 });
    const redeemed = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: a });
    expect(redeemed).toHaveStatus(200);
    expect(await me()).toMatchObject({ points: earned - 50, pointsEarned: earned });

    // Points granted outside the ledger (an old balance) are a balance, not earnings.
    const gifted = await createUser(t.db, { points: 100 });
    const theirs = (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: gifted })).body;
    expect(theirs).toMatchObject({ points: 100, pointsEarned: 0 });
  });
});
