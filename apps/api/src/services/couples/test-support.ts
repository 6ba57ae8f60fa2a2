import type { Couple, PairCode } from "@tandem/api-contract";
import { expect } from "vitest";
import { call, createUser, type TestContext, type TestUser } from "../../../test/helpers.js";

export const generate = <T = PairCode>(t: TestContext, user: TestUser) =>
  call<T>(t.app, "POST", "/api/pair/generate", { user });

export const use = <T = Couple>(t: TestContext, user: TestUser, code: unknown) =>
  call<T>(t.app, "POST", "/api/pair/use", { user, body: { code } });

/** Two new users paired through the API: the first generates the code, the second uses it. */
export async function pairUp(t: TestContext, first = "Alex", second = "Sam") {
  const a = await createUser(t.db, { firstName: first });
  const b = await createUser(t.db, { firstName: second });
  const { code } = (await generate(t, a)).body;
  const res = await use(t, b, code);
  expect(res).toHaveStatus(200);
  return { a, b, coupleId: res.body.id };
}
