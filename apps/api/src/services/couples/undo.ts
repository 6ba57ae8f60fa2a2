import { UNDO_END_PAIRING_HOURS, type Couple, type EndedPairing } from "@tandem/api-contract";
import { conflict, forbidden, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { getCouple } from "./couple.js";
import { otherPartner } from "../../lib/pair.js";

const WINDOW = sql<Date>`now() - make_interval(hours => ${UNDO_END_PAIRING_HOURS})`;

/** Whether the person joined a couple after the couple `coupleId` ended: they moved on. */
const pairedSince = (personId: string | null, coupleId: string) =>
  sql<boolean>`EXISTS (
    SELECT 1 FROM couples n, couples ended
    WHERE ended.id = ${coupleId} AND n.created_at > ended.ended_at
      AND (n.user_a_id = ${personId} OR n.user_b_id = ${personId})
  )`;

/**
 * The pairing the user ended and may still undo (decision 237), or null: the newest couple
 * they ended less than UNDO_END_PAIRING_HOURS ago, while both of them are unpaired, in
 * couples mode and have paired with nobody since. The same rules as `undoEndPairing`, so
 * the Undo shown is an Undo that works (short of a race, which the undo refuses in words).
 */
export async function getEndedPairing(db: Db, userId: string): Promise<EndedPairing | null> {
  const row = await db
    .selectFrom("couples as c")
    .innerJoin("users as me", "me.id", "c.endedById")
    .innerJoin("users as partner", (join) =>
      join.on((eb) =>
        eb(
          "partner.id",
          "=",
          eb
            .case()
            .when("c.userAId", "=", userId)
            .then(eb.ref("c.userBId"))
            .else(eb.ref("c.userAId"))
            .end(),
        ),
      ),
    )
    .select([
      "c.id",
      "c.endedAt",
      "partner.firstName",
      "partner.lastName",
      "partner.email",
      sql<Date>`c.ended_at + make_interval(hours => ${UNDO_END_PAIRING_HOURS})`.as("undoUntil"),
    ])
    .where("c.endedById", "=", userId)
    .where("c.endedAt", ">", WINDOW)
    .where("me.coupleId", "is", null)
    .where("me.userType", "=", "couple")
    .where("partner.coupleId", "is", null)
    .where("partner.userType", "=", "couple")
    .where(
      sql<boolean>`NOT EXISTS (
        SELECT 1 FROM couples n
        WHERE n.created_at > c.ended_at
          AND (n.user_a_id IN (me.id, partner.id) OR n.user_b_id IN (me.id, partner.id))
      )`,
    )
    .orderBy("c.endedAt", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.endedAt) return null;
  return {
    coupleId: row.id,
    partner: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    endedAt: row.endedAt.toISOString(),
    undoUntil: row.undoUntil.toISOString(),
  };
}

/**
 * Restores the couple the user ended (decision 237): the same row and id, so its daily sets,
 * answers, streak, identity, saved date ideas and anything else keyed to the couple are its
 * again; both people point at it once more. Refused in words, with nothing changed, after
 * UNDO_END_PAIRING_HOURS, to the partner, once either of them paired with someone else,
 * switched to singles mode or deleted their account, and when it is restored already.
 *
 * Both people are locked in id order, as `pairPeople` locks them, so an undo and a pairing
 * of either person run one after the other; the last statements are conditional as well, so
 * only one of the two can ever take a person.
 */
export async function undoEndPairing(db: Db, userId: string, coupleId: string): Promise<Couple> {
  await db.transaction().execute(async (db) => {
    const couple = await db
      .selectFrom("couples")
      .select(["userAId", "userBId"])
      .where("id", "=", coupleId)
      .where((eb) => eb.or([eb("userAId", "=", userId), eb("userBId", "=", userId)]))
      .executeTakeFirst();
    if (!couple) throw notFound("Couple not found.");
    const partnerId = otherPartner(couple, userId);
    const people = await db
      .selectFrom("users")
      .select(["id", "coupleId", "userType", "firstName", "lastName", "email"])
      .where("id", "in", partnerId ? [userId, partnerId] : [userId])
      .orderBy("id")
      .forUpdate()
      .execute();
    const me = people.find((p) => p.id === userId)!;
    const partner = people.find((p) => p.id === partnerId);
    const name = partner?.firstName?.trim() || "Your partner";

    // Read again under the locks: a break or undo that committed meanwhile is seen.
    const ended = await db
      .selectFrom("couples")
      .select([
        "endedAt",
        "endedById",
        sql<boolean>`ended_at <= ${WINDOW}`.as("expired"),
        pairedSince(userId, coupleId).as("mePairedSince"),
        pairedSince(partnerId, coupleId).as("partnerPairedSince"),
      ])
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    if (!ended.endedAt) {
      throw conflict(`You and ${name} are paired again already.`, "UNDO_NOT_POSSIBLE");
    }
    if (ended.endedById !== userId) {
      throw forbidden(
        ended.endedById === null
          ? "This pairing ended when an account was deleted, so it can't be undone."
          : `Only ${name} can undo this, because ${name} ended the pairing. You can pair again with a new code.`,
        "UNDO_NOT_POSSIBLE",
      );
    }
    if (ended.expired) {
      throw conflict(
        `You ended this pairing more than ${UNDO_END_PAIRING_HOURS} hours ago, so it can't be undone. You can pair again with a new code.`,
        "UNDO_EXPIRED",
      );
    }
    if (!partner) {
      throw conflict(
        "Your partner deleted their account, so your pairing can't be restored.",
        "UNDO_NOT_POSSIBLE",
      );
    }
    if (me.coupleId || ended.mePairedSince) {
      throw conflict(
        "You've paired with someone else since, so this pairing can't be restored.",
        "UNDO_NOT_POSSIBLE",
      );
    }
    if (partner.coupleId || ended.partnerPairedSince) {
      throw conflict(
        `${name} has paired with someone else since, so your pairing can't be restored.`,
        "UNDO_NOT_POSSIBLE",
      );
    }
    if (me.userType !== "couple") {
      throw conflict(
        "You use Tandem as a single now. Switch back to couple mode on your Profile, then undo.",
        "UNDO_NOT_POSSIBLE",
      );
    }
    if (partner.userType !== "couple") {
      throw conflict(
        `${name} uses Tandem as a single now, so your pairing can't be restored.`,
        "UNDO_NOT_POSSIBLE",
      );
    }

    const restored = await db
      .updateTable("couples")
      .set({ endedAt: null, endedById: null })
      .where("id", "=", coupleId)
      .where("endedById", "=", userId)
      .where("endedAt", ">", WINDOW)
      .executeTakeFirst();
    const taken = await db
      .updateTable("users")
      .set({ coupleId, partnerEndedCoupleId: null })
      .where("id", "in", [userId, partner.id])
      .where("coupleId", "is", null)
      .where("userType", "=", "couple")
      .executeTakeFirst();
    if (Number(restored.numUpdatedRows) !== 1 || Number(taken.numUpdatedRows) !== 2) {
      // Unreachable while the locks above hold; a refusal (and a rollback) if they ever do not.
      throw conflict("Your pairing could not be restored. Please try again.", "UNDO_NOT_POSSIBLE");
    }
    await publishEvent(db, [partner.id], {
      type: "couple-restored",
      coupleId,
      partner: { firstName: me.firstName, lastName: me.lastName, email: me.email },
    });
  });
  return getCouple(db, userId, coupleId);
}
