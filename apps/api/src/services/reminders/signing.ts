import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { REMINDER_UNSUBSCRIBE_PATH } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

const KEY_NAME = "reminders-unsubscribe-key";
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key that signs unsubscribe links: made once, by whichever process asks first, and
 * kept in the database so every process (and every restart) signs and checks alike.
 */
export function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto("appSecrets")
        .values({ name: KEY_NAME, value: randomBytes(32).toString("base64url") })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("appSecrets")
        .select("value")
        .where("name", "=", KEY_NAME)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64url");
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, userId: string) =>
  createHmac("sha256", key).update(`unsubscribe:reminders:${userId}`).digest("base64url");

/** The one-click unsubscribe link for `userId`: signed, no sign-in needed, never expires. */
export async function unsubscribeUrl(db: Db, publicUrl: string, userId: string): Promise<string> {
  const url = new URL(REMINDER_UNSUBSCRIBE_PATH, publicUrl);
  url.searchParams.set("user", userId);
  url.searchParams.set("sig", signature(await signingKey(db), userId));
  return url.toString();
}

/** Whether `sig` is the signature of `userId`'s unsubscribe link. */
export async function isValidUnsubscribe(db: Db, userId: string, sig: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(userId) || sig.length > 100) return false;
  const expected = Buffer.from(signature(await signingKey(db), userId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
