import { createHash, createHmac } from "node:crypto";
import type { Db } from "@tandem/db";
import { keptKey } from "../../infra/app-secrets.js";

/** The key invite tokens are derived with, kept with the app's other generated secrets. */
const inviteKey = keptKey("partner-invite-key");

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
