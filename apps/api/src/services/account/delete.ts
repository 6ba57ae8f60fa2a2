import type { Ok } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import {
  deletePhotoBytesSoon,
  forgetCouplePhotos,
  queuePhotoBytes,
  type PhotoStorage,
} from "../photos/index.js";

/**
 * Deletes the account, in one transaction (the rules are in docs/privacy.md):
 *
 * - the couple, if any, is ended first, and the partner is told: live (`couple-ended`), and
 *   by a notice kept on their own row until they next open the app (`account.notices`);
 *   the ended couple keeps the partner's side, this person's id set to NULL by its key;
 * - vouchers and the points ledger are folded into per-month anonymised totals;
 * - the waitlist entry with the same e-mail (or phone number) and pending sign-in links go;
 * - then one `DELETE FROM users`: every table that names a user does so by a foreign key
 *   with ON DELETE CASCADE (sessions, likes, passes, matches, answers, profile, ...) or
 *   SET NULL (reports made or received, audit log, ended couples), so a table added later
 *   joins in by its own foreign key (checked by account.test.ts over the whole schema).
 *
 * Sessions end at once in every process: deleting their rows is announced on the sessions
 * channel (migration 2026_11_22_0400). Signing in again with the address makes a new account.
 */
export async function deleteAccount(db: Db, userId: string, storage?: PhotoStorage): Promise<Ok> {
  const photoIds = await db.transaction().execute(async (db) => {
    const user = await db
      .selectFrom("users")
      .select(["id", "email", "phoneNumber", "coupleId"])
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw notFound("This account does not exist.");

    if (user.coupleId) {
      const partners = await db
        .updateTable("users")
        .set({ coupleId: null, partnerDeletedAt: sql`now()` })
        .where("coupleId", "=", user.coupleId)
        .where("id", "<>", userId)
        .returning("id")
        .execute();
      await db
        .updateTable("couples")
        .set({ endedAt: sql`now()` })
        .where("id", "=", user.coupleId)
        .where("endedAt", "is", null)
        .execute();
      await db.updateTable("users").set({ coupleId: null }).where("id", "=", userId).execute();
      await publishEvent(
        db,
        partners.map((partner) => partner.id),
        { type: "couple-ended", coupleId: user.coupleId, reason: "partner-deleted-account" },
      );
    }

    await sql`
      INSERT INTO anonymised_redemption_totals AS t (month, reward_id, redemptions, points_spent)
      SELECT date_trunc('month', created_at)::date, reward_id, count(*), sum(points_spent)
      FROM redemptions WHERE user_id = ${userId}
      GROUP BY 1, 2
      ON CONFLICT (month, reward_id) DO UPDATE
        SET redemptions = t.redemptions + excluded.redemptions,
            points_spent = t.points_spent + excluded.points_spent
    `.execute(db);
    await sql`
      INSERT INTO anonymised_ledger_totals AS t (month, reason, entries, points)
      SELECT date_trunc('month', created_at)::date, reason, count(*), sum(delta)
      FROM points_ledger WHERE user_id = ${userId}
      GROUP BY 1, 2
      ON CONFLICT (month, reason) DO UPDATE
        SET entries = t.entries + excluded.entries, points = t.points + excluded.points
    `.execute(db);

    // Per-account rate limits (swipes, discover, reports, blocks, pair-code guesses) are
    // keyed by the user's id.
    await db.deleteFrom("rateLimits").where("key", "like", `%:${userId}`).execute();
    if (user.email) {
      await db.deleteFrom("waitlistEntries").where("email", "=", user.email).execute();
      await db.deleteFrom("signInTokens").where("email", "=", user.email).execute();
      await sql`DELETE FROM rate_limits WHERE strpos(lower(key), ${user.email}) > 0`.execute(db);
    }
    if (user.phoneNumber) {
      await db.deleteFrom("waitlistEntries").where("phoneNumber", "=", user.phoneNumber).execute();
    }
    await sql`DELETE FROM rate_limits WHERE strpos(key, ${userId}) > 0`.execute(db);
    // Their photos (dating profile and account), and the photo of every couple they were in
    // (a couple's photo ends with the couple; their deletion ended the last one): the rows
    // are deleted here, the bytes queued and deleted once this commits.
    const profilePhotos = await db
      .deleteFrom("photos")
      .where((eb) => eb.or([eb("userId", "=", userId), eb("accountUserId", "=", userId)]))
      .returning("id")
      .execute();
    await queuePhotoBytes(
      db,
      profilePhotos.map((photo) => photo.id),
    );
    const couples = await db
      .selectFrom("couples")
      .select("id")
      .where((eb) => eb.or([eb("userAId", "=", userId), eb("userBId", "=", userId)]))
      .execute();
    const couplePhotos = await forgetCouplePhotos(
      db,
      couples.map((couple) => couple.id),
    );
    // Events already sent to others that name this person (a match's nickname, a pairing).
    await sql`
      DELETE FROM live_events
      WHERE strpos(event::text, ${userId}) > 0
         OR strpos(lower(event::text), ${user.email ?? userId}) > 0
    `.execute(db);

    await db.deleteFrom("users").where("id", "=", userId).execute();
    return [...profilePhotos.map((photo) => photo.id), ...couplePhotos];
  });
  await deletePhotoBytesSoon(db, storage, photoIds);
  return { ok: true };
}
