import type {
  ApiError,
  AuditEntry,
  ModerationReport,
  UserLookup,
  WaitlistCsv,
  WaitlistRow,
} from "@tandem/api-contract";
import { createAppRouter, restProcedures } from "@tandem/api-contract/server";
import { sql } from "kysely";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { call, createUser, uniqueEmail, useTestApp, type TestUser } from "../../../test/helpers.js";
import { createSession } from "../../auth/sessions.js";
import { createHandlers } from "../../handlers.js";
import { matched, matches, shownIds, single } from "../matching/test-support.js";
import { ageSessions, sessionCookieOf, signInByLink } from "./test-support.js";

const t = useTestApp();

async function reportOf(reporter: TestUser, reported: TestUser, details = "rude messages") {
  const res = await call(t.app, "POST", "/api/matching/report", {
    user: reporter,
    body: { userId: reported.id, reason: "harassment", details },
  });
  expect(res).toHaveStatus(201);
  const row = await t.db
    .selectFrom("reports")
    .select("id")
    .where("reporterId", "=", reporter.id)
    .where("reportedId", "=", reported.id)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

const resolve = (admin: TestUser, id: number, action: string, note = "Checked the chat.") =>
  call<ModerationReport | ApiError>(t.app, "POST", `/api/admin/reports/${id}/resolve`, {
    user: admin,
    body: { action, note },
  });

const auditRows = (targetId: string) =>
  t.db
    .selectFrom("moderationAuditLog")
    .selectAll()
    .where("targetUserId", "=", targetId)
    .orderBy("id")
    .execute();

describe("the reports queue", () => {
  it("lists open reports with who, whom, reason, note, when and how many reports that person has", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reported = await single(t, "Troll");
    const first = await single(t, "Ada");
    const second = await single(t, "Bea");
    const one = await reportOf(first, reported, "first note");
    const two = await reportOf(second, reported, "second note");

    const res = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", { user: admin });
    expect(res).toHaveStatus(200);
    const ours = res.body.filter((r) => r.id === one || r.id === two);
    expect(ours.map((r) => r.id)).toEqual([one, two]); // oldest first
    expect(ours[0]).toMatchObject({
      reporter: { id: first.id, email: first.email, nickname: "Ada" },
      reported: { id: reported.id, nickname: "Troll", suspendedAt: null, role: "user" },
      reportedCount: 2,
      reason: "harassment",
      details: "first note",
      resolution: null,
    });
    expect(ours[0]!.createdAt).toMatch(/Z$/);
  });

  it("shows a report made from inside a chat with the chat's last messages", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { a, b } = await matched(t);
    const matchId = (await matches(t, a)).body[0]!.matchId;
    for (const [from, body] of [
      [b, "answer me"],
      [a, "please stop"],
    ] as const) {
      const sent = await call(t.app, "POST", `/api/chat/${matchId}/messages`, {
        user: from,
        body: { body },
      });
      expect(sent).toHaveStatus(201);
    }
    const reported = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: a,
      body: { reason: "harassment" },
    });
    expect(reported).toHaveStatus(201);
    const res = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", { user: admin });
    const report = res.body.find((r) => r.reporter?.id === a.id && r.reported?.id === b.id);
    expect(report?.chatExcerpt).toEqual({
      matchId,
      messages: [
        { senderId: b.id, body: "answer me", sentAt: expect.stringMatching(/Z$/) },
        { senderId: a.id, body: "please stop", sentAt: expect.stringMatching(/Z$/) },
      ],
    });
    // A report made from Discover or Matches has none (other files may add chat reports).
    const plainId = await reportOf(await single(t, "Plain"), b);
    const after = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", {
      user: admin,
    });
    expect(after.body.find((r) => r.id === plainId)?.chatExcerpt).toBeNull();
  });

  it("dismisses with a note, written to the audit log; a second resolution is a 409 that changes nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const [reporter, reported] = [await single(t, "Cleo"), await single(t, "Dan")];
    const id = await reportOf(reporter, reported);
    const res = await resolve(admin, id, "dismiss", "Banter between friends.");
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({ id, resolution: "dismissed" });

    const again = await resolve(admin, id, "suspend");
    expect(again).toHaveStatus(409);
    expect((again.body as ApiError).reason).toBe("REPORT_ALREADY_RESOLVED");
    const user = await t.db
      .selectFrom("users")
      .select("suspendedAt")
      .where("id", "=", reported.id)
      .executeTakeFirstOrThrow();
    expect(user.suspendedAt).toBeNull();

    expect(await auditRows(reported.id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: "dismiss",
        reportId: id,
        note: "Banter between friends.",
      }),
    ]);
    const open = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", {
      user: admin,
    });
    expect(open.body.map((r) => r.id)).not.toContain(id);
    const resolved = await call<ModerationReport[]>(
      t.app,
      "GET",
      "/api/admin/reports?status=resolved",
      { user: admin },
    );
    expect(resolved.body.map((r) => r.id)).toContain(id);
  });

  it("shows the chat excerpt of a report made from the conversation", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { a, b } = await matched(t);
    const matchId = (await matches(t, a)).body[0]!.matchId;
    await call(t.app, "POST", `/api/chat/${matchId}/messages`, {
      user: b,
      body: { body: "Rude words" },
    });
    const filed = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: a,
      body: { reason: "harassment", details: "see chat" },
    });
    expect(filed).toHaveStatus(201);
    const queue = await call<ModerationReport[]>(t.app, "GET", "/api/admin/reports", {
      user: admin,
    });
    const mine = queue.body.find((r) => r.reported?.id === b.id && r.reporter?.id === a.id)!;
    expect(mine.chatExcerpt?.messages).toEqual([
      expect.objectContaining({ senderId: b.id, body: "Rude words" }),
    ]);
  });

  it("is resolved once when two staff act at the same time", async () => {
    const [one, two] = [
      await createUser(t.db, { role: "admin" }),
      await createUser(t.db, { role: "admin" }),
    ];
    const [reporter, reported] = [await single(t, "Gil"), await single(t, "Hal")];
    const id = await reportOf(reporter, reported);
    const answers = await Promise.all([
      resolve(one, id, "dismiss", "first"),
      resolve(two, id, "suspend", "second"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom("moderationAuditLog")
      .selectAll()
      .where("reportId", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    const suspended = await t.db
      .selectFrom("users")
      .select("suspendedAt")
      .where("id", "=", reported.id)
      .executeTakeFirstOrThrow();
    expect(Boolean(suspended.suspendedAt)).toBe(rows[0]!.action === "suspend");
  });

  it("needs a note and a known report", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const res = await resolve(admin, 1, "warn", "  ");
    expect(res).toHaveStatus(400);
    expect((res.body as ApiError).fields?.note).toBe("Write a note: why you do this.");
    expect(await resolve(admin, 2_000_000_000, "dismiss")).toHaveStatus(404);
  });

  it("warns: the warning counts on the person's lookup", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const [reporter, reported] = [await single(t, "Eve"), await single(t, "Finn")];
    const id = await reportOf(reporter, reported);
    expect(await resolve(admin, id, "warn", "First warning.")).toHaveStatus(200);
    const email = (
      await t.db
        .selectFrom("users")
        .select("email")
        .where("id", "=", reported.id)
        .executeTakeFirstOrThrow()
    ).email!;
    const lookup = await call<UserLookup>(
      t.app,
      "GET",
      `/api/admin/users?email=${encodeURIComponent(email.toUpperCase())}`,
      { user: admin },
    );
    expect(lookup).toHaveStatus(200);
    expect(lookup.body).toMatchObject({
      id: reported.id,
      warnings: 1,
      reportsAbout: 1,
      reportsMade: 0,
      suspendedAt: null,
      nickname: "Finn",
    });
  });
});

