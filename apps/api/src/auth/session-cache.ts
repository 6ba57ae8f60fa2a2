import type { Db, Notifications } from "@tandem/db";
import { CompiledQuery } from "kysely";
import { LOOKUP_SESSION_VIEWER, type SessionViewer } from "./sessions.js";
import { hashToken } from "./tokens.js";

/** Where the database announces session changes (migration 2026_11_22_0400). */
export const SESSIONS_CHANNEL = "tandem_sessions";

export interface SessionCache {
  /** The session's viewer, from memory when it can be trusted, else from the database. */
  find(token: string): Promise<SessionViewer | null>;
  /** Forgets a session in this process now (other processes hear of it by NOTIFY). */
  forget(token: string): void;
  close(): Promise<void>;
}

interface Entry {
  viewer: SessionViewer;
  expiresAt: number;
  cachedAt: number;
}

export interface SessionCacheOptions {
  maxEntries?: number;
  /** A bound on staleness should a change ever go unannounced; NOTIFY is the real limit. */
  ttlMs?: number;
}

/** Also touches the session at most hourly (idle timeout, sessions.ts). */
const LOOKUP = LOOKUP_SESSION_VIEWER;

/**
 * Sessions looked up by the hash of their cookie, kept in memory for a minute. Safe across
 * any number of processes because every change that ends or alters a session in the
 * database (a sign-out, an expiry deleted, a user deleted, a role or time zone changed; a
 * suspension must delete the user's sessions) is announced by a trigger on the
 * `tandem_sessions` channel, and each process drops what it holds at once. While this
 * process is not listening (connection lost), nothing is answered from memory.
 */
export async function createSessionCache(
  db: Db,
  notifications: Notifications,
  { maxEntries = 10_000, ttlMs = 60_000 }: SessionCacheOptions = {},
): Promise<SessionCache> {
  const entries = new Map<string, Entry>();
  const byUser = new Map<string, Set<string>>();
  // Bumped by every announcement: a lookup that overlapped one is not kept.
  let generation = 0;

  const drop = (hash: string) => {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    const hashes = byUser.get(entry.viewer.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(entry.viewer.id);
  };
  const clear = () => {
    generation++;
    entries.clear();
    byUser.clear();
  };

  const unsubscribe = await notifications.subscribe(SESSIONS_CHANNEL, {
    onPayload(payload) {
      generation++;
      const id = payload.slice(2);
      if (payload.startsWith("s:")) drop(id);
      else if (payload.startsWith("u:")) for (const hash of [...(byUser.get(id) ?? [])]) drop(hash);
      else clear();
    },
    onGap: clear,
  });

  async function lookUp(hash: string): Promise<SessionViewer | null> {
    const started = generation;
    const { rows } = await db.executeQuery<SessionViewer & { expiresAt: Date }>(
      CompiledQuery.raw(LOOKUP, [hash]),
    );
    const row = rows[0];
    if (!row) return null;
    const viewer: SessionViewer = { id: row.id, role: row.role, timeZone: row.timeZone };
    if (started === generation && notifications.live) {
      drop(hash);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(hash, { viewer, expiresAt: row.expiresAt.getTime(), cachedAt: Date.now() });
      const hashes = byUser.get(viewer.id);
      if (hashes) hashes.add(hash);
      else byUser.set(viewer.id, new Set([hash]));
    }
    return viewer;
  }

  return {
    async find(token) {
      const hash = hashToken(token);
      if (!notifications.live) return lookUp(hash);
      const entry = entries.get(hash);
      const now = Date.now();
      if (entry && now < entry.expiresAt && now - entry.cachedAt < ttlMs) return entry.viewer;
      if (entry) drop(hash);
      return lookUp(hash);
    },
    forget(token) {
      generation++;
      drop(hashToken(token));
    },
    async close() {
      await unsubscribe();
      clear();
    },
  };
}
