import type { Couple, Ok } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { publishEvent } from "../events/index.js";
import { deletePhotoBytesSoon, forgetCouplePhotos, type PhotoStorage } from "../photos/index.js";

/** The user's current couple, seen from their side; anyone else gets 404. */
export async function getCouple(db: Db, userId: string, coupleId: string): Promise<Couple> {
  const couple = await db
    .selectFrom("couples")
    .leftJoin("coupleIdentities", "coupleIdentities.key", "couples.identityKey")
    .select([
      "couples.id",
      "couples.userAId",
      "couples.userBId",
      "couples.completedQuizzes",
      "couples.createdAt",
      "coupleIdentities.name as identity",
      "coupleIdentities.description as identityDescription",
    ])
    .where("couples.id", "=", coupleId)
    .where("couples.endedAt", "is", null)
    .where((eb) => eb.or([eb("couples.userAId", "=", userId), eb("couples.userBId", "=", userId)]))
    .executeTakeFirst();
  if (!couple) throw notFound("Couple not found.");
  const partnerId = couple.userAId === userId ? couple.userBId : couple.userAId;
  // A partner's id is null only once they deleted their account, and that ends the couple.
  if (!partnerId) throw notFound("Couple not found.");
  const partner = await db
    .selectFrom("users")
    .select(["id", "firstName", "lastName", "email", "profileImageUrl"])
    .where("id", "=", partnerId)
    .executeTakeFirstOrThrow();
  const metInChat = await db
    .selectFrom("coupleProposals")
    .select("matchId")
    .where("coupleId", "=", couple.id)
    .executeTakeFirst();
  return {
    id: couple.id,
    partner,
    identity: couple.identity,
    identityDescription: couple.identityDescription,
    completedQuizzes: couple.completedQuizzes,
    createdAt: couple.createdAt.toISOString(),
    metInChat: metInChat?.matchId ?? null,
  };
}

/**
 * Ends the relationship: the couple is archived (kept read-only for both people's quiz
 * history) and both return to individual mode; the couple's photo ends with it. Nobody is
 * notified.
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
      .set({ endedAt: new Date() })
      .where("id", "=", user.coupleId)
      .returning(["userAId", "userBId"])
      .executeTakeFirstOrThrow();
    await db
      .updateTable("users")
      .set({ coupleId: null })
      .where("coupleId", "=", user.coupleId)
      .execute();
    // The partner's open screens stop showing the couple (no toast: nobody is notified).
    const partner = couple.userAId === userId ? couple.userBId : couple.userAId;
    await publishEvent(db, partner ? [partner] : [], {
      type: "couple-ended",
      coupleId: user.coupleId,
    });
    return forgetCouplePhotos(db, [user.coupleId]);
  });
  await deletePhotoBytesSoon(db, storage, photoIds);
  return { ok: true };
}