describe("suspension", () => {
  it("ends the sessions at once, hides the person from discover, matches and chat, and refuses their sign-in with 403", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { a: suspect, b: match } = await matched(t);
    const viewer = await single(t, "Viewer", [1, 2, 1, 2, 1]);
    expect(await shownIds(t, viewer, [suspect])).toEqual([suspect.id]);
    // Reported by someone else: a report by the match would end the match itself (decision 130).
    const id = await reportOf(await createUser(t.db), suspect);
    const matchId = (await matches(t, match)).body.find((m) => m.userId === suspect.id)!.matchId;
    expect(await call(t.app, "GET", `/api/chat/${matchId}`, { user: match })).toHaveStatus(200);

    const res = await resolve(admin, id, "suspend", "Threats in chat.");
    expect(res).toHaveStatus(200);
    expect((res.body as ModerationReport).reported?.suspendedAt).toBeTruthy();

    expect(await call(t.app, "GET", "/api/auth/user", { user: suspect })).toHaveStatus(401);
    expect(await shownIds(t, viewer, [suspect])).toEqual([]);
    expect((await matches(t, match)).body.map((m) => m.userId)).not.toContain(suspect.id);
    expect(await call(t.app, "GET", `/api/chat/${matchId}`, { user: match })).toHaveStatus(404);
    const message = await call(t.app, "POST", `/api/chat/${matchId}/messages`, {
      user: match,
      body: { body: "still there?" },
    });
    expect(message).toHaveStatus(404);
    const liked = await call(t.app, "POST", "/api/matching/like", {
      user: viewer,
      body: { toUserId: suspect.id },
    });
    expect(liked).toHaveStatus(404);

    const email = (
      await t.db
        .selectFrom("users")
        .select("email")
        .where("id", "=", suspect.id)
        .executeTakeFirstOrThrow()
    ).email!;
    const signIn = await signInByLink(t, email);
    expect(signIn).toHaveStatus(403);
    expect(signIn.body).toContain("Account suspended");
    expect(signIn.headers["set-cookie"] ?? "").not.toContain("tandem_session=");
    // The database refuses a session for a suspended account whatever the path (OIDC too).
    await expect(createSession(t.db, suspect.id)).rejects.toThrow(/account suspended/);

    expect((await auditRows(suspect.id)).map((row) => row.action)).toEqual(["suspend"]);
  });

  it("unsuspends with a note: the person can sign in and is shown again", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await single(t, "Back", [3, 3, 3, 3, 3]);
    const viewer = await single(t, "Looker", [3, 3, 3, 3, 3]);
    const suspended = await call<UserLookup>(
      t.app,
      "POST",
      `/api/admin/users/${person.id}/suspend`,
      { user: admin, body: { note: "Spam." } },
    );
    expect(suspended).toHaveStatus(200);
    expect(suspended.body.suspendedAt).toBeTruthy();
    expect(await shownIds(t, viewer, [person])).toEqual([]);

    const lifted = await call<UserLookup>(
      t.app,
      "POST",
      `/api/admin/users/${person.id}/unsuspend`,
      { user: admin, body: { note: "Appeal accepted." } },
    );
    expect(lifted).toHaveStatus(200);
    expect(lifted.body.suspendedAt).toBeNull();
    expect(await shownIds(t, viewer, [person])).toEqual([person.id]);
    const email = (
      await t.db
        .selectFrom("users")
        .select("email")
        .where("id", "=", person.id)
        .executeTakeFirstOrThrow()
    ).email!;
    const signIn = await signInByLink(t, email);
    expect(signIn).toHaveStatus(302);
    expect((await auditRows(person.id)).map((r) => [r.action, r.note])).toEqual([
      ["suspend", "Spam."],
      ["unsuspend", "Appeal accepted."],
    ]);
  });

  it("is refused for yourself and for another admin", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const other = await createUser(t.db, { role: "admin" });
    const self = await call<ApiError>(t.app, "POST", `/api/admin/users/${admin.id}/suspend`, {
      user: admin,
      body: { note: "test" },
    });
    expect(self).toHaveStatus(403);
    expect(self.body.message).toBe("You cannot suspend yourself.");
    const peer = await call<ApiError>(t.app, "POST", `/api/admin/users/${other.id}/suspend`, {
      user: admin,
      body: { note: "test" },
    });
    expect(peer).toHaveStatus(403);
    expect(peer.body.message).toMatch(/Admins cannot be suspended/);
    const reported = await reportOf(await single(t, "Reporter"), other);
    expect(await resolve(admin, reported, "suspend")).toHaveStatus(403);
    expect(await call(t.app, "GET", "/api/auth/user", { user: other })).toHaveStatus(200);
    expect(await auditRows(other.id)).toEqual([]);
  });

  it("serialises with a sign-in: no session survives a suspension that raced it", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    for (let round = 0; round < 20; round++) {
      const person = await createUser(t.db);
      const [, suspended] = await Promise.allSettled([
        createSession(t.db, person.id),
        call(t.app, "POST", `/api/admin/users/${person.id}/suspend`, {
          user: admin,
          body: { note: "race" },
        }),
      ]);
      expect(suspended.status === "fulfilled" && suspended.value.status).toBe(200);
      const sessions = await t.db
        .selectFrom("sessions")
        .select("idHash")
        .where("userId", "=", person.id)
        .execute();
      expect(sessions).toEqual([]);
    }
  });
});

