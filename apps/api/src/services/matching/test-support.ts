import {
  AGE_GROUP_YEARS,
  DISCOVERY_QUIZ,
  type AgeGroup,
  type DiscoverCandidate,
  type LikeResult,
  type MatchSummary,
  type Ok,
  type PairCode,
} from "@tandem/api-contract";
import { expect } from "vitest";
import {
  birthDateAged,
  call,
  createUser,
  type TestContext,
  type TestUser,
} from "../../../test/helpers.js";

// The database is shared with other test files running at the same time: every test makes
// its own users, and discover results are filtered to them before order is asserted.

/** The discovery tags of one answer (option index 0-3) per question. */
export const tagsFor = (answers: readonly number[]) =>
  DISCOVERY_QUIZ.map((q, i) => q.options[answers[i]!]!.tag);

export const profileBody = (nickname: string, extra: Record<string, unknown> = {}) => ({
  nickname,
  gender: "female",
  ageGroup: "28-32",
  city: "Lisbon",
  bio: `Hi, I'm ${nickname}`,
  ...extra,
});

/**
 * A signed-in single with a profile and, when `answers` is given, discovery tags; born two
 * years into the profile's age group (`ageGroup` in `extra`, else profileBody's), which
 * their birth date then gives them (decision 271).
 */
export async function single(
  t: TestContext,
  nickname: string,
  answers?: readonly number[],
  extra: Record<string, unknown> = {},
) {
  const group = (extra.ageGroup ?? profileBody(nickname).ageGroup) as AgeGroup;
  const user = await createUser(t.db, { birthDate: birthDateAged(AGE_GROUP_YEARS[group][0] + 2) });
  const profile = await call(t.app, "POST", "/api/matching/profile", {
    user,
    body: profileBody(nickname, extra),
  });
  expect(profile, JSON.stringify(profile.body)).toHaveStatus(200);
  if (answers) {
    const tags = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags: tagsFor(answers) },
    });
    expect(tags).toHaveStatus(200);
  }
  return user;
}

export async function setLastActive(t: TestContext, user: TestUser, minutesAgo: number) {
  await t.db
    .updateTable("matchingProfiles")
    .set({ lastActiveAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where("userId", "=", user.id)
    .execute();
}

export async function pair(t: TestContext, a: TestUser, b: TestUser) {
  const { code } = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: a })).body;
  expect(await call(t.app, "POST", "/api/pair/use", { user: b, body: { code } })).toHaveStatus(200);
}

const idOf = (user: TestUser | string) => (typeof user === "string" ? user : user.id);

export const discover = <T = DiscoverCandidate[]>(t: TestContext, user: TestUser) =>
  call<T>(t.app, "GET", "/api/matching/discover", { user });
export const like = <T = LikeResult>(t: TestContext, user: TestUser, to: TestUser | string) =>
  call<T>(t.app, "POST", "/api/matching/like", { user, body: { toUserId: idOf(to) } });
export const pass = <T = Ok>(t: TestContext, user: TestUser, to: TestUser | string) =>
  call<T>(t.app, "POST", "/api/matching/pass", { user, body: { toUserId: idOf(to) } });
export const matches = (t: TestContext, user: TestUser) =>
  call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", { user });
export const block = <T = Ok>(t: TestContext, user: TestUser, other: TestUser | string) =>
  call<T>(t.app, "POST", "/api/matching/block", { user, body: { userId: idOf(other) } });

/** The ids discover shows `viewer`, restricted to `among` (other files' singles are ignored). */
export async function shownIds(t: TestContext, viewer: TestUser, among: TestUser[]) {
  const res = await discover(t, viewer);
  expect(res).toHaveStatus(200);
  const ours = new Set(among.map((u) => u.id));
  return res.body.map((c) => c.id).filter((id) => ours.has(id));
}

export async function matchRows(t: TestContext, a: TestUser, b: TestUser) {
  const [userAId, userBId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  return t.db
    .selectFrom("matches")
    .selectAll()
    .where("userAId", "=", userAId)
    .where("userBId", "=", userBId)
    .execute();
}

/** Two singles who liked each other. */
export async function matched(t: TestContext) {
  const a = await single(t, "Ann", [1, 2, 1, 2, 1]);
  const b = await single(t, "Ben", [1, 2, 1, 2, 1]);
  await like(t, a, b);
  expect((await like(t, b, a)).body.isMatch).toBe(true);
  return { a, b };
}
