import type { ApiError, AuthUser, Couple } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { generate, pairUp } from "./test-support.js";

const t = useTestApp();

describe("GET /api/couple/{coupleId}", () => {
  it("shows each partner the other, from either side", async () => {
    const { a, b, coupleId } = await pairUp(t, "Alice", "Bruno");
    for (const [me, them, name] of [
      [a, b, "Bruno"],
      [b, a, "Alice"],
    ] as const) {
      const res = await call<Couple>(t.app, "GET", `/api/couple/${coupleId}`, { user: me });
      expect(res).toHaveStatus(200);
      expect(res.body).toMatchObject({
        id: coupleId,
        partner: { id: them.id, firstName: name, email: them.email },
        completedQuizzes: 0,
        metInChat: null,
      });
    }
  });

  it("is 404 for someone outside the couple, and for an unknown id", async () => {
    const { coupleId } = await pairUp(t);
    const stranger = await createUser(t.db);
    const res = await call(t.app, "GET", `/api/couple/${coupleId}`, { user: stranger });
    expect(res).toHaveStatus(404);
    expect(res.body).toEqual({ message: "Couple not found.", code: "NOT_FOUND" });
    const unknown = await call(t.app, "GET", "/api/couple/00000000-0000-4000-8000-000000000000", {
      user: stranger,
    });
    expect(unknown).toHaveStatus(404);
  });

  it("is 400 for a malformed id and 401 signed out", async () => {
    const user = await createUser(t.db);
    const bad = await call<ApiError>(t.app, "GET", "/api/couple/not-a-uuid", { user });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields).toHaveProperty("coupleId");
    expect(
      await call(t.app, "GET", "/api/couple/00000000-0000-4000-8000-000000000000"),
    ).toHaveStatus(401);
  });
});

describe("POST /api/pair/break", () => {
  it("archives the couple, unpairs both, and both can pair again", async () => {
    const { a, b, coupleId } = await pairUp(t);
    const res = await call(t.app, "POST", "/api/pair/break", { user: a });
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ ok: true });
    for (const user of [a, b]) {
      expect(
        (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.coupleId,
      ).toBeNull();
    }
    const couple = await t.db
      .selectFrom("couples")
      .select("endedAt")
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.endedAt).toBeInstanceOf(Date);
    expect(await call(t.app, "GET", `/api/couple/${coupleId}`, { user: a })).toHaveStatus(404);
    expect(await generate(t, b)).toHaveStatus(200);
  });

  it("is 409 when not paired and 401 signed out", async () => {
    const user = await createUser(t.db);
    expect(await call(t.app, "POST", "/api/pair/break", { user })).toHaveStatus(409);
    expect(await call(t.app, "POST", "/api/pair/break")).toHaveStatus(401);
  });
});
