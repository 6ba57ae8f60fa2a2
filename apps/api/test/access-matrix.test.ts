// The access matrix (docs/security.md), generated from the contract: every procedure as signed out,
// as a plain user and as an admin, over tRPC and (where it has one) its REST path; and every
// procedure that names an object, as a user reaching another couple's or person's one.
// A procedure added to the contract fails "classifies every procedure" until it is placed.
import type { AnyTRPCProcedure } from "@trpc/server";
import type {
  Couple,
  MatchSummary,
  PairCode,
  QuizQuestion,
  RedemptionResult,
} from "@tandem/api-contract";
import { API_TOKEN_SCOPES, type ApiTokenScope, type SignedInContext } from "@tandem/api-contract";
import { createAppRouter } from "@tandem/api-contract/server";
import { describe, expect, it } from "vitest";
import { createSession, SESSION_COOKIE } from "../src/auth/sessions.js";
import { createHandlers } from "../src/handlers.js";
import { createApiToken } from "../src/services/api-tokens/index.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import { matched, single } from "../src/services/matching/test-support.js";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "./helpers.js";

const t = useTestApp();

interface Procedure {
  name: string;
  type: "query" | "mutation" | "subscription";
  rest?: { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string };
  access: "public" | "signed in" | "admin";
  /** The API token scope that reaches it (meta.scope), if any. */
  scope?: string;
}

interface ProcedureDef {
  type: Procedure["type"];
  meta?: { rest?: Procedure["rest"]; scope?: string };
  middlewares: unknown[];
}

const router = createAppRouter(createHandlers(null as never));
const defs = Object.fromEntries(
  Object.entries(router._def.procedures as unknown as Record<string, AnyTRPCProcedure>).map(
    ([name, procedure]) => [name, procedure._def as unknown as ProcedureDef],
  ),
);
// The role checks are the contract's own middlewares (trpc.ts), found on procedures whose
// access never changes: every procedure starts with one of two (publicProcedure's or
// signedInProcedure's, each of which also checks an API token's scope and opens the
// procedure's span); a procedure is admin-only exactly when it runs the admin check after.
const publicCheck = defs["waitlist.join"]!.middlewares[0];
const signInCheck = defs["user.me"]!.middlewares[0];
const adminCheck = defs["admin.listRewards"]!.middlewares[1];
const PROCEDURES: Procedure[] = Object.entries(defs).map(([name, def]) => ({
  name,
  type: def.type,
  ...(def.meta?.rest ? { rest: def.meta.rest } : {}),
  ...(def.meta?.scope ? { scope: def.meta.scope } : {}),
  access: def.middlewares.includes(adminCheck)
    ? "admin"
    : def.middlewares.includes(signInCheck)
      ? "signed in"
      : "public",
}));
const byName = new Map(PROCEDURES.map((p) => [p.name, p]));
const isAdminOnly = (name: string) => byName.get(name)?.access === "admin";
const isPublic = (name: string) => byName.get(name)?.access === "public";
const ADMIN_ONLY_MESSAGE = "Only admins can do this.";

/** One call of `procedure` with an empty input, over tRPC or REST, as `user` (or signed out). */
async function callEmpty(
  procedure: Procedure,
  transport: "trpc" | "rest",
  user: TestUser | null,
  apiToken?: string,
) {
  const headers = {
    origin: PUBLIC_URL,
    ...(user ? { cookie: user.cookie } : {}),
    ...(apiToken ? { authorization: `Bearer ${apiToken}` } : {}),
  };
  if (transport === "rest") {
    const rest = procedure.rest!;
    const url = rest.path.replace(/\{\w+\}/g, "1");
    const response = await t.app.inject({
      method: rest.method,
      url,
      headers: rest.method === "GET" ? headers : { ...headers, "content-type": "application/json" },
      ...(rest.method === "GET" ? {} : { payload: "{}" }),
    });
    return { status: response.statusCode, message: messageOf(response.body) };
  }
  const response =
    procedure.type === "mutation"
      ? await t.app.inject({
          method: "POST",
          url: `/trpc/${procedure.name}`,
          headers: { ...headers, "content-type": "application/json" },
          payload: "{}",
        })
      : await t.app.inject({
          method: "GET",
          url: `/trpc/${procedure.name}?input=${encodeURIComponent("{}")}`,
          headers,
        });
  return { status: response.statusCode, message: messageOf(response.body) };
}

function messageOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: string; error?: { message?: string } };
    return parsed.error?.message ?? parsed.message;
  } catch {
    return undefined;
  }
}

/** A user with a fresh session per call: "sign out everywhere" must not end the next call's. */
async function freshSession(user: TestUser): Promise<TestUser> {
  const { token } = await createSession(t.db, user.id);
  return { ...user, cookie: `${SESSION_COOKIE}=${token}` };
}

const transportsOf = (procedure: Procedure) =>
  procedure.rest ? (["trpc", "rest"] as const) : (["trpc"] as const);

// The stream stays open for a signed-in caller: its signed-out answer is checked here, its
// signed-in behaviour (only the caller's own events) in services/events/events.test.ts.
const CALLABLE = PROCEDURES.filter((p) => p.type !== "subscription");

describe("roles, for every procedure of the contract", () => {
  it("finds the role checks: public, signed-in and admin procedures", () => {
    expect(CALLABLE.length).toBeGreaterThanOrEqual(29);
    expect(signInCheck).toBeTypeOf("function");
    expect(publicCheck).toBeTypeOf("function");
    expect(publicCheck).not.toBe(signInCheck);
    const first = (p: Procedure) => defs[p.name]!.middlewares[0];
    expect(PROCEDURES.every((p) => first(p) === publicCheck || first(p) === signInCheck)).toBe(
      true,
    );
    expect(adminCheck).toBeTypeOf("function");
    expect(PROCEDURES.filter((p) => p.access === "public").map((p) => p.name)).toEqual([
      "pair.invitePreview",
      "waitlist.join",
    ]);
    expect(isAdminOnly("admin.createReward")).toBe(true);
    expect(isAdminOnly("user.me")).toBe(false);
  });

  it.each(PROCEDURES.map((p) => [p.name, p] as const))(
    "%s signed out: 401 unless public",
    async (_name, procedure) => {
      for (const transport of transportsOf(procedure)) {
        if (procedure.type === "subscription") {
          const response = await t.app.inject({
            method: "GET",
            url: `/trpc/${procedure.name}`,
            headers: { accept: "text/event-stream" },
          });
          // SSE answers 200 and then the error as its one event, as tRPC's stream does.
          expect([200, 401]).toContain(response.statusCode);
          expect(response.body).toContain('"UNAUTHORIZED"');
          expect(response.body).not.toMatch(/"result"|event: message/);
          continue;
        }
        const result = await callEmpty(procedure, transport, null);
        if (isPublic(procedure.name)) expect(result.status, transport).not.toBe(401);
        else {
          expect(result, transport).toHaveStatus(401);
          expect(result.message).toBe("Unauthorized");
        }
      }
    },
  );

  it.each(CALLABLE.map((p) => [p.name, p] as const))(
    "%s as a plain user: 403 on admin procedures, past the role check elsewhere",
    async (_name, procedure) => {
      const user = await createUser(t.db);
      for (const transport of transportsOf(procedure)) {
        const result = await callEmpty(procedure, transport, await freshSession(user));
        if (isAdminOnly(procedure.name)) {
          expect(result, transport).toHaveStatus(403);
          expect(result.message).toBe(ADMIN_ONLY_MESSAGE);
        } else {
          expect(result.status, transport).not.toBe(401);
          expect(result.message).not.toBe(ADMIN_ONLY_MESSAGE);
          expect(result.status, transport).toBeLessThan(500);
        }
      }
    },
  );

  it.each(CALLABLE.map((p) => [p.name, p] as const))(
    "%s as an admin: past every role check",
    async (_name, procedure) => {
      const admin = await createUser(t.db, { role: "admin" });
      for (const transport of transportsOf(procedure)) {
        const result = await callEmpty(procedure, transport, await freshSession(admin));
        expect(result.status, transport).not.toBe(401);
        expect(result.status, transport).not.toBe(403);
        expect(result.status, transport).toBeLessThan(500);
      }
    },
  );
});

