import {
  PAIR_CODE_ALPHABET,
  PAIR_CODE_INVALID_MESSAGE,
  PAIR_FAILED_ATTEMPTS_LIMIT,
  type ApiError,
  type AuthUser,
  type Couple,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { generate, pairUp, use } from "./test-support.js";

const t = useTestApp();

describe("POST /api/pair/generate", () => {
  it("gives a 6-character code from the unambiguous alphabet, valid 15 minutes", async () => {
    const user = await createUser(t.db);
    const before = Date.now();
    const res = await generate(t, user);
    expect(res).toHaveStatus(200);
    expect(res.body.code).toMatch(new RegExp(`^[${PAIR_CODE_ALPHABET}]{6}$`));
    const ttl = new Date(res.body.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(14.9 * 60_000);
    expect(ttl).toBeLessThan(15.1 * 60_000);
  });

  it("replaces the user's unused code", async () => {
    const user = await createUser(t.db);
    const first = (await generate(t, user)).body.code;
    const second = (await generate(t, user)).body.code;
    const other = await createUser(t.db);
    expect(await use(t, other, first)).toHaveStatus(404);
    expect(await use(t, other, second)).toHaveStatus(200);
  });

  it("is 409 for a paired user, saying to end the relationship first", async () => {
    const { a } = await pairUp(t);
    const res = await generate<ApiError>(t, a);
    expect(res).toHaveStatus(409);
    expect(res.body.message).toMatch(/End your current relationship first/);
  });

  it("is 401 signed out", async () => {
    expect(await call(t.app, "POST", "/api/pair/generate")).toHaveStatus(401);
  });
});

describe("POST /api/pair/use", () => {
  it("pairs both people: couple, coupleId and type on both, and each sees the other as partner", async () => {
    const { a, b, coupleId } = await pairUp(t, "Alex", "Sam");
    const meA = (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: a })).body;
    const meB = (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: b })).body;
    expect(meA.coupleId).toBe(coupleId);
    expect(meB.coupleId).toBe(coupleId);
    expect(meA.userType).toBe("couple");
    expect(meB.userType).toBe("couple");
    const seenByA = await call<Couple>(t.app, "GET", `/api/couple/${coupleId}`, { user: a });
    expect(seenByA).toHaveStatus(200);
    expect(seenByA.body.partner).toMatchObject({ id: b.id, firstName: "Sam", email: b.email });
    expect(seenByA.body.identity).toBeNull();
    const seenByB = await call<Couple>(t.app, "GET", `/api/couple/${coupleId}`, { user: b });
    expect(seenByB.body.partner.firstName).toBe("Alex");
  });

  it("trims and upper-cases the code", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const { code } = (await generate(t, a)).body;
    expect(await use(t, b, `  ${code.toLowerCase()} `)).toHaveStatus(200);
  });

  it("gives one message for unknown, used and expired codes", async () => {
    const owner = await createUser(t.db);
    const user = await createUser(t.db);
    const unknown = await use<ApiError>(t, user, "ZZZZZZ");
    expect(unknown).toHaveStatus(404);
    expect(unknown.body.message).toBe(PAIR_CODE_INVALID_MESSAGE);

    const { code } = (await generate(t, owner)).body;
    await t.db
      .updateTable("pairCodes")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("code", "=", code)
      .execute();
    const expired = await use<ApiError>(t, user, code);
    expect(expired).toHaveStatus(404);
    expect(expired.body.message).toBe(PAIR_CODE_INVALID_MESSAGE);

    const { a } = await pairUp(t);
    const used = await t.db
      .selectFrom("pairCodes")
      .select("code")
      .where("ownerId", "=", a.id)
      .executeTakeFirstOrThrow();
    const reuse = await use<ApiError>(t, user, used.code);
    expect(reuse).toHaveStatus(404);
    expect(reuse.body.message).toBe(PAIR_CODE_INVALID_MESSAGE);
  });

  it("refuses one's own code and leaves it usable", async () => {
    const a = await createUser(t.db);
    const { code } = (await generate(t, a)).body;
    const res = await use<ApiError>(t, a, code);
    expect(res).toHaveStatus(400);
    expect(res.body.fields).toHaveProperty("code");
    expect(await use(t, await createUser(t.db), code)).toHaveStatus(200);
  });

  it.each([[""], ["ABC"], ["ABCDEFG"], [123456], [null]])(
    "refuses %j with 400 naming code",
    async (code) => {
      const res = await use<ApiError>(t, await createUser(t.db), code);
      expect(res).toHaveStatus(400);
      expect(res.body.fields).toHaveProperty("code");
    },
  );

  it("is 409 when the user is already paired, and the code stays unused", async () => {
    const { b } = await pairUp(t);
    const owner = await createUser(t.db);
    const { code } = (await generate(t, owner)).body;
    const res = await use<ApiError>(t, b, code);
    expect(res).toFailWith(409, "CONFLICT", "ALREADY_PAIRED");
    expect(await use(t, await createUser(t.db), code)).toHaveStatus(200);
  });

  it("makes exactly one couple when 20 people use one code at once", async () => {
    const owner = await createUser(t.db);
    const { code } = (await generate(t, owner)).body;
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(t.db)));
    const results = await Promise.all(people.map((p) => use(t, p, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(19);
    const couples = await t.db
      .selectFrom("couples")
      .select("id")
      .where((eb) => eb.or([eb("userAId", "=", owner.id), eb("userBId", "=", owner.id)]))
      .execute();
    expect(couples).toHaveLength(1);
    const paired = await t.db
      .selectFrom("users")
      .select("id")
      .where(
        "id",
        "in",
        people.map((p) => p.id),
      )
      .where("coupleId", "is not", null)
      .execute();
    expect(paired).toHaveLength(1);
  });

  it(`limits failed attempts to ${PAIR_FAILED_ATTEMPTS_LIMIT} per 15 minutes, then 429 with Retry-After`, async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < PAIR_FAILED_ATTEMPTS_LIMIT; i++)
      expect(await use(t, user, "QQQQQQ")).toHaveStatus(404);
    const owner = await createUser(t.db);
    const { code } = (await generate(t, owner)).body;
    const limited = await use<ApiError>(t, user, code);
    expect(limited).toFailWith(429, "TOO_MANY_REQUESTS");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another person is not affected.
    expect(await use(t, await createUser(t.db), code)).toHaveStatus(200);
  });

  it("is 401 signed out", async () => {
    expect(await call(t.app, "POST", "/api/pair/use", { body: { code: "ABCDEF" } })).toHaveStatus(
      401,
    );
  });
});
