import {
  INVITE_LINK_CLOSED_MESSAGE,
  RATE_LIMITS,
  type ApiError,
  type Couple,
  type InvitePreview,
  type PartnerInvite,
} from "@tandem/api-contract";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { call, createUser, testEnv, useTestApp, type TestUser } from "../../../test/helpers.js";
import { buildApp } from "../../build-app.js";
import { loggerOptions } from "../../http/log-redaction.js";
import { deleteExpiredRows } from "../../infra/housekeeping.js";

// What an invite link gives away (decision 256): never its token to the logs or the
// database, nobody's name or pairing once closed, and no unlimited making or asking.
const t = useTestApp();

const invite = (user: TestUser) => call<PartnerInvite>(t.app, "POST", "/api/pair/invite", { user });
const accept = (user: TestUser, token: string) =>
  call<Couple | ApiError>(t.app, "POST", `/api/pair/invites/${token}/accept`, { user });
const previewFrom = (ip: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/pair/invites/${token}`, remoteAddress: ip });

describe("invite links", () => {
  it("never writes the token to the request log, and never stores it", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp(
      { db, env: testEnv({ LOG_LEVEL: "info" }) },
      { logger: loggerOptions("info", stream) },
    );
    try {
      const alex = await createUser(db, { firstName: "Alex" });
      const sam = await createUser(db);
      const { token } = (await call<PartnerInvite>(app, "POST", "/api/pair/invite", { user: alex }))
        .body;
      const input = encodeURIComponent(JSON.stringify({ token }));
      for (const url of [
        `/join/${token}`,
        `/api/login?returnTo=${encodeURIComponent(`/join/${token}`)}`,
        `/api/pair/invites/${token}`,
        `/api/pair/invites/${token}/photo`,
        `/trpc/pair.invitePreview?input=${input}`,
        `/trpc/pair.invitePreview?input=${JSON.stringify({ token })}`,
      ]) {
        await app.inject({ method: "GET", url });
      }
      expect(
        await call(app, "POST", `/api/pair/invites/${token}/accept`, { user: sam }),
      ).toHaveStatus(200);
      const log = lines.join("");
      expect(log).toContain("/api/pair/invites/[redacted]/accept");
      expect(log).not.toContain(token);

      const rows = await db
        .selectFrom("partnerInvites")
        .selectAll()
        .where("ownerId", "=", alex.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it("answers a closed link with one message naming nobody, whatever became of the inviter", async () => {
    const kim = await createUser(t.db, { firstName: "Kim" });
    const { token } = (await invite(kim)).body;
    // Kim pairs with someone by code: the link is replaced, and Kim is now taken.
    const other = await createUser(t.db);
    const { code } = (
      await call<{ code: string }>(t.app, "POST", "/api/pair/generate", { user: other })
    ).body;
    expect(await call(t.app, "POST", "/api/pair/use", { user: kim, body: { code } })).toHaveStatus(
      200,
    );
    const stranger = await createUser(t.db);
    const answers = [await accept(stranger, token)];
    // Kim breaks up: the same link must say the same.
    expect(await call(t.app, "POST", "/api/pair/break", { user: kim })).toHaveStatus(200);
    answers.push(await accept(stranger, token));
    for (const res of answers) {
      expect(res).toFailWith(409, "CONFLICT", "INVITE_CLOSED");
      expect((res.body as ApiError).message).toBe(INVITE_LINK_CLOSED_MESSAGE);
      expect(JSON.stringify(res.body)).not.toContain("Kim");
    }
    const seen = await call<InvitePreview>(t.app, "GET", `/api/pair/invites/${token}`);
    expect(seen.body).toMatchObject({
      status: "closed",
      inviter: { firstName: null, photoUrl: null },
    });
  });

  it(`makes at most ${RATE_LIMITS.newInvite.limit} new links a day, and the last one keeps working`, async () => {
    const alex = await createUser(t.db, { firstName: "Alex" });
    let last = "";
    for (let i = 0; i < RATE_LIMITS.newInvite.limit; i++) {
      const res = await call<PartnerInvite>(t.app, "POST", "/api/pair/invite/new", { user: alex });
      expect(res).toHaveStatus(200);
      last = res.body.token;
    }
    const refused = await call<ApiError>(t.app, "POST", "/api/pair/invite/new", { user: alex });
    expect(refused).toFailWith(429, "TOO_MANY_REQUESTS");
    expect(refused.body.message).toMatch(/many new links today/);
    expect((await invite(alex)).body.token).toBe(last);
    const open = await t.db
      .selectFrom("partnerInvites")
      .select("id")
      .where("ownerId", "=", alex.id)
      .where("revokedAt", "is", null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it(`answers at most ${RATE_LIMITS.invitePreview.limit} previews in 10 minutes per address`, async () => {
    const alex = await createUser(t.db);
    const { token } = (await invite(alex)).body;
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < RATE_LIMITS.invitePreview.limit; i++) {
      const unknown = i % 2 === 0 ? "B".repeat(24) : token;
      expect([200, 404]).toContain((await previewFrom(ip, unknown)).statusCode);
    }
    const refused = await previewFrom(ip, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const photo = await t.app.inject({
      url: `/api/pair/invites/${token}/photo`,
      remoteAddress: ip,
    });
    expect(photo.statusCode).toBe(429);
    // Another address is not held back.
    expect((await previewFrom("203.0.113.9", token)).statusCode).toBe(200);
  });

  it("deletes closed links a week after they closed, and keeps open ones", async () => {
    const alex = await createUser(t.db);
    const sam = await createUser(t.db);
    const { token: used } = (await invite(alex)).body;
    expect(await accept(sam, used)).toHaveStatus(200);
    const bea = await createUser(t.db);
    await invite(bea);
    const days = (n: number) => sql<Date>`now() - make_interval(days => ${n})`;
    await t.db
      .updateTable("partnerInvites")
      .set({ usedAt: days(8) })
      .where("ownerId", "=", alex.id)
      .execute();
    await t.db
      .updateTable("partnerInvites")
      .set({ createdAt: days(8) })
      .where("ownerId", "=", bea.id)
      .execute();
    const deleted = await deleteExpiredRows(t.db);
    expect(deleted.partnerInvites).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .selectFrom("partnerInvites")
      .select("ownerId")
      .where("ownerId", "in", [alex.id, bea.id])
      .execute();
    expect(left.map((row) => row.ownerId)).toEqual([bea.id]);
  });

  it("pairs one of two people accepting each other's links at the same moment, never a 500", async () => {
    for (let round = 0; round < 8; round++) {
      const a = await createUser(t.db);
      const b = await createUser(t.db);
      const [fromA, fromB] = await Promise.all([invite(a), invite(b)]);
      const results = await Promise.all([accept(a, fromB.body.token), accept(b, fromA.body.token)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, `round ${round}`).toEqual([200, 409]);
      const couples = await t.db
        .selectFrom("couples")
        .select("id")
        .where((eb) =>
          eb.or([eb("userAId", "in", [a.id, b.id]), eb("userBId", "in", [a.id, b.id])]),
        )
        .execute();
      expect(couples).toHaveLength(1);
    }
  });
});
