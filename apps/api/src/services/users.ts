import type { AuthUser, SetLocationInput, UserType } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { nearestCityName } from "./cities.js";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";

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

/**
 * Phone numbers are stored in E.164. A number without a country code is read as a number
 * of `defaultCountry`.
 */
export function toE164(
  phoneNumber: string,
  field = "phoneNumber",
  defaultCountry: "US" = "US",
): string {
  const parsed = parsePhoneNumberFromString(phoneNumber, defaultCountry);
  if (!parsed || !parsed.isValid()) {
    throw badRequest(
      field,
      "Enter a valid phone number, with the country code (for example +44 20 7946 0958).",
    );
  }
  return parsed.number;
}

export async function setPhoneNumber(
  db: Db,
  userId: string,
  phoneNumber: string,
): Promise<AuthUser> {
  await db
    .updateTable("users")
    .set({ phoneNumber: toE164(phoneNumber) })
    .where("id", "=", userId)
    .execute();
  return getAuthUser(db, userId);
}

/** Coordinates are never stored: only the nearest city's name is. */
export async function setLocation(
  db: Db,
  userId: string,
  input: SetLocationInput,
): Promise<AuthUser> {
  const location =
    "location" in input ? input.location : nearestCityName(input.latitude, input.longitude);
  await db.updateTable("users").set({ location }).where("id", "=", userId).execute();
  return getAuthUser(db, userId);
}

export async function setUserType(db: Db, userId: string, userType: UserType): Promise<AuthUser> {
  const user = await db
    .selectFrom("users")
    .select("coupleId")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (userType === "single" && user.coupleId) {
    throw conflict(
      "You're paired with a partner. End the relationship first to use Tandem as a single.",
    );
  }
  await db.updateTable("users").set({ userType }).where("id", "=", userId).execute();
  return getAuthUser(db, userId);
}
