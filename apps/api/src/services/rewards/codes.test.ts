// Pools of partner codes (decision 330): staff add them by paste or CSV, counted and refused
// in words; a redemption takes exactly one unused code, and no code means no charge.
import type {
  AddedRewardCodes,
  ApiError,
  AuthUser,
  RedemptionResult,
  Reward,
} from "@tandem/api-contract";
import { REWARD_CODES_MAX_LINES } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "../../../test/helpers.js";
import { fillPool, makeReward } from "./test-support.js";

const t = useTestApp();
const origin = { origin: PUBLIC_URL };

const addCodes = (admin: TestUser, rewardId: number | string, text: string) =>
  call<AddedRewardCodes & ApiError>(t.app, "POST", `/api/admin/rewards/${rewardId}/codes`, {
    user: admin,
    headers: origin,
    body: { text },
  });

const poolOf = (rewardId: number) =>
  t.db
    .selectFrom("rewardCodes")
    .select(["code", "redemptionId"])
    .where("rewardId", "=", rewardId)
    .orderBy("id")
    .execute();

/** A unique code per test run, so tests never share a pool's codes. */
const unique = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

describe("POST /api/admin/rewards/{id}/codes", () => {
  it("adds the valid codes and counts every refused line in words", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const cinema = await makeReward(t.db, { title: "Cinema Night" });
    const taken = unique("CIN");
    await fillPool(t.db, cinema.id, [taken]);
    const reward = await makeReward(t.db, { title: "Coffee for two" });
    const a = unique("A");
    const b = unique("B");
    const text = [
      "code",
      a,
      b.toLowerCase(),
      "",
      a,
      b,
      taken,
      "not a code!",
      "TDM-AAAA-BBBB",
      "",
    ].join("\r\n");
    const res = await addCodes(admin, reward.id, text);
    expect(res, res.text).toHaveStatus(200);
    expect(res.body.message).toBe(
      "2 codes added; refused: 2 duplicates, 1 blank, 2 malformed, 1 already in Cinema Night's pool.",
    );
    expect(res.body.stock).toBe(2);
    expect((await poolOf(reward.id)).map((c) => c.code)).toEqual([a, b]);
    const listed = await call<Reward[]>(t.app, "GET", "/api/admin/rewards", { user: admin });
    expect(listed.body.find((r) => r.id === reward.id)?.stock).toBe(2);
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select("note")
      .where("action", "=", "reward-codes-add")
      .where("actorId", "=", admin.id)
      .execute();
    expect(audit.map((row) => row.note)).toEqual([`Reward "Coffee for two": ${res.body.message}`]);
  });

  it("reads the first column of a CSV, quoted or not", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db);
    const [a, b] = [unique("Q"), unique("R")];
    const res = await addCodes(admin, reward.id, `Code,Value\n"${a}",10 EUR\n${b};x\n`);
    expect(res.body.message).toBe("2 codes added.");
    expect((await poolOf(reward.id)).map((c) => c.code)).toEqual([a, b]);
  });

  it("is a 400 that stores nothing when no line is a new code", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db, { title: "Spa day" });
    const code = unique("S");
    await fillPool(t.db, reward.id, [code]);
    const res = await addCodes(admin, reward.id, `${code}\n\n!!`);
    expect(res).toHaveStatus(400);
    expect(res.body.message).toBe(
      "0 codes added; refused: 1 blank, 1 malformed, 1 already in Spa day's pool.",
    );
    expect(await poolOf(reward.id)).toHaveLength(1);
  });

  it("writes the summary in the staff member's language, and the log in English", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db, { title: "Paseo en barco" });
    const taken = unique("T");
    await fillPool(t.db, reward.id, [taken]);
    const es = { ...origin, "accept-language": "es-ES,es;q=0.9" };
    const codes = [unique("U"), unique("V"), unique("W")];
    const added = await call<AddedRewardCodes>(
      t.app,
      "POST",
      `/api/admin/rewards/${reward.id}/codes`,
      { user: admin, headers: es, body: { text: [...codes, codes[0], "", "!!"].join("\n") } },
    );
    expect(added).toHaveStatus(200);
    expect(added.body.message).toBe(
      "3 códigos añadidos; rechazados: 1 repetido, 1 en blanco, 1 mal escrito.",
    );
    const refused = await call<ApiError>(t.app, "POST", `/api/admin/rewards/${reward.id}/codes`, {
      user: admin,
      headers: es,
      body: { text: taken },
    });
    expect(refused).toHaveStatus(400);
    expect(refused.body.message).toBe(
      "0 códigos añadidos; rechazados: 1 ya en el lote de Paseo en barco.",
    );
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select("note")
      .where("action", "=", "reward-codes-add")
      .where("actorId", "=", admin.id)
      .execute();
    expect(audit.map((row) => row.note)).toEqual([
      'Reward "Paseo en barco": 3 codes added; refused: 1 duplicate, 1 blank, 1 malformed.',
    ]);
  });

  it("refuses a file in another encoding, 100,000 lines, an unknown reward, a non-admin: nothing stored", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db);
    // Latin-1 bytes read as UTF-8 arrive with replacement characters.
    const latin1 = await addCodes(admin, reward.id, "CAF\uFFFD-1234\nABCD-1234");
    expect(latin1).toHaveStatus(400);
    expect(latin1.body.fields?.text).toBe(
      "This file is not UTF-8 text. Save it as CSV UTF-8 (one code a line) and upload it again.",
    );
    const lines = Array.from({ length: 100_000 }, (_, i) => `C${i}`).join("\n");
    const huge = await addCodes(admin, reward.id, lines);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(huge.body.fields?.text).toMatch(/^Add at most 10,000 codes/);
    const tooMany = Array.from({ length: REWARD_CODES_MAX_LINES + 1 }, (_, i) => `C${i}`).join(
      "\n",
    );
    const many = await addCodes(admin, reward.id, tooMany);
    expect(many).toHaveStatus(413);
    expect(many.body.fields?.text).toMatch(/^Add at most 10,000 codes/);
    expect(await addCodes(admin, 999_999, "ABCD-1234")).toHaveStatus(404);
    const person = await createUser(t.db);
    expect(await addCodes(person, reward.id, "ABCD-1234")).toHaveStatus(403);
    expect(await poolOf(reward.id)).toEqual([]);
  });
});