// ---- API tokens ----------------------------------------------------------------------------

/** A token of `scopes` created by a fresh admin (one per row: each token has its own limit). */
async function tokenWith(scopes: ApiTokenScope[]): Promise<string> {
  const admin = await createUser(t.db, { role: "admin" });
  const ctx = { viewer: { id: admin.id, role: "admin" } } as SignedInContext;
  const { secret } = await createApiToken(t.db, ctx, {
    name: "matrix",
    scopes,
    expiresInDays: 7,
  });
  return secret;
}

describe("API tokens, for every procedure of the contract", () => {
  it("names the procedures a token reaches, each with its scope, all staff-only", () => {
    expect(PROCEDURES.filter((p) => p.scope).map((p) => [p.name, p.scope])).toEqual([
      ["admin.listRewards", "rewards:read"],
      ["admin.createReward", "rewards:write"],
      ["admin.setRewardActive", "rewards:write"],
      ["admin.updateReward", "rewards:write"],
      ["admin.addRewardCodes", "rewards:write"],
      ["moderation.reports", "moderation:read"],
      ["moderation.waitlist", "waitlist:read"],
      ["moderation.waitlistCsv", "waitlist:read"],
      ["vouchers.check", "vouchers:redeem"],
      ["vouchers.use", "vouchers:redeem"],
      ["insights.overview", "insights:read"],
    ]);
    expect(PROCEDURES.filter((p) => p.scope).every((p) => p.access === "admin")).toBe(true);
    expect([...API_TOKEN_SCOPES].sort()).toEqual(
      [...new Set(PROCEDURES.flatMap((p) => (p.scope ? [p.scope] : [])))].sort(),
    );
  });

  it.each(CALLABLE.map((p) => [p.name, p] as const))(
    "%s with an API token: past the checks with its scope, 403 in words without",
    async (_name, procedure) => {
      const others = API_TOKEN_SCOPES.filter((scope) => scope !== procedure.scope);
      const without = await tokenWith(others);
      const withIt = procedure.scope ? await tokenWith([procedure.scope as ApiTokenScope]) : null;
      for (const transport of transportsOf(procedure)) {
        const refused = await callEmpty(procedure, transport, null, without);
        expect(refused, transport).toHaveStatus(403);
        expect(refused.message, transport).toMatch(/API token/);
        if (withIt) {
          const result = await callEmpty(procedure, transport, null, withIt);
          expect(result.status, transport).not.toBe(401);
          expect(result.status, transport).not.toBe(403);
          expect(result.status, transport).toBeLessThan(500);
        }
      }
    },
  );

  it("the live event stream refuses a token of every scope", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/trpc/events.stream",
      headers: {
        accept: "text/event-stream",
        authorization: `Bearer ${await tokenWith([...API_TOKEN_SCOPES])}`,
      },
    });
    expect(response.body).not.toMatch(/"result"|event: message/);
    expect(response.body).toMatch(/FORBIDDEN|UNAUTHORIZED/);
  });
});

// ---- other people's objects ---------------------------------------------------------------

async function couple() {
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  const { code } = (await call<PairCode>(t.app, "POST", "/api/pair/generate", { user: a })).body;
  const paired = await call<Couple>(t.app, "POST", "/api/pair/use", { user: b, body: { code } });
  expect(paired).toHaveStatus(200);
  return { a, b, id: paired.body.id };
}

