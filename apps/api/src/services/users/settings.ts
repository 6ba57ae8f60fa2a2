import type { AuthUser, SetLocationInputSchema, UserType } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { nearestCityName } from "../../lib/cities.js";
import type { Parsed } from "../../lib/parsed.js";
import { normalisePhoneNumber } from "../../lib/phone-number.js";
import { placeOf } from "../matching/index.js";
import { getAuthUser } from "./me.js";

/** The first name others see; the schema has trimmed and checked it. */
export async function setFirstName(db: Db, userId: string, firstName: string): Promise<AuthUser> {
  await db.updateTable("users").set({ firstName }).where("id", "=", userId).execute();
  return getAuthUser(db, userId);
}

/** `region`: the browser's hint for a number typed without its country code. */
export async function setPhone(
  db: Db,
  userId: string,
  phoneNumber: string,
  region?: string,
): Promise<AuthUser> {
  await db
    .updateTable("users")
    .set({ phoneNumber: normalisePhoneNumber(phoneNumber, region) })
    .where("id", "=", userId)
    .execute();
  return getAuthUser(db, userId);
}

/**
 * Coordinates are never stored: only the nearest city's name is. It is also the dating
 * profile's City (decision 285), placed on the map as a saved profile's city is.
 */
export async function setLocation(
  db: Db,
  userId: string,
  input: Parsed<typeof SetLocationInputSchema>,
): Promise<AuthUser> {
  const location =
    "location" in input ? input.location : nearestCityName(input.latitude, input.longitude);
  const place = placeOf(location);
  await db.transaction().execute(async (db) => {
    await db.updateTable("users").set({ location }).where("id", "=", userId).execute();
    await db
      .updateTable("matchingProfiles")
      .set({ city: location, ...place, updatedAt: sql`now()` })
      .where("userId", "=", userId)
      .where("city", "is distinct from", location)
      .execute();
  });
  return getAuthUser(db, userId);
}

/**
 * One conditional update (decision 013): "single" is only written while the row has no couple,
 * so a pairing that commits between a read and a write cannot leave a paired single.
 */
export async function setUserType(db: Db, userId: string, userType: UserType): Promise<AuthUser> {
  const updated = await db
    .updateTable("users")
    .set({ userType })
    .where("id", "=", userId)
    .$if(userType === "single", (query) => query.where("coupleId", "is", null))
    .returning("id")
    .executeTakeFirst();
  if (!updated) {
    throw conflict(
      "You're paired with a partner. End the relationship first to use Tandem as a single.",
    );
  }
  return getAuthUser(db, userId);
}
