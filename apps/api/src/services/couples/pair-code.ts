import {
  PAIR_CODE_ALPHABET,
  PAIR_CODE_INVALID_MESSAGE,
  PAIR_CODE_LENGTH,
  PAIR_CODE_TTL_MINUTES,
  PAIR_FAILED_ATTEMPTS_LIMIT,
  PAIR_FAILED_ATTEMPTS_WINDOW_MINUTES,
  REPAIR_COOLDOWN_HOURS,
  type Couple,
  type PairCode,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
} from "@tandem/api-contract/server";
import { publishEvent } from "../events/publish.js";
import { randomCode } from "../shared/random-code.js";
import { hitRateLimit, refundRateLimit } from "../shared/rate-limit.js";
import { getCouple } from "./couple.js";

const ALREADY_PAIRED = "You're already paired with a partner. End your current relationship first.";
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
 * parallel cannot pass the limit (issue 8); a guess that pairs is given back.
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

      // Lock both people in a fixed order so two pairings touching one person cannot deadlock.
      const people = await db
        .selectFrom("users")
        .select(["id", "coupleId", "firstName", "lastName", "email"])
        .where("id", "in", [userId, claimed.ownerId])
        .orderBy("id")
        .forUpdate()
        .execute();
      const me = people.find((p) => p.id === userId);
      const owner = people.find((p) => p.id === claimed.ownerId);
      if (!me || !owner) throw notFound(PAIR_CODE_INVALID_MESSAGE);
      if (me.coupleId) throw conflict(ALREADY_PAIRED, "ALREADY_PAIRED");
      if (owner.coupleId)
        throw conflict("The owner of this code is already paired with someone else.");
      await refuseQuickRepair(db, userId, owner.id);

      const couple = await db
        .insertInto("couples")
        .values({ userAId: claimed.ownerId, userBId: userId })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .updateTable("users")
        .set({ coupleId: couple.id, userType: "couple" })
        .where("id", "in", [userId, claimed.ownerId])
        .execute();
      await db
        .deleteFrom("pairCodes")
        .where("ownerId", "in", [userId, claimed.ownerId])
        .where("usedAt", "is", null)
        .execute();
      await publishEvent(db, [owner.id], { type: "paired", coupleId: couple.id, partner: me });
      return couple.id;
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

/**
 * Two people who ended their relationship cannot pair again at once (issue 8): a new
 * couple draws a fresh daily set, so break up and re-pair would otherwise be a loop.
 */
async function refuseQuickRepair(db: Db, one: string, other: string): Promise<void> {
  const recent = await db
    .selectFrom("couples")
    .select("endedAt")
    .where((eb) =>
      eb.or([
        eb.and([eb("userAId", "=", one), eb("userBId", "=", other)]),
        eb.and([eb("userAId", "=", other), eb("userBId", "=", one)]),
      ]),
    )
    .where("endedAt", ">", sql<Date>`now() - make_interval(hours => ${REPAIR_COOLDOWN_HOURS})`)
    .orderBy("endedAt", "desc")
    .executeTakeFirst();
  if (!recent?.endedAt) return;
  const hours = Math.max(
    1,
    Math.ceil(
      (recent.endedAt.getTime() + REPAIR_COOLDOWN_HOURS * 3_600_000 - Date.now()) / 3_600_000,
    ),
  );
  throw conflict(
    `You two ended your relationship less than ${REPAIR_COOLDOWN_HOURS} hours ago. You can pair with each other again in ${hours} hour${hours === 1 ? "" : "s"}.`,
  );
}
