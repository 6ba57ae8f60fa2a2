import { createHmac, timingSafeEqual } from "node:crypto";
import { REMINDER_UNSUBSCRIBE_PATH } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { keptKey } from "../../infra/app-secrets.js";

/**
 * The key that signs unsubscribe links: made once and kept in the database, so every process
 * (and every restart) signs and checks alike.
 */
export const signingKey = keptKey("reminders-unsubscribe-key");

/**
 * Keys given by the settings (decision 172): `UNSUBSCRIBE_SECRET` signs new links in place of
 * the generated key; `UNSUBSCRIBE_PREVIOUS_SECRET` is still accepted while the new one takes
 * over (the generated key's value, from app_secrets, to move off it). Unset: the generated key.
 */
export interface UnsubscribeSecrets {
  UNSUBSCRIBE_SECRET?: string | undefined;
  UNSUBSCRIBE_PREVIOUS_SECRET?: string | undefined;
}

const fromSetting = (secret: string) => Buffer.from(secret, "utf8");

/** The key that signs new links. */
async function currentKey(db: Db, secrets: UnsubscribeSecrets): Promise<Buffer> {
  return secrets.UNSUBSCRIBE_SECRET ? fromSetting(secrets.UNSUBSCRIBE_SECRET) : signingKey(db);
}

/** Every key a link may be signed with: the current one, then the previous one. */
async function acceptedKeys(db: Db, secrets: UnsubscribeSecrets): Promise<Buffer[]> {
  const keys = [await currentKey(db, secrets)];
  if (secrets.UNSUBSCRIBE_PREVIOUS_SECRET) {
    const previous = secrets.UNSUBSCRIBE_PREVIOUS_SECRET;
    // The generated key is stored base64url-encoded: its value as found in app_secrets works.
    keys.push(fromSetting(previous));
    if (/^[\w-]{43}$/.test(previous)) keys.push(Buffer.from(previous, "base64url"));
  }
  return keys;
}

const signature = (key: Buffer, userId: string) =>
  createHmac("sha256", key).update(`unsubscribe:reminders:${userId}`).digest("base64url");

/** The one-click unsubscribe link for `userId`: signed, no sign-in needed, never expires. */
export async function unsubscribeUrl(
  db: Db,
  publicUrl: string,
  userId: string,
  secrets: UnsubscribeSecrets = {},
): Promise<string> {
  const url = new URL(REMINDER_UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set("user", userId);
  url.searchParams.set("sig", signature(await currentKey(db, secrets), userId));
  return url.toString();
}

/** Whether `sig` is the signature of `userId`'s unsubscribe link under an accepted key. */
export async function isValidUnsubscribe(
  db: Db,
  userId: string,
  sig: string,
  secrets: UnsubscribeSecrets = {},
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(userId) || sig.length > 100) return false;
  const given = Buffer.from(sig);
  let valid = false;
  for (const key of await acceptedKeys(db, secrets)) {
    const expected = Buffer.from(signature(key, userId));
    // Every key is compared, so the time taken does not say which one matched.
    if (given.length === expected.length && timingSafeEqual(given, expected)) valid = true;
  }
  return valid;
}
