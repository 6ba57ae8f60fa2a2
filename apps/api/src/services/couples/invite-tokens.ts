import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Db } from "@tandem/db";

const KEY_NAME = "partner-invite-key";
const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key invite tokens are derived with: made once, by whichever process asks first, and
 * kept with the app's other generated secrets.
 */
function inviteKey(db: Db): Promise<Buffer> {
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

/**
 * An invite link's token (144 bits), derived from the row's id, so the link is never stored
 * and its owner can still be shown it again (decision 256). A row is found by the token's hash.
 */
export async function inviteToken(db: Db, inviteId: string): Promise<string> {
  const key = await inviteKey(db);
  return createHmac("sha256", key)
    .update(`partner-invite:${inviteId}`)
    .digest()
    .subarray(0, 18)
    .toString("base64url");
}

/** What is stored and looked up instead of the token: SHA-256, hex (as for sessions). */
export const hashInviteToken = (token: string) => createHash("sha256").update(token).digest("hex");