describe("redeeming a reward with a pool of partner codes", () => {
  it("gives the pool's codes, shows the stock, then is out of stock with no charge", async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const codes = [unique("P1"), unique("P2")];
    await fillPool(t.db, reward.id, codes);
    const user = await createUser(t.db, { points: 100 });
    const redeem = () =>
      call<RedemptionResult & ApiError>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
        user,
      });
    const stockOf = async () =>
      (await call<Reward[]>(t.app, "GET", "/api/rewards", { user })).body.find(
        (r) => r.id === reward.id,
      )?.stock;
    expect(await stockOf()).toBe(2);
    expect((await redeem()).body.voucherCode).toBe(codes[0]);
    expect(await stockOf()).toBe(1);
    expect((await redeem()).body.voucherCode).toBe(codes[1]);
    expect(await stockOf()).toBe(0);
    const out = await redeem();
    expect(out).toHaveStatus(409);
    expect(out.body.reason).toBe("OUT_OF_STOCK");
    expect(out.body.message).toBe(
      "Out of stock: every code of this reward has been given out. No points were taken.",
    );
    expect((await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(80);
    const pool = await poolOf(reward.id);
    expect(pool.every((c) => c.redemptionId !== null)).toBe(true);
  });

  it("gives each of 5 codes exactly once to 30 people redeeming at once; the rest pay nothing", async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const codes = Array.from({ length: 5 }, (_, i) => unique(`R${i}`));
    await fillPool(t.db, reward.id, codes);
    const people = await Promise.all(
      Array.from({ length: 30 }, () => createUser(t.db, { points: 10 })),
    );
    const results = await Promise.all(
      people.map((user) =>
        call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won.map((r) => r.body.voucherCode).sort()).toEqual([...codes].sort());
    expect(results.filter((r) => r.status === 409)).toHaveLength(25);
    const balances = await t.db
      .selectFrom("users")
      .select("points")
      .where(
        "id",
        "in",
        people.map((p) => p.id),
      )
      .execute();
    expect(balances.filter((b) => b.points === 0)).toHaveLength(5);
    expect(balances.filter((b) => b.points === 10)).toHaveLength(25);
  });
});
