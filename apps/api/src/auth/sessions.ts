import { SESSION_IDLE_DAYS, SESSION_TTL_DAYS, type Viewer } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { CompiledQuery } from "kysely";
import { hashToken, newSecretToken } from "./tokens.js";

export const SESSION_COOKIE = "tandem_session";
/** Over https the cookie takes the `__Host-` prefix: Secure, Path=/, no Domain, so no
 * sibling subdomain or plain-http page can set or overwrite it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session cookie's name for a server reached at `publicUrl`. */
export function sessionCookieName(publicUrl: string): string {
  return new URL(publicUrl).protocol === "https:" ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** SQL: the session row `s` is neither expired nor idle for SESSION_IDLE_DAYS. */
export const SESSION_ALIVE = `s.expires_at > now() AND s.last_seen_at > now() - interval '${SESSION_IDLE_DAYS} days'`;

/**
 * Marks the session used now, at most once an hour (a write per request would cost the
 * read path; the idle timeout counts in days).
 */
export const TOUCH_SESSION = `UPDATE sessions s SET last_seen_at = now()
  WHERE s.id_hash = $1 AND s.last_seen_at < now() - interval '1 hour' AND ${SESSION_ALIVE}`;

/** The live session's viewer by cookie hash ($1), touching it on the way (idle timeout). */
export const LOOKUP_SESSION_VIEWER = `
  WITH touched AS (${TOUCH_SESSION})
  SELECT u.id, u.role, u.time_zone AS "timeZone", s.expires_at AS "expiresAt"
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id_hash = $1 AND ${SESSION_ALIVE}`;

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
  const { rows } = await db.executeQuery<SessionViewer>(
    CompiledQuery.raw(LOOKUP_SESSION_VIEWER, [hashToken(token)]),
  );
  const row = rows[0];
  return row ? { id: row.id, role: row.role, timeZone: row.timeZone } : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("idHash", "=", hashToken(token)).execute();
}

/** "Sign out everywhere": every session of the user ends, this one included. */
export async function deleteAllSessions(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("sessions").where("userId", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
