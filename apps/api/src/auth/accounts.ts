import { sql } from "kysely";
import type { Db } from "@tandem/db";
import { isAdminEmail } from "./admin-role.js";
import { normalizeEmail } from "./email-address.js";

/**
 * The account for an address proven by an e-mail link: found, or created on first sign-in.
 * Addresses in ADMIN_EMAILS become admins; nobody is demoted here.
 */
export async function findOrCreateEmailUser(
  db: Db,
  email: string,
  adminEmails: readonly string[],
): Promise<string> {
  const makeAdmin = isAdminEmail(adminEmails, email);
  const row = await db
    .insertInto("users")
    .values({ email, role: makeAdmin ? "admin" : "user" })
    .onConflict((oc) =>
      oc.column("email").doUpdateSet((eb) => ({
        role: makeAdmin ? sql<"admin">`'admin'` : eb.ref("users.role"),
      })),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What an OpenID Connect provider told us about the person (ID token merged with userinfo). */
export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

class IdentityRace extends Error {}

/**
 * The account for a provider identity, keyed by (issuer, subject). A new identity joins an
 * existing account only through a verified e-mail; an unverified address could belong to
 * anyone, so it gets a fresh account without an e-mail. Empty names and picture are filled in.
 */
export async function findOrCreateOidcUser(
  db: Db,
  profile: OidcProfile,
  adminEmails: readonly string[],
): Promise<string> {
  try {
    return await linkIdentity(db, profile, adminEmails);
  } catch (error) {
    // Two first sign-ins of the same identity at once: the other one won; use its account.
    if (error instanceof IdentityRace) return linkIdentity(db, profile, adminEmails);
    throw error;
  }
}

async function linkIdentity(
  db: Db,
  profile: OidcProfile,
  adminEmails: readonly string[],
): Promise<string> {
  const verifiedEmail = profile.emailVerified ? normalizeEmail(profile.email) : null;
  return db.transaction().execute(async (db) => {
    const identity = await db
      .selectFrom("oidcIdentities")
      .select("userId")
      .where("issuer", "=", profile.issuer)
      .where("subject", "=", profile.subject)
      .executeTakeFirst();

    let userId: string;
    if (identity) {
      userId = identity.userId;
      if (verifiedEmail) {
        // An account made without an address gets the now-verified one, unless it is taken.
        await db
          .updateTable("users")
          .set({ email: verifiedEmail })
          .where("id", "=", userId)
          .where("email", "is", null)
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("users as other")
                  .select("other.id")
                  .where("other.email", "=", verifiedEmail),
              ),
            ),
          )
          .execute();
      }
    } else {
      if (verifiedEmail) {
        const row = await db
          .insertInto("users")
          .values({ email: verifiedEmail })
          .onConflict((oc) =>
            oc.column("email").doUpdateSet((eb) => ({ email: eb.ref("excluded.email") })),
          )
          .returning("id")
          .executeTakeFirstOrThrow();
        userId = row.id;
      } else {
        const row = await db
          .insertInto("users")
          .values({ email: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        userId = row.id;
      }
      const linked = await db
        .insertInto("oidcIdentities")
        .values({ issuer: profile.issuer, subject: profile.subject, userId })
        .onConflict((oc) => oc.columns(["issuer", "subject"]).doNothing())
        .returning("userId")
        .executeTakeFirst();
      if (!linked) throw new IdentityRace();
    }

    await db
      .updateTable("users")
      .set((eb) => ({
        firstName: eb.fn.coalesce(
          sql<string | null>`nullif(users.first_name, '')`,
          eb.val(profile.givenName),
        ),
        lastName: eb.fn.coalesce(
          sql<string | null>`nullif(users.last_name, '')`,
          eb.val(profile.familyName),
        ),
        profileImageUrl: eb.fn.coalesce(
          sql<string | null>`nullif(users.profile_image_url, '')`,
          eb.val(profile.picture),
        ),
        ...(isAdminEmail(adminEmails, verifiedEmail) ? { role: "admin" as const } : {}),
      }))
      .where("id", "=", userId)
      .execute();
    return userId;
  });
}
