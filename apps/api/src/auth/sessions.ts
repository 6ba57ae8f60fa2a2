import { SESSION_TTL_DAYS, type Viewer } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { hashToken, newSecretToken } from "./tokens.js";

export const SESSION_COOKIE = "tandem_session";

export interface SessionViewer extends Viewer {
  timeZone: string;
}

/** Starts a new session (a new id at every sign-in); returns the cookie value. */
export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insertInto("sessions")
    .values({ idHash: hashToken(token), userId, expiresAt })
    .execute();
  return { token, expiresAt };
}

export async function findSessionViewer(db: Db, token: string): Promise<SessionViewer | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["users.id", "users.role", "users.timeZone"])
    .where("sessions.idHash", "=", hashToken(token))
    .where("sessions.expiresAt", ">", new Date())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("idHash", "=", hashToken(token)).execute();
}