describe("staff need a recent sign-in", () => {
  it("answers 403 RECENT_SIGN_IN_REQUIRED on every moderation and admin route when the sign-in is older than 12 hours", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    await ageSessions(t.db, admin.id, 13);
    const routes = restProcedures(createAppRouter(createHandlers(t.db))).filter(
      (r) =>
        r.name.startsWith("moderation.") ||
        r.name === "admin.createReward" ||
        r.name === "admin.setRewardActive",
    );
    expect(routes.length).toBe(11);
    for (const route of routes) {
      const url = route.rest.path.replace(
        "{id}",
        route.rest.path.includes("users") ? admin.id : "1",
      );
      const res = await call<ApiError>(
        t.app,
        route.rest.method,
        route.rest.method === "GET" && route.name === "moderation.lookup"
          ? `${url}?email=${admin.email}`
          : url,
        {
          user: admin,
          ...(route.rest.method === "GET"
            ? {}
            : {
                body: {
                  note: "n",
                  action: "dismiss",
                  birthDate: "1990-01-01",
                  title: "T",
                  description: "D",
                  pointsCost: 1,
                  isActive: true,
                },
              }),
        },
      );
      expect(res, route.name).toHaveStatus(403);
      expect(res.body.reason, route.name).toBe("RECENT_SIGN_IN_REQUIRED");
    }
    await ageSessions(t.db, admin.id, 11);
    expect(await call(t.app, "GET", "/api/admin/reports", { user: admin })).toHaveStatus(200);
  });
});

