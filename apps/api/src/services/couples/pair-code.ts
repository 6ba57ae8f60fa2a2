import {
  PAIR_CODE_ALPHABET,
  PAIR_CODE_INVALID_MESSAGE,
  PAIR_CODE_LENGTH,
  PAIR_CODE_TTL_MINUTES,
  PAIR_FAILED_ATTEMPTS_LIMIT,
  PAIR_FAILED_ATTEMPTS_WINDOW_MINUTES,
  type Couple,
  type PairCode,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
} from "@tandem/api-contract/server";
import { randomCode } from "../../lib/random-code.js";
import { hitRateLimit, refundRateLimit } from "../../infra/rate-limit.js";
import { getCouple } from "./couple.js";
import { ALREADY_PAIRED, pairPeople } from "./pairing.js";

const FAILED_ATTEMPTS = {
  limit: PAIR_FAILED_ATTEMPTS_LIMIT,
  windowSeconds: PAIR_FAILED_ATTEMPTS_WINDOW_MINUTES * 60,
};

/** A new single-use code; it replaces the user's unused one. */
export async function generatePairCode(db: Db, userId: string): Promise<PairCode> {
  return db.transaction().execute(async (db) => {
    const user = await db
      .selectFrom("users")
      .select("coupleId")
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.coupleId) throw conflict(ALREADY_PAIRED, "ALREADY_PAIRED");
    await db
      .deleteFrom("pairCodes")
      .where("ownerId", "=", userId)
      .where("usedAt", "is", null)
      .execute();
    const expiresAt = new Date(Date.now() + PAIR_CODE_TTL_MINUTES * 60 * 1000);
    // 32^6 ≈ 10^9 codes, so a clash with a stored code is rare; DO NOTHING keeps the
    // transaction usable for another draw.
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomCode(PAIR_CODE_LENGTH, PAIR_CODE_ALPHABET);
      const inserted = await db
        .insertInto("pairCodes")
        .values({ code, ownerId: userId, expiresAt })
        .onConflict((oc) => oc.column("code").doNothing())
        .returning(["code", "expiresAt"])
        .executeTakeFirst();
      if (inserted) return { code: inserted.code, expiresAt: inserted.expiresAt.toISOString() };
    }
    throw new Error("Could not find a free pair code");
  });
}

/**
 * Pairs the user with the code's owner. The code is claimed with one conditional update,
 * so of any number of simultaneous uses exactly one creates a couple. Every guess is
 * counted before the code is looked at, in one atomic increment, so guesses sent in
 * parallel cannot pass the limit; a guess that pairs is given back.
 */
export async function usePairCode(db: Db, userId: string, code: string): Promise<Couple> {
  const guessKey = `pair-failures:${userId}`;
  const guesses = await hitRateLimit(db, guessKey, FAILED_ATTEMPTS);
  if (guesses.hits > PAIR_FAILED_ATTEMPTS_LIMIT) {
    throw tooManyRequests(
      "Too many wrong codes. Please wait a few minutes and try again.",
      guesses.retryAfterSeconds,
    );
  }
  let coupleId: string;
  try {
    coupleId = await db.transaction().execute(async (db) => {
      const claimed = await db
        .updateTable("pairCodes")
        .set({ usedAt: new Date(), usedById: userId })
        .where("code", "=", code)
        .where("usedAt", "is", null)
        .where("expiresAt", ">", new Date())
        .returning("ownerId")
        .executeTakeFirst();
      if (!claimed) throw notFound(PAIR_CODE_INVALID_MESSAGE);
      if (claimed.ownerId === userId)
        throw badRequest("code", "This is your own code. Share it with your partner instead.");

      return pairPeople(db, claimed.ownerId, userId);
    });
  } catch (error) {
    if (!(
      error instanceof AppError &&
      (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")
    ))
      await refundRateLimit(db, guessKey);
    throw error;
  }
  await refundRateLimit(db, guessKey);
  return getCouple(db, userId, coupleId);
}