type CrossCheck = (() => Promise<void>) | string;

/**
 * For every procedure: how a user reaching another couple's or person's object is refused,
 * or (a sentence) why its input names no object of anyone else.
 */
const CROSS_OBJECT: Record<string, CrossCheck> = {
  "user.me": "acts on the caller only (no id in its input)",
  "user.setPhone": "acts on the caller only (no id in its input)",
  "user.setLocation": "acts on the caller only (no id in its input)",
  "user.setType": "acts on the caller only (no id in its input)",
  "user.setLanguage":
    "changes the caller's account and only a push subscription of theirs (languages.test.ts)",
  "user.signOutEverywhere":
    "ends the caller's sessions only (security.test.ts checks others' stay)",
  "couple.get": async () => {
    const mine = await couple();
    const theirs = await couple();
    const res = await call(t.app, "GET", `/api/couple/${theirs.id}`, { user: mine.a });
    expect(res).toHaveStatus(404);
    const trpc = await call(
      t.app,
      "GET",
      `/trpc/couple.get?input=${encodeURIComponent(JSON.stringify({ coupleId: theirs.id }))}`,
      { user: mine.a },
    );
    expect(trpc).toHaveStatus(404);
  },
  "pair.generate": "makes the caller's own code",
  "pair.use": "using another person's code is the feature; its limits are in pair-code.test.ts",
  "pair.break": async () => {
    const mine = await couple();
    const theirs = await couple();
    expect(await call(t.app, "POST", "/api/pair/break", { user: mine.a })).toHaveStatus(200);
    const still = await call(t.app, "GET", `/api/couple/${theirs.id}`, { user: theirs.a });
    expect(still).toHaveStatus(200);
  },
  "quiz.today": "the caller's own set",
  "quiz.answer": async () => {
    const mine = await couple();
    const theirs = await couple();
    const myIds = new Set(
      (await call<QuizQuestion[]>(t.app, "GET", "/api/quiz/today", { user: mine.a })).body.map(
        (q) => q.id,
      ),
    );
    const theirQuestions = (
      await call<QuizQuestion[]>(t.app, "GET", "/api/quiz/today", { user: theirs.a })
    ).body;
    const foreign = theirQuestions.find((q) => !myIds.has(q.id));
    expect(foreign).toBeDefined();
    const res = await call(t.app, "POST", "/api/quiz/answer", {
      user: mine.a,
      body: { questionId: foreign!.id, selectedOption: 0, tags: [], pointsEarned: 10 },
    });
    expect(res).toHaveStatus(404);
  },
  "quiz.history": async () => {
    const mine = await couple();
    const theirs = await couple();
    const question = (
      await call<QuizQuestion[]>(t.app, "GET", "/api/quiz/today", { user: theirs.a })
    ).body[0]!;
    await call(t.app, "POST", "/api/quiz/answer", {
      user: theirs.a,
      body: { questionId: question.id, selectedOption: 0, tags: [], pointsEarned: 10 },
    });
    const history = await call(t.app, "GET", "/api/quiz/history", { user: mine.a });
    expect(history).toHaveStatus(200);
    expect(JSON.stringify(history.body)).not.toContain(theirs.a.id);
    expect((history.body as { days: unknown[] }).days ?? []).toEqual([]);
  },
  "rewards.list": "the shared catalogue",
  "rewards.goal": "the caller's own couple's goal",
  "rewards.setGoal": "the caller's own couple's goal, set to a reward of the shared catalogue",
  "rewards.redeemGoal": "spends the caller's own couple's points on its own goal",
  "rewards.redeem": "spends the caller's own points on the shared catalogue",
  "rewards.redemptions": async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const other = await createUser(t.db, { points: 10 });
    const me = await createUser(t.db);
    const theirs = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user: other,
    });
    expect(theirs).toHaveStatus(200);
    const mine = await call(t.app, "GET", "/api/rewards/redemptions", { user: me });
    expect(JSON.stringify(mine.body)).not.toContain(theirs.body.voucherCode);
  },
  "matching.profile": "the caller's own profile",
  "matching.saveProfile": "the caller's own profile",
  "matching.saveDiscoveryTags": "the caller's own tags",
  "matching.savePreferences": "the caller's own preferences",
  "matching.discover": "shows singles, never a couple member (discover.test.ts)",
  "matching.like": async () => {
    const liker = await single(t, "Liker", [0, 0, 0, 0, 0]);
    const paired = await couple();
    const res = await call(t.app, "POST", "/api/matching/like", {
      user: liker,
      body: { toUserId: paired.a.id },
    });
    expect(res).toHaveStatus(404);
  },
  "matching.pass": async () => {
    const passer = await single(t, "Passer", [0, 0, 0, 0, 0]);
    const paired = await couple();
    const res = await call(t.app, "POST", "/api/matching/pass", {
      user: passer,
      body: { toUserId: paired.b.id },
    });
    expect(res).toHaveStatus(404);
  },
  "matching.matches": async () => {
    const { a, b } = await matched(t);
    const outsider = await single(t, "Outsider", [0, 0, 0, 0, 0]);
    const list = await call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", {
      user: outsider,
    });
    expect(list.body.map((m) => m.userId)).not.toContain(a.id);
    expect(list.body.map((m) => m.userId)).not.toContain(b.id);
  },
  "matching.unmatch": async () => {
    const { a, b } = await matched(t);
    const outsider = await single(t, "Meddler", [0, 0, 0, 0, 0]);
    const res = await call(t.app, "POST", "/api/matching/unmatch", {
      user: outsider,
      body: { userId: a.id },
    });
    expect(res).toHaveStatus(404);
    const still = await call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", { user: a });
    expect(still.body.map((m) => m.userId)).toContain(b.id);
  },
  "matching.block": "anyone may block anyone (a safety tool; safety.test.ts)",
  "matching.report": "anyone may report anyone (a safety tool; safety.test.ts)",
  "waitlist.join": "public, and creates only its own entry",
  "user.setName": "the caller's own name",
  "user.setBirthDate": "the caller's own birth date",
  "user.removePhoto": "the caller's own account photo",
  "pair.invite": "the caller's own link",
  "pair.newInvite": "the caller's own link",
  "pair.invitePreview":
    "public to holders of the link: first name and photo only (invites.test.ts)",
  "pair.acceptInvite":
    "pairs the caller with the link's owner, every pairing rule held (invites.test.ts)",
  "admin.listRewards": "admin only (the role rows above)",
  "admin.createReward": "admin only (the role rows above)",
  "admin.setRewardActive": "admin only (the role rows above)",
  "admin.updateReward": "admin only (the role rows above)",
  "admin.system": "admin only (the role rows above); names no object, changes nothing",
  "admin.addRewardCodes": "admin only (the role rows above)",
  "admin.towns": "admin only (the role rows above); the public gazetteer, changes nothing",
  "vouchers.check":
    "a partner token's own brand's vouchers only; another brand's answer as unknown (services/vouchers/vouchers.test.ts)",
  "vouchers.use":
    "a partner token's own brand's vouchers only; another brand's answer as unknown (services/vouchers/vouchers.test.ts)",
  "events.stream": "the caller's own events only (services/events/events.test.ts)",
  // Procedures beyond the spec's calls.
  "quiz.streak": "the caller's own couple's streak",
  "quiz.reveal": "the caller's own couple's answers",
  "quiz.progress": "the caller's own couple's progress",
  "reminders.get": "the caller's own setting",
  "reminders.update": "the caller's own setting",
  "dateIdeas.list": "the shared catalogue, with the caller's own couple's saved marks",
  "dateIdeas.save": "a catalogue key, saved for the caller's own couple",
  "dateIdeas.unsave": "a catalogue key, for the caller's own couple",
  "matching.likesWaiting": "counts likes sent to the caller",
  "matching.discoverCount": "the caller's own discover count",
  "matching.discoverWidenings":
    "counts for the caller's own preferences (discover-widenings.test.ts)",
  "matching.likesYou":
    "likes sent to the caller, from people Discover may show them (likes-you.test.ts)",
  "matching.undoPass": "the caller's own last pass",
  "matching.setPaused": "the caller's own profile",
  "account.export": "the caller's own data (account tests check no one else's is in it)",
  "account.delete": "the caller's own account",
  "account.notices": "the caller's own notices",
  "account.dismissNotices": "the caller's own notices",
  "moderation.reports": "admin only (the role rows above)",
  "moderation.resolveReport": "admin only (the role rows above)",
  "moderation.suspend": "admin only (the role rows above)",
  "moderation.unsuspend": "admin only (the role rows above)",
  "moderation.lookup": "admin only (the role rows above)",
  "moderation.auditLog": "admin only (the role rows above)",
  "moderation.correctBirthDate": "admin only (the role rows above)",
  "moderation.waitlist": "admin only (the role rows above)",
  "moderation.waitlistCsv": "admin only (the role rows above)",
  "insights.overview": "admin only (the role rows above); aggregates, no person's data",
  "chat.conversation": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    expect(await call(t.app, "GET", `/api/chat/${matchId}`, { user: outsider })).toHaveStatus(404);
  },
  "chat.messages": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "GET", `/api/chat/${matchId}/messages`, { user: outsider });
    expect(res).toHaveStatus(404);
  },
  "chat.send": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/messages`, {
      user: outsider,
      body: { body: "hello from outside" },
    });
    expect(res).toHaveStatus(404);
    const written = await t.db
      .selectFrom("messages")
      .select("id")
      .where("senderId", "=", outsider.id)
      .execute();
    expect(written).toEqual([]);
  },
  "chat.markRead": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/read`, {
      user: outsider,
      body: { upTo: 1 },
    });
    expect(res).toHaveStatus(404);
  },
  "chat.unread": "counts the caller's own conversations",
  "chat.report": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: outsider,
      body: { reason: "spam" },
    });
    expect(res).toHaveStatus(404);
  },
  "pair.proposal": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "GET", `/api/chat/${matchId}/proposal`, { user: outsider });
    expect(res).toHaveStatus(404);
  },
  "pair.propose": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/proposal`, { user: outsider });
    expect(res).toHaveStatus(404);
    const stored = await t.db
      .selectFrom("coupleProposals")
      .select("id")
      .where("proposerId", "=", outsider.id)
      .execute();
    expect(stored).toEqual([]);
  },
  "pair.acceptProposal": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/proposal/accept`, {
      user: outsider,
      body: { proposalId: 1 },
    });
    expect(res).toHaveStatus(404);
  },
  "pair.declineProposal": async () => {
    const { matchId, outsider } = await someoneElsesMatch();
    const res = await call(t.app, "POST", `/api/chat/${matchId}/proposal/decline`, {
      user: outsider,
      body: { proposalId: 1 },
    });
    expect(res).toHaveStatus(404);
  },
  "pair.ended": "the pairing the caller ended, and only while they may undo it (undo.test.ts)",
  "pair.undoBreak": async () => {
    const { a, b, id } = await couple();
    expect(await call(t.app, "POST", "/api/pair/break", { user: a })).toHaveStatus(200);
    const outsider = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/pair/break/undo", {
      user: outsider,
      body: { coupleId: id },
    });
    expect(res).toHaveStatus(404);
    const ended = await t.db
      .selectFrom("couples")
      .select("endedAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(ended.endedAt).not.toBeNull();
    const users = await t.db
      .selectFrom("users")
      .select("coupleId")
      .where("id", "in", [a.id, b.id])
      .execute();
    expect(users).toEqual([{ coupleId: null }, { coupleId: null }]);
  },
  "chat.conversations": "the caller's own matches (conversations.test.ts)",
  "together.responses": "the caller's current couple, found from the caller (responses.test.ts)",
  "together.react": "an answer of the caller's current couple's partner (responses.test.ts)",
  "together.comment": "an answer of the caller's current couple's partner (responses.test.ts)",
  "together.deleteComment": "the caller's own comment in their current couple",
  "together.thread": "the caller's current couple's thread (thread-and-story.test.ts)",
  "together.send": "the caller's current couple's thread (thread-and-story.test.ts)",
  "together.story": "the caller's current couple, found from the caller (thread-and-story.test.ts)",
  "push.settings": "the caller's own switches and device count",
  "push.updateSettings": "the caller's own switches",
  "push.subscribe":
    "a device of the caller's own (an endpoint already kept moves to the caller: it is the browser's)",
  "push.unsubscribe": "only the caller's own devices, by endpoint",
  "push.nudge": "the caller's own current partner only (nudge.test.ts)",
  "push.nudgeNotice": "nudges to the caller from their current partner only (nudge.test.ts)",
  "push.dismissNudgeNotice": "only nudges to the caller",
  "photos.list": "the caller's own photos",
  "photos.reorder": async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const photo = await insertPhoto(owner.id);
    const res = await call(t.app, "POST", "/api/matching/photos/order", {
      user: other,
      body: { photoIds: [photo] },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const row = await t.db
      .selectFrom("photos")
      .select("userId")
      .where("id", "=", photo)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(owner.id);
  },
  "photos.delete": async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const photo = await insertPhoto(owner.id);
    const res = await call(t.app, "POST", `/api/matching/photos/${photo}/delete`, { user: other });
    expect(res).toHaveStatus(404);
    expect(await t.db.selectFrom("photos").select("id").where("id", "=", photo).execute()).toEqual([
      { id: photo },
    ]);
  },
  "photos.couplePhoto": "the caller's own couple's photo",
  "photos.deleteCouplePhoto": "the caller's own couple's photo",
  "apiTokens.list": "staff only: every token, whoever created it (staff share them)",
  "apiTokens.create": "staff only: makes a new token",
  "apiTokens.revoke": "staff only: any staff member may revoke any token",
  "webhooks.list": "staff only: every partner brand's endpoint and log (staff share them)",
  "webhooks.set": "staff only: any brand's endpoint; no API token reaches it",
  "webhooks.clear": "staff only: any brand's endpoint; no API token reaches it",
  "webhooks.rotateSecret": "staff only: any brand's secret; no API token reaches it",
  "webhooks.resend": "staff only: any brand's delivery (services/webhooks/webhooks.test.ts)",
};

/** A match between two singles, its id, and a third single outside it. */
async function someoneElsesMatch() {
  const { a } = await matched(t);
  const list = await call<MatchSummary[]>(t.app, "GET", "/api/matching/matches", { user: a });
  const matchId = list.body[0]!.matchId;
  const outsider = await single(t, "Outsider", [0, 0, 0, 0, 0]);
  return { matchId, outsider };
}

/** A profile photo row of `userId` (the stored image files are not needed to refuse). */
async function insertPhoto(userId: string): Promise<string> {
  const row = await t.db
    .insertInto("photos")
    .values({ userId, width: 10, height: 10 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("other couples' and people's objects", () => {
  it("classifies every procedure of the contract", () => {
    expect(Object.keys(CROSS_OBJECT).sort()).toEqual(PROCEDURES.map((p) => p.name).sort());
  });

  const checks = Object.entries(CROSS_OBJECT).filter(
    (entry): entry is [string, () => Promise<void>] => typeof entry[1] === "function",
  );
  it.each(checks)("%s refuses another's object", async (_name, check) => {
    await check();
  });
});