describe("signing in again", () => {
  it("shows the login page to a signed-in admin with reauth=1, and a new sign-in is recent", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const cookie = { cookie: admin.cookie };
    const plain = await t.app.inject({ method: "GET", url: "/api/login", headers: cookie });
    expect(plain).toHaveStatus(302);
    const reauth = await t.app.inject({
      method: "GET",
      url: "/api/login?reauth=1&returnTo=%2Fapp%2Fadmin%3Ftab%3Dreports",
      headers: cookie,
    });
    expect(reauth).toHaveStatus(200);
    expect(reauth.body).toContain('name="returnTo" value="/app/admin?tab=reports"');

    await ageSessions(t.db, admin.id, 13);
    expect(await call(t.app, "GET", "/api/admin/reports", { user: admin })).toHaveStatus(403);
    const again = await signInByLink(t, admin.email);
    const fresh = { ...admin, cookie: sessionCookieOf(again.headers["set-cookie"]) };
    expect(await call(t.app, "GET", "/api/admin/reports", { user: fresh })).toHaveStatus(200);
  });
});

describe("user lookup", () => {
  it("finds an account by e-mail and writes the lookup to the audit log; an unknown address is a 404", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db, { firstName: "Lu", lastName: "Ko" });
    const found = await call<UserLookup>(
      t.app,
      "GET",
      `/api/admin/users?email=${encodeURIComponent(person.email)}`,
      { user: admin },
    );
    expect(found).toHaveStatus(200);
    expect(found.body).toMatchObject({
      id: person.id,
      email: person.email,
      name: "Lu Ko",
      role: "user",
      paired: false,
    });
    expect((await auditRows(person.id)).map((r) => r.action)).toEqual(["lookup"]);
    const missing = await call<ApiError>(
      t.app,
      "GET",
      `/api/admin/users?email=${uniqueEmail("nobody")}`,
      { user: admin },
    );
    expect(missing).toHaveStatus(404);
    expect(missing.body.message).toBe("No account has this e-mail address.");
    const bad = await call<ApiError>(t.app, "GET", "/api/admin/users?email=not-an-address", {
      user: admin,
    });
    expect(bad).toHaveStatus(400);
  });
});

