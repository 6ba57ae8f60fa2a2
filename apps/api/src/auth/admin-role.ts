import type { Db } from "@tandem/db";
import { normalizeEmail } from "./email-address.js";

/** ADMIN_EMAILS is already lower-case (env.ts); `email` must be a verified address. */
export function isAdminEmail(
  adminEmails: readonly string[],
  email: string | null | undefined,
): boolean {
  return Boolean(email) && adminEmails.includes(email!.toLowerCase());
}

export interface GrantAdminResult {
  userId: string;
  email: string;
  /** The account did not exist and was created (it signs in with this address). */
  created: boolean;
  /** The account was an admin already; nothing changed. */
  alreadyAdmin: boolean;
}

/** Makes the account with this e-mail an admin, creating the account if there is none. */
export async function grantAdmin(db: Db, rawEmail: string): Promise<GrantAdminResult> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw new Error(`"${rawEmail}" is not a valid e-mail address.`);
  return db.transaction().execute(async (db) => {
    const existing = await db
      .selectFrom("users")
      .select(["id", "role"])
      .where("email", "=", email)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      if (existing.role !== "admin") {
        await db
          .updateTable("users")
          .set({ role: "admin" })
          .where("id", "=", existing.id)
          .execute();
      }
      return {
        userId: existing.id,
        email,
        created: false,
        alreadyAdmin: existing.role === "admin",
      };
    }
    const inserted = await db
      .insertInto("users")
      .values({ email, role: "admin" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { userId: inserted.id, email, created: true, alreadyAdmin: false };
  });
}
