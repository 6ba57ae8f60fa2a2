import type { AuthUser } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";

/** The signed-in user as the app sees them (`user.me`), with what their screens depend on. */
export async function getAuthUser(db: Db, userId: string): Promise<AuthUser> {
  const user = await db
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
      "users.coupleId",
      "users.userType",
      "users.role",
      "users.timeZone",
      "matchingProfiles.userId as profileUserId",
      "matchingProfiles.tagSetId",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound("This account no longer exists.");
  const { profileUserId, tagSetId, ...fields } = user;
  return {
    ...fields,
    hasMatchingProfile: profileUserId !== null,
    hasDiscoveryTags: tagSetId !== null,
  };
}
