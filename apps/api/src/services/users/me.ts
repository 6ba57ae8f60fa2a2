import type { AuthUser } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";
import { sql } from "kysely";

// Compiled once: it runs on every app start and after every change to the account.
const selectAuthUser = compileOnce((db: Db, userId: string) =>
  db
    .selectFrom("users")
    .leftJoin("matchingProfiles", "matchingProfiles.userId", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.profileImageUrl",
      "users.phoneNumber",
      "users.location",
      "users.points",
      // Earned in all, from the ledger (its credits), so spending never lowers it.
      (eb) =>
        eb
          .selectFrom("pointsLedger")
          .select(sql<number>`coalesce(sum(points_ledger.delta), 0)::int`.as("earned"))
          .whereRef("pointsLedger.userId", "=", "users.id")
          .where("pointsLedger.delta", ">", 0)
          .as("pointsEarned"),
      "users.coupleId",
      "users.userType",
      "users.role",
      "users.timeZone",
      "users.birthDate",
      sql<boolean>`users.under_age_at IS NOT NULL`.as("underAge"),
      "matchingProfiles.userId as profileUserId",
      "matchingProfiles.tagSetId",
    ])
    .where("users.id", "=", userId),
);

/** The signed-in user as the app sees them (`user.me`), with what their screens depend on. */
export async function getAuthUser(db: Db, userId: string): Promise<AuthUser> {
  const [user] = await selectAuthUser(db, userId);
  if (!user) throw notFound("This account no longer exists.");
  const { profileUserId, tagSetId, pointsEarned, ...fields } = user;
  return {
    ...fields,
    pointsEarned: pointsEarned ?? 0,
    hasMatchingProfile: profileUserId !== null,
    hasDiscoveryTags: tagSetId !== null,
  };
}
