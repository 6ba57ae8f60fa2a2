import type { AuthUser, Couple, QuizHistory } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../test/helpers.js";
import { createSession, SESSION_COOKIE } from "./auth/sessions.js";
import { DEMO_DOMAIN, seedDemoData } from "./demo-data.js";

const t = useTestApp();

async function signInAs(email: string) {
  const user = await t.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const { token } = await createSession(t.db, user.id);
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

describe("demo data", () => {
  it("creates a couple with an unlocked identity and history, singles and an admin, once", async () => {
    const accounts = await seedDemoData(t.db);
    expect(accounts.join(" ")).toContain(`alex@${DEMO_DOMAIN}`);
    await seedDemoData(t.db); // a second start changes nothing
    const demoUsers = await t.db
      .selectFrom("users")
      .select("email")
      .where("email", "like", `%@${DEMO_DOMAIN}`)
      .execute();
    expect(demoUsers).toHaveLength(7);

    const alex = await signInAs(`alex@${DEMO_DOMAIN}`);
    const me = (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: alex })).body;
    expect(me.coupleId).not.toBeNull();
    expect(me.points).toBe(400);
    const ledger = await t.db
      .selectFrom("pointsLedger")
      .select("delta")
      .where("userId", "=", alex.id)
      .execute();
    expect(ledger.reduce((sum, row) => sum + row.delta, 0)).toBe(me.points);

    const couple = (await call<Couple>(t.app, "GET", `/api/couple/${me.coupleId}`, { user: alex }))
      .body;
    expect(couple.partner.firstName).toBe("Sam");
    expect(couple.identity).toEqual(expect.any(String));
    expect(couple.completedQuizzes).toBe(5);

    const history = (
      await call<QuizHistory>(t.app, "GET", "/api/quiz/history?limit=5", { user: alex })
    ).body;
    expect(history.days).toHaveLength(5);
    expect(history.days[0]!.questions[0]!.partnerAnswer).not.toBeNull();

    const admin = await signInAs(`admin@${DEMO_DOMAIN}`);
    expect(await call(t.app, "GET", "/api/admin/rewards", { user: admin })).toHaveStatus(200);

    const jordan = await signInAs(`jordan@${DEMO_DOMAIN}`);
    const riley = await t.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", `riley@${DEMO_DOMAIN}`)
      .executeTakeFirstOrThrow();
    const like = await call(t.app, "POST", "/api/matching/like", {
      user: jordan,
      body: { toUserId: riley.id },
    });
    expect(like.body).toMatchObject({ isMatch: true, matchedUser: { nickname: "Riley" } });
  });
});
