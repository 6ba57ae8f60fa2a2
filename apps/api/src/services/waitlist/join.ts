import { WAITLIST_MESSAGES, type JoinWaitlistInputSchema, type Ok } from "@tandem/api-contract";
import { tooManyRequests } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import type { Parsed } from "../../lib/parsed.js";
import { normalisePhoneNumber } from "../../lib/phone-number.js";
import { hitRateLimit } from "../../infra/rate-limit.js";

/** Sign-ups per client address per window: generous for a shared office or café network. */
export const WAITLIST_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

/**
 * Stores one row per address or number; joining twice answers the same success (so the
 * answer does not reveal who is on the list).
 */
export async function joinWaitlist(
  db: Db,
  clientIp: string,
  input: Parsed<typeof JoinWaitlistInputSchema>,
): Promise<Ok> {
  const limit = await hitRateLimit(db, `waitlist:${clientIp}`, WAITLIST_RATE_LIMIT);
  if (limit.hits > WAITLIST_RATE_LIMIT.limit) {
    throw tooManyRequests(WAITLIST_MESSAGES.tooMany, limit.retryAfterSeconds);
  }
  const entry = input.email
    ? { email: input.email.toLowerCase(), phoneNumber: null }
    : { email: null, phoneNumber: normalisePhoneNumber(input.phoneNumber ?? "", input.region) };
  await db
    .insertInto("waitlistEntries")
    .values(entry)
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { ok: true };
}
