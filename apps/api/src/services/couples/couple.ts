import type { Couple, Ok } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";
import { publishEvent } from "../events/index.js";
import { deletePhotoBytesSoon, forgetCouplePhotos, type PhotoStorage } from "../photos/index.js";
import { otherPartner } from "../../lib/pair.js";

/** `getCouple`'s statement, compiled once (home and quiz read it on every page). */
const selectCouple = compileOnce((db: Db, userId: string, coupleId: string) =>
  db
    .selectFrom("couples")
    .leftJoin("coupleIdentities", "coupleIdentities.key", "couples.identityKey")
    // The partner is the other side; their id is null only once they deleted their account,
    // which ends the couple: no row, 404 as for anyone else's couple.
    .innerJoin("users as partner", (join) =>
      join.on((eb) =>
        eb(
          "partner.id",
          "=",
          eb
            .case()
            .when("couples.userAId", "=", userId)
            .then(eb.ref("couples.userBId"))
            .else(eb.ref("couples.userAId"))
            .end(),
        ),
      ),
    )
    .select((eb) => [
      "couples.id",
      "couples.completedQuizzes",
      "couples.createdAt",
      "coupleIdentities.name as identity",
      "coupleIdentities.description as identityDescription",
      "partner.id as partnerId",
      "partner.firstName as partnerFirstName",
      "partner.lastName as partnerLastName",
      "partner.email as partnerEmail",
      "partner.profileImageUrl as partnerProfileImageUrl",
      eb
        .selectFrom("coupleProposals")
        .select("coupleProposals.matchId")
        .whereRef("coupleProposals.coupleId", "=", "couples.id")
        .limit(1)
        .as("metInChat"),
    ])
    .where("couples.id", "=", coupleId)
    .where("couples.endedAt", "is", null)
    .where((eb) => eb.or([eb("couples.userAId", "=", userId), eb("couples.userBId", "=", userId)])),
);

/**
 * The user's current couple, seen from their side; anyone else gets 404. One statement: the
 * couple, its identity, the partner and whether they met in a chat (home and quiz read it on
 * every page).
 */
export async function getCouple(db: Db, userId: string, coupleId: string): Promise<Couple> {
  const [couple] = await selectCouple(db, userId, coupleId);
  if (!couple) throw notFound("Couple not found.");
  return {
    id: couple.id,
    partner: {
      id: couple.partnerId,
      firstName: couple.partnerFirstName,
      lastName: couple.partnerLastName,
      email: couple.partnerEmail,
      profileImageUrl: couple.partnerProfileImageUrl,
    },
    identity: couple.identity,
    identityDescription: couple.identityDescription,
    completedQuizzes: couple.completedQuizzes,
    createdAt: couple.createdAt.toISOString(),
    metInChat: couple.metInChat ?? null,
  };
}

/**
 * Ends the relationship: the couple is archived (kept read-only for both people's quiz
 * history) and both return to individual mode; the couple's photo ends with it. The partner
 * is told (decision 237): live if they are online, and by a notice on their own row that
 * their next open shows. The one who ended it may undo it for a day (`undoEndPairing`).
 */
export async function breakPair(db: Db, userId: string, storage?: PhotoStorage): Promise<Ok> {
  const photoIds = await db.transaction().execute(async (db) => {
    const user = await db
      .selectFrom("users")
      .select("coupleId")
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!user.coupleId) throw conflict("You're not paired with anyone.", "NOT_PAIRED");
    const couple = await db
      .updateTable("couples")
      .set({ endedAt: new Date(), endedById: userId })
      .where("id", "=", user.coupleId)
      .returning(["userAId", "userBId"])
      .executeTakeFirstOrThrow();
    const partner = otherPartner(couple, userId);
    await db
      .updateTable("users")
      .set({ coupleId: null })
      .where("coupleId", "=", user.coupleId)
      .execute();
    // Told at their next open, and live on their open screens.
    if (partner) {
      await db
        .updateTable("users")
        .set({ partnerEndedCoupleId: user.coupleId })
        .where("id", "=", partner)
        .execute();
    }
    await publishEvent(db, partner ? [partner] : [], {
      type: "couple-ended",
      coupleId: user.coupleId,
    });
    return forgetCouplePhotos(db, [user.coupleId]);
  });
  await deletePhotoBytesSoon(db, storage, photoIds);
  return { ok: true };
}
