import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { RATE_LIMITS, SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TRIES } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { hitRateLimit } from "../infra/rate-limit.js";
import { hashToken } from "./tokens.js";

/** A uniformly random code of SIGN_IN_CODE_LENGTH digits, leading zeros kept. */
export const newSignInCode = () =>
  String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");

/**
 * The stored form of a code: salted with the asking browser's 256-bit secret, so the
 * million codes cannot be tried against a leaked table without that browser's cookie.
 */
export const signInCodeHash = (browserSecret: string, code: string) =>
  createHash("sha256").update(`${browserSecret}:${code}`).digest("hex");

/** A typed code as digits ("123 456" and "123-456" are read as 123456), or null. */
export function readSignInCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`).test(digits) ? digits : null;
}

interface RequestOf {
  email: string;
  returnTo: string;
}

/** What typing a code came to; every refusal but `not-this-browser` knows its request. */
export type SignInCodeOutcome =
  | ({ kind: "signed-in" } & RequestOf)
  | ({ kind: "wrong"; triesLeft: number } & RequestOf)
  | ({ kind: "too-many-tries" } & RequestOf)
  | ({ kind: "expired" } & RequestOf)
  | ({ kind: "used" } & RequestOf)
  | ({ kind: "address-limit"; retryAfterSeconds: number } & RequestOf)
  | { kind: "not-this-browser" };

type Refusal = Exclude<SignInCodeOutcome, { kind: "signed-in" | "wrong" | "address-limit" }>;

/** The request this browser asked for, or why it takes no code now. */
async function requestState(
  db: Db,
  browserHash: string,
): Promise<{ refusal: Refusal } | { refusal: null; request: RequestOf }> {
  const row = await db
    .selectFrom("signInTokens")
    .select(["email", "returnTo", "usedAt", "codeTries"])
    .select(sql<boolean>`expires_at <= now()`.as("expired"))
    .where("browserHash", "=", browserHash)
    .executeTakeFirst();
  if (!row) return { refusal: { kind: "not-this-browser" } };
  const request = { email: row.email, returnTo: row.returnTo };
  if (row.usedAt) return { refusal: { kind: "used", ...request } };
  if (row.codeTries >= SIGN_IN_CODE_TRIES)
    return { refusal: { kind: "too-many-tries", ...request } };
  if (row.expired) return { refusal: { kind: "expired", ...request } };
  return { refusal: null, request };
}

/** After a conditional statement found nothing to change: what the request became. */
async function refusalNow(db: Db, browserHash: string, request: RequestOf): Promise<Refusal> {
  return (await requestState(db, browserHash)).refusal ?? { kind: "used", ...request };
}

/**
 * Signs in by the code typed in the browser whose cookie holds `browserSecret` (decision
 * 265). A try is counted before the code is compared, in one conditional statement, so
 * parallel guesses cannot pass SIGN_IN_CODE_TRIES; the right code is given its try back and
 * uses the request up (its link with it).
 */
export async function useSignInCode(
  db: Db,
  browserSecret: string | undefined,
  code: string,
): Promise<SignInCodeOutcome> {
  if (!browserSecret || browserSecret.length > 200) return { kind: "not-this-browser" };
  const browserHash = hashToken(browserSecret);
  const state = await requestState(db, browserHash);
  if (state.refusal) return state.refusal;
  const { request } = state;

  // Over all of an address's requests, so asking again and again buys few guesses.
  const rule = RATE_LIMITS.signInCodesPerAddress;
  const limited = await hitRateLimit(db, `sign-in-code:address:${request.email}`, rule);
  if (limited.hits > rule.limit) {
    return { kind: "address-limit", retryAfterSeconds: limited.retryAfterSeconds, ...request };
  }

  const tried = await db
    .updateTable("signInTokens")
    .set((eb) => ({ codeTries: eb("codeTries", "+", 1) }))
    .where("browserHash", "=", browserHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .where("codeTries", "<", SIGN_IN_CODE_TRIES)
    .returning(["tokenHash", "codeHash", "codeTries"])
    .executeTakeFirst();
  if (!tried) return refusalNow(db, browserHash, request);

  const expected = Buffer.from(tried.codeHash ?? "", "hex");
  const given = Buffer.from(signInCodeHash(browserSecret, code), "hex");
  const right = expected.length === given.length && timingSafeEqual(expected, given);
  if (!right) {
    const triesLeft = SIGN_IN_CODE_TRIES - tried.codeTries;
    return triesLeft > 0
      ? { kind: "wrong", triesLeft, ...request }
      : { kind: "too-many-tries", ...request };
  }

  const used = await db
    .updateTable("signInTokens")
    .set((eb) => ({ usedAt: sql<Date>`now()`, codeTries: eb("codeTries", "-", 1) }))
    .where("tokenHash", "=", tried.tokenHash)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .returning(["email", "returnTo"])
    .executeTakeFirst();
  if (!used) return refusalNow(db, browserHash, request);
  return { kind: "signed-in", email: used.email, returnTo: used.returnTo };
}
