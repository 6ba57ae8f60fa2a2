import { randomBytes } from "node:crypto";
import type { Db } from "@tandem/db";

/**
 * A secret the app generates for itself (a signing key, VAPID keys): made by whichever
 * process asks first, kept in `app_secrets` so every process and every restart uses the same
 * one. Two processes racing both insert; the first row wins and both read it back.
 */
export async function appSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db
    .insertInto("appSecrets")
    .values({ name, value: generate() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("appSecrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** A 32-byte key kept as an app secret, read once per database handle and process. */
export function keptKey(name: string): (db: Db) => Promise<Buffer> {
  const keys = new WeakMap<Db, Promise<Buffer>>();
  return (db) => {
    let key = keys.get(db);
    if (!key) {
      key = appSecret(db, name, () => randomBytes(32).toString("base64url")).then((value) =>
        Buffer.from(value, "base64url"),
      );
      key.catch(() => keys.delete(db));
      keys.set(db, key);
    }
    return key;
  };
}
