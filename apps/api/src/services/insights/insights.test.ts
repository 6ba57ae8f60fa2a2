// The Insights figures, counted by hand from a known set of people and events made at set
// times (in 2031, where no other test writes), on both engines: the day boundary of the
// time zone read, the "fewer than 5" cells, the token scope and the audit of every read.
import type { Insights, SignedInContext } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "../../../test/helpers.js";
import { readInsights } from "./read.js";
import { runInsightsRollups } from "./run.js";

const t = useTestApp();
const NOW = new Date("2031-03-20T10:00:00Z");
const at = (iso: string) => new Date(iso);
const hidden = { value: null, fewerThan5: true };
const shown = (value: number) => ({ value, fewerThan5: false });

async function person(
  db: Db,
  createdAt: string,
  fields: { name?: boolean; type?: "couple" | "single" },
) {
  const row = await db
    .insertInto("users")
    .values({
      email: `insights-${Math.random().toString(36).slice(2)}@example.test`,
      firstName: fields.name === false ? null : "Pat",
      userType: fields.type ?? null,
      createdAt: at(createdAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

let rewardId = 0;

/**
 * 6 couple people (3 couples) sign up on Monday 10 March at 12:00 UTC; 7 singles and one
 * person who never gave a name on 11 March at 20:00 UTC, which is 12 March in Tokyo.
 */
async function loadPeople(db: Db) {
  const couplePeople: string[] = [];
  for (let i = 0; i < 6; i++)
    couplePeople.push(await person(db, "2031-03-10T12:00:00Z", { type: "couple" }));
  const singles: string[] = [];
  for (let i = 0; i < 7; i++)
    singles.push(await person(db, "2031-03-11T20:00:00Z", { type: "single" }));
  await person(db, "2031-03-11T20:00:00Z", { name: false });

  const couples: string[] = [];
  for (let c = 0; c < 3; c++) {
    const couple = await db
      .insertInto("couples")
      .values({
        userAId: couplePeople[2 * c]!,
        userBId: couplePeople[2 * c + 1]!,
        createdAt: at("2031-03-10T13:00:00Z"),
        ...(c === 2 ? { endedAt: at("2031-03-18T12:00:00Z") } : {}),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    couples.push(couple.id);
  }
  // Couple 1 completes 7 days in a row (a streak), couple 2 one day, couple 3 none.
  const completed = [
    ...[10, 11, 12, 13, 14, 15, 16].map((d) => [couples[0]!, d] as const),
    [couples[1]!, 11] as const,
  ];
  for (const [coupleId, d] of completed) {
    const day = `2031-03-${d}`;
    await db
      .insertInto("dailySets")
      .values({ coupleId, day, questionIds: [1], completedAt: at(`${day}T12:00:00Z`) })
      .execute();
  }

  // Singles: 6 profiles, 5 with the discovery quiz; those 5 like and match, 4 write that week.
  const tagSet = await db
    .insertInto("discoveryTagSets")
    .values({ tags: ["insights-test"] })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (let i = 0; i < 6; i++) {
    await db
      .insertInto("matchingProfiles")
      .values({
        userId: singles[i]!,
        nickname: `S${i}`,
        gender: "female",
        ageGroup: "28-32",
        tagSetId: i < 5 ? tagSet.id : null,
      })
      .execute();
  }
  for (let i = 0; i < 5; i++) {
    await db
      .insertInto("likes")
      .values({
        fromUserId: singles[i]!,
        toUserId: singles[(i + 1) % 5]!,
        createdAt: at("2031-03-13T12:00:00Z"),
      })
      .execute();
  }
  const matches: number[] = [];
  for (const [a, b] of [
    [0, 1],
    [2, 3],
    [4, 0],
  ] as const) {
    const [userAId, userBId] = [singles[a]!, singles[b]!].sort();
    const match = await db
      .insertInto("matches")
      .values({ userAId: userAId!, userBId: userBId!, createdAt: at("2031-03-13T13:00:00Z") })
      .returning("id")
      .executeTakeFirstOrThrow();
    matches.push(match.id);
  }
  const matchOf = [0, 0, 1, 1, 2];
  for (let i = 0; i < 4; i++) {
    await db
      .insertInto("messages")
      .values({
        matchId: matches[matchOf[i]!]!,
        senderId: singles[i]!,
        body: "hi",
        createdAt: at("2031-03-14T12:00:00Z"),
      })
      .execute();
  }
  // The week after: the 5 who matched write again (retention's week 1).
  for (let i = 0; i < 5; i++) {
    await db
      .insertInto("messages")
      .values({
        matchId: matches[matchOf[i]!]!,
        senderId: singles[i]!,
        body: "again",
        createdAt: at("2031-03-18T12:00:00Z"),
      })
      .execute();
  }

  // 5 waitlist sign-ups at 23:30 UTC on 15 March: 16 March in Tokyo.
  for (let i = 0; i < 5; i++) {
    await db
      .insertInto("waitlistEntries")
      .values({
        email: `insights-wait-${i}-${Math.random().toString(36).slice(2)}@example.test`,
        createdAt: at("2031-03-15T23:30:00Z"),
      })
      .execute();
  }

  // Rewards: 6 couple people earn 10 points each; one single redeems a pooled reward.
  const question = await db.selectFrom("questions").select("id").limit(1).executeTakeFirstOrThrow();
  const set12 = await db
    .selectFrom("dailySets")
    .select("id")
    .where("coupleId", "=", couples[0]!)
    .where("day", "=", "2031-03-12")
    .executeTakeFirstOrThrow();
  for (const userId of couplePeople) {
    const answer = await db
      .insertInto("answers")
      .values({
        userId,
        dailySetId: set12.id,
        questionId: question.id,
        selectedOption: 0,
        tags: [],
        pointsEarned: 10,
        createdAt: at("2031-03-12T12:00:00Z"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("pointsLedger")
      .values({
        userId,
        delta: 10,
        reason: "quiz_answer",
        answerId: answer.id,
        createdAt: at("2031-03-12T12:00:00Z"),
      })
      .execute();
  }
  const reward = await db
    .insertInto("rewards")
    .values({
      title: "Insights test coffee",
      description: "A coffee",
      brandName: "Insights Brand",
      pointsCost: 50,
      isActive: false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  rewardId = reward.id;
  const redemption = await db
    .insertInto("redemptions")
    .values({
      userId: singles[0]!,
      rewardId,
      pointsSpent: 50,
      voucherCode: `INS-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      createdAt: at("2031-03-13T12:00:00Z"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("pointsLedger")
    .values({
      userId: singles[0]!,
      delta: -50,
      reason: "redemption",
      redemptionId: redemption.id,
      createdAt: at("2031-03-13T12:00:00Z"),
    })
    .execute();
  const codes = ["A", "B", "C"].map(
    (c) => `INSIGHTS-${c}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
  );
  for (const [i, code] of codes.entries()) {
    await db
      .insertInto("rewardCodes")
      .values({
        rewardId,
        code,
        ...(i === 0 ? { redemptionId: redemption.id, claimedAt: at("2031-03-13T12:00:00Z") } : {}),
      })
      .execute();
  }
}

/**
 * The funnel's 7-day streak by the app's own rule (a week's grace day keeps a run alive, and
 * does not count), in January, out of the 30-day period: 5 couples sign up on Monday 6
 * January. Three reach 7 only thanks to a grace day (runs of 4 and 3 around one missed day),
 * one missed two days in a row (runs of 4 and 5), one missed single days twice in one week
 * (runs of 2, 1 and 5: the second gap is not forgiven). So 3 couples, 6 people, reached it.
 */
async function loadStreakCouples(db: Db) {
  const finished = [
    [6, 7, 8, 9, 11, 12, 13],
    [6, 7, 8, 9, 11, 12, 13],
    [6, 7, 8, 9, 11, 12, 13],
    [6, 7, 8, 9, 12, 13, 14, 15, 16],
    [6, 7, 9, 11, 12, 13, 14, 15],
  ];
  for (const days of finished) {
    const [userAId, userBId] = [
      await person(db, "2031-01-06T12:00:00Z", { type: "couple" }),
      await person(db, "2031-01-06T12:00:00Z", { type: "couple" }),
    ];
    const couple = await db
      .insertInto("couples")
      .values({ userAId, userBId, createdAt: at("2031-01-06T13:00:00Z") })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const d of days) {
      const day = `2031-01-${String(d).padStart(2, "0")}`;
      await db
        .insertInto("dailySets")
        .values({ coupleId: couple.id, day, questionIds: [1], completedAt: at(`${day}T12:00:00Z`) })
        .execute();
    }
  }
}

let admin: TestUser;
const tokenCtx = (): SignedInContext => ({
  viewer: { id: admin.id, role: "admin" },
  apiToken: {
    id: admin.id,
    name: "figures",
    scopes: ["insights:read"],
    createdById: admin.id,
    brandName: null,
  },
  sessionId: null,
  timeZone: null,
  language: "en",
  idempotencyKey: null,
  clientIp: "127.0.0.1",
  requestId: "test",
});
const read = (days: 7 | 30 | 90, timeZone: string, now = NOW) =>
  readInsights(t.db, tokenCtx(), { days, timeZone }, now);
const dayOf = (insights: Insights, day: string) => insights.activity.find((d) => d.day === day)!;

beforeAll(async () => {
  // A server started by an earlier file on this database (server.ts runs the rollups) may
  // have rolled its zones up already, as of today: this run must be a zone's first, which
  // counts the whole period, as on a new database.
  await t.db.updateTable("insightsTimeZones").set({ rolledUpAt: null }).execute();
  admin = await createUser(t.db, { role: "admin", timeZone: "Asia/Tokyo" });
  await loadPeople(t.db);
  await loadStreakCouples(t.db);
  // Every zone asked for is rolled up by the next run; Tokyo is the staff member's own.
  expect(await runInsightsRollups(t.db, NOW)).toBe(true);
});

describe("the figures, counted by hand", () => {
  it("counts the funnel of the period's sign-ups, hiding steps of fewer than 5", async () => {
    const insights = await read(30, "UTC");
    expect(insights.timeZone).toBe("UTC");
    expect(
      Object.fromEntries(insights.funnel.map((s) => [s.key, [s.count, s.shareOfPrevious]])),
    ).toEqual({
      signedUp: [shown(14), null],
      gaveName: [shown(13), 0.929],
      choseMode: [shown(13), 1],
      paired: [shown(6), 0.462],
      quizTogether: [hidden, null],
      streak7: [hidden, null],
      profile: [shown(6), 0.462],
      discoveryQuiz: [shown(5), 0.833],
      firstLike: [shown(5), 1],
      firstMatch: [shown(5), 1],
      // The fifth wrote only in the week after: by now, 5 have.
      firstMessage: [shown(5), 1],
    });
  });

  it("counts a 7-day streak as the app shows it: a grace day keeps it, a longer gap ends it", async () => {
    const insights = await read(90, "UTC");
    const counts = Object.fromEntries(insights.funnel.map((s) => [s.key, s.count]));
    // 14 of March and the 10 couple people of January; 6 + 10 paired, 4 + 10 played together.
    expect([counts.signedUp, counts.paired, counts.quizTogether]).toEqual([
      shown(24),
      shown(16),
      shown(14),
    ]);
    // March's couple of 7 days in a row (2) and the 3 January couples kept by a grace day (6):
    // not the one that missed two days in a row, nor the one that missed twice in a week.
    expect(counts.streak7).toEqual(shown(8));
    expect(insights.funnel.find((s) => s.key === "streak7")!.shareOfPrevious).toBe(0.571);
  });

  it("counts activity per UTC day", async () => {
    const insights = await read(30, "UTC");
    expect(insights.from).toBe("2031-02-19");
    expect(insights.to).toBe("2031-03-20");
    expect(insights.activity).toHaveLength(30);
    const d10 = dayOf(insights, "2031-03-10");
    expect([d10.signUps, d10.dailyActive, d10.pairings]).toEqual([shown(6), shown(6), hidden]);
    const d11 = dayOf(insights, "2031-03-11");
    expect([d11.signUps, d11.dailyActive, d11.quizzesCompleted]).toEqual([
      shown(8),
      shown(8),
      hidden,
    ]);
    const d12 = dayOf(insights, "2031-03-12");
    expect([d12.signUps, d12.dailyActive]).toEqual([shown(0), shown(6)]);
    const d13 = dayOf(insights, "2031-03-13");
    expect([d13.dailyActive, d13.matches]).toEqual([shown(5), hidden]);
    expect(dayOf(insights, "2031-03-14").messages).toEqual(hidden);
    expect(dayOf(insights, "2031-03-15").waitlistSignUps).toEqual(shown(5));
    expect(dayOf(insights, "2031-03-16").weeklyActive).toEqual(shown(14));
    // 03-11 to 03-17: the 8 of 11 March and the 6 who answered on 12 March.
    expect(dayOf(insights, "2031-03-17").weeklyActive).toEqual(shown(14));
    const d18 = dayOf(insights, "2031-03-18");
    expect([d18.messages, d18.breakUps, d18.weeklyActive]).toEqual([shown(5), hidden, shown(11)]);
    expect(dayOf(insights, "2031-03-19").weeklyActive).toEqual(shown(5));
  });

  it("moves events across the day boundary in Tokyo", async () => {
    const insights = await read(30, "Asia/Tokyo");
    expect(insights.timeZone).toBe("Asia/Tokyo");
    expect(insights.to).toBe("2031-03-20");
    expect(dayOf(insights, "2031-03-11").signUps).toEqual(shown(0));
    expect(dayOf(insights, "2031-03-12").signUps).toEqual(shown(8));
    expect(dayOf(insights, "2031-03-15").waitlistSignUps).toEqual(shown(0));
    expect(dayOf(insights, "2031-03-16").waitlistSignUps).toEqual(shown(5));
    expect(insights.funnel[0]!.count).toEqual(shown(14));
  });

  it("keeps weekly cohorts by weeks since sign-up", async () => {
    const insights = await read(7, "UTC");
    expect(insights.retention).toHaveLength(12);
    const cohort = insights.retention.find((c) => c.week === "2031-03-10")!;
    expect(cohort.size).toEqual(shown(14));
    expect(cohort.weeks).toEqual([shown(14), shown(5)]);
    expect(insights.retention.at(-1)).toEqual({
      week: "2031-03-17",
      size: shown(0),
      weeks: [shown(0)],
    });
  });

  it("gives rewards figures: points per day, redemptions per reward, stock of a pool", async () => {
    const insights = await read(30, "UTC");
    const d12 = insights.rewardsByDay.find((d) => d.day === "2031-03-12")!;
    expect(d12.pointsEarned).toEqual(shown(60));
    const d13 = insights.rewardsByDay.find((d) => d.day === "2031-03-13")!;
    expect(d13.pointsRedeemed).toEqual(hidden);
    expect(insights.rewards.find((r) => r.rewardId === rewardId)).toEqual({
      rewardId,
      title: "Insights test coffee",
      brandName: "Insights Brand",
      redemptions: hidden,
      stock: 2,
    });
  });

  it("recounts today on the next run: today's figures within the hour", async () => {
    for (let i = 0; i < 5; i++) {
      await t.db
        .insertInto("waitlistEntries")
        .values({ email: `insights-late-${i}@example.test`, createdAt: at("2031-03-20T10:30:00Z") })
        .execute();
    }
    expect(dayOf(await read(7, "UTC"), "2031-03-20").waitlistSignUps).toEqual(shown(0));
    expect(await runInsightsRollups(t.db, at("2031-03-20T10:45:00Z"))).toBe(true);
    const later = await read(7, "UTC", at("2031-03-20T10:45:00Z"));
    expect(dayOf(later, "2031-03-20").waitlistSignUps).toEqual(shown(5));
  });

  it("answers from UTC for a zone not rolled up yet, and rolls it up on the next run", async () => {
    const first = await read(7, "America/Lima");
    expect([first.timeZone, first.pendingTimeZone]).toEqual(["UTC", "America/Lima"]);
    await runInsightsRollups(t.db, NOW);
    const next = await read(7, "America/Lima");
    expect([next.timeZone, next.pendingTimeZone]).toEqual(["America/Lima", null]);
  });

  it("reads no raw table: the figures stay when the rollups are the only source", async () => {
    const rows = await sql<{ n: string }>`
      SELECT count(*) AS n FROM insights_rollups WHERE time_zone = 'UTC' AND day >= '2031-03-10'
    `.execute(t.db);
    expect(Number(rows.rows[0]!.n)).toBeGreaterThan(20);
  });
});

describe("who reads, and the audit", () => {
  async function token(scopes: string[]) {
    const created = await call<{ secret: string }>(t.app, "POST", "/api/admin/api-tokens", {
      user: admin,
      headers: { origin: PUBLIC_URL },
      body: { name: `insights-${scopes.join("-")}`, scopes, expiresInDays: 7 },
    });
    expect(created).toHaveStatus(201);
    return created.body.secret;
  }
  const auditReads = () =>
    t.db
      .selectFrom("moderationAuditLog")
      .select("note")
      .where("actorId", "=", admin.id)
      .where("action", "=", "insights-read")
      .orderBy("id")
      .execute();

  it("lets staff and an insights:read token read, refuses other scopes and people", async () => {
    const before = (await auditReads()).length;
    const staff = await call<Insights>(t.app, "GET", "/api/admin/insights?days=7&timeZone=UTC", {
      user: admin,
    });
    expect(staff).toHaveStatus(200);
    expect(staff.body.activity).toHaveLength(7);
    const reader = await token(["insights:read"]);
    const viaToken = await call<Insights>(t.app, "GET", "/api/admin/insights?days=90", {
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(viaToken).toHaveStatus(200);
    expect(viaToken.body.activity).toHaveLength(90);
    // Without a zone, the staff member's own (the token's creator's).
    expect(viaToken.body.timeZone).toBe("Asia/Tokyo");
    const other = await token(["waitlist:read"]);
    const refused = await call<{ reason: string }>(t.app, "GET", "/api/admin/insights?days=7", {
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused).toHaveStatus(403);
    expect(refused.body.reason).toBe("TOKEN_SCOPE_MISSING");
    const person = await createUser(t.db);
    expect(await call(t.app, "GET", "/api/admin/insights?days=7", { user: person })).toHaveStatus(
      403,
    );
    expect(await call(t.app, "GET", "/api/admin/insights?days=7")).toHaveStatus(401);
    const notes = (await auditReads()).slice(before).map((row) => row.note);
    expect(notes).toEqual([
      "Read the insights (7 days, UTC).",
      'Read the insights (90 days, Asia/Tokyo) with the API token "insights-insights:read".',
    ]);
  });

  it("refuses a period or zone it does not know with a 400, auditing nothing", async () => {
    const before = (await auditReads()).length;
    for (const query of ["days=8", "days=seven", "days=7&timeZone=Mars/Olympus"]) {
      const answer = await call<{ code: string; message: string }>(
        t.app,
        "GET",
        `/api/admin/insights?${query}`,
        { user: admin },
      );
      expect(answer).toHaveStatus(400);
      expect(answer.body.message).toBeTruthy();
    }
    expect(await auditReads()).toHaveLength(before);
  });
});