describe("the waitlist table", () => {
  it("lists entries and downloads them as CSV, formulas neutralised, the download audited", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const email = uniqueEmail("wait");
    const tricky = `=cmd-${uniqueEmail("x")}`;
    await t.db
      .insertInto("waitlistEntries")
      .values([{ email }, { email: tricky }])
      .execute();
    const table = await call<WaitlistRow[]>(t.app, "GET", "/api/admin/waitlist", { user: admin });
    expect(table).toHaveStatus(200);
    expect(table.body.map((r) => r.email)).toEqual(expect.arrayContaining([email, tricky]));

    const csv = await call<WaitlistCsv>(t.app, "GET", "/api/admin/waitlist/csv", { user: admin });
    expect(csv).toHaveStatus(200);
    expect(csv.body.filename).toMatch(/^tandem-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.body.csv.split("\r\n");
    expect(lines[0]).toBe("id,email,phone_number,joined_at");
    expect(lines.some((line) => line.includes(`,${email},,`))).toBe(true);
    expect(lines.some((line) => line.includes(`,'${tricky},,`))).toBe(true);
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .selectAll()
      .where("actorId", "=", admin.id)
      .orderBy("id")
      .execute();
    // The list read and the download, each audited (decision 258).
    expect(audit).toEqual([
      expect.objectContaining({ action: "waitlist-read", targetUserId: null }),
      expect.objectContaining({ action: "waitlist-export", targetUserId: null }),
    ]);
  });
});

describe("the audit log", () => {
  it("is readable by staff, newest first", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db);
    await call(t.app, "POST", `/api/admin/users/${person.id}/suspend`, {
      user: admin,
      body: { note: "one" },
    });
    await call(t.app, "POST", `/api/admin/users/${person.id}/unsuspend`, {
      user: admin,
      body: { note: "two" },
    });
    const res = await call<AuditEntry[]>(t.app, "GET", "/api/admin/audit-log", { user: admin });
    expect(res).toHaveStatus(200);
    const ours = res.body.filter((e) => e.target?.id === person.id);
    expect(ours.map((e) => [e.action, e.note, e.actor?.email])).toEqual([
      ["unsuspend", "two", admin.email],
      ["suspend", "one", admin.email],
    ]);
  });

  it("cannot be changed through any route, nor by SQL; deleting an account only forgets who", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db);
    const reporter = await single(t, "Witness");
    const reportId = await reportOf(reporter, person);
    await resolve(admin, reportId, "warn", "Be kind.");
    const before = await t.db.selectFrom("moderationAuditLog").selectAll().orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    const mine = before.find((row) => row.targetUserId === person.id)!;

    // Every route of the API, as an admin and as the person, with bodies naming the row.
    const routes = restProcedures(createAppRouter(createHandlers(t.db)));
    const body = {
      id: mine.id,
      note: "rewritten",
      action: "dismiss",
      confirmation: "nope",
      reportId: mine.reportId,
    };
    for (const user of [admin, person]) {
      for (const route of routes) {
        const url = route.rest.path
          .replace("{id}", String(mine.id))
          .replace("{coupleId}", person.id);
        const res = await call(t.app, route.rest.method, url, {
          user,
          ...(route.rest.method === "GET" ? {} : { body }),
        });
        expect(res.status, `${route.name}`).toBeLessThan(500);
      }
    }
    const after = await t.db
      .selectFrom("moderationAuditLog")
      .selectAll()
      .where("id", "<=", before.at(-1)!.id)
      .orderBy("id")
      .execute();
    expect(after).toEqual(before);

    // Nor by SQL, whoever runs it.
    await expect(
      sql`UPDATE moderation_audit_log SET note = 'x' WHERE id = ${mine.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE moderation_audit_log SET target_user_id = NULL WHERE id = ${mine.id}`.execute(
        t.db,
      ),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM moderation_audit_log WHERE id = ${mine.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE moderation_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);

    // The person deletes their account: the row stays, without them.
    const cookie = await signInCookie(person.email);
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/account/delete",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ confirmation: "DELETE" }),
    });
    expect(deleted).toHaveStatus(200);
    const kept = await t.db
      .selectFrom("moderationAuditLog")
      .selectAll()
      .where("id", "=", mine.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ ...mine, targetUserId: null });
  });
});

describe("the admin role", () => {
  it("is set by no route: no procedure's input has a role (ADMIN_EMAILS and the grant CLI only)", () => {
    const routes = restProcedures(createAppRouter(createHandlers(t.db)));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      if (!route.input) continue;
      const schema = z.toJSONSchema(route.input, { io: "input", unrepresentable: "any" });
      expect(JSON.stringify(schema), route.name).not.toMatch(/"role"/);
    }
  });
});

async function signInCookie(email: string) {
  const res = await signInByLink(t, email);
  expect(res).toHaveStatus(302);
  return sessionCookieOf(res.headers["set-cookie"]);
}
