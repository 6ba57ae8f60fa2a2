import type { AuthUser } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";

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
      "users.coupleId",
      "users.userType",
      "users.role",
      "users.timeZone",
      "matchingProfiles.userId as profileUserId",
      "matchingProfiles.tagSetId",
    ])
    .where("users.id", "=", userId),
);

/** The signed-in user as the app sees them (`user.me`), with what their screens depend on. */
export async function getAuthUser(db: Db, userId: string): Promise<AuthUser> {
  const [user] = await selectAuthUser(db, userId);
  if (!user) throw notFound("This account no longer exists.");
  const { profileUserId, tagSetId, ...fields } = user;
  return {
    ...fields,
    hasMatchingProfile: profileUserId !== null,
    hasDiscoveryTags: tagSetId !== null,
  };
}
