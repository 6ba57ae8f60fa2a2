import {
  INVITE_LINK_CLOSED_MESSAGE,
  INVITE_LINK_INVALID_MESSAGE,
  PARTNER_INVITE_TTL_DAYS,
  RATE_LIMITS,
  partnerInvitePath,
  type Couple,
  type InvitePreview,
  type InviteStatus,
  type PartnerInvite,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { getCouple } from "./couple.js";
import { hashInviteToken, inviteToken } from "./invite-tokens.js";
import { ALREADY_PAIRED, pairPeople } from "./pairing.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the inviter's account photo is served to holders of an open link. */
export const invitePhotoPath = (token: string) => `/api/pair/invites/${token}/photo`;

interface InviteRow {
  ownerId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

const toInvite = (token: string, expiresAt: Date): PartnerInvite => ({
  token,
  path: partnerInvitePath(token),
  expiresAt: expiresAt.toISOString(),
});

/** The open link's token, or null for a link made before tokens were derived (replaced). */
async function shownInvite(
  db: Db,
  row: { id: string; tokenHash: string; expiresAt: Date },
): Promise<PartnerInvite | null> {
  const token = await inviteToken(db, row.id);
  return hashInviteToken(token) === row.tokenHash ? toInvite(token, row.expiresAt) : null;
}

function statusOf(row: InviteRow, now = new Date()): InviteStatus {
  return row.usedAt || row.revokedAt || row.expiresAt <= now ? "closed" : "open";
}

async function refuseIfPaired(db: Db, userId: string) {
  const user = await db
    .selectFrom("users")
    .select("coupleId")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (user.coupleId) throw conflict(ALREADY_PAIRED, "ALREADY_PAIRED");
}

/** A new open link for `userId`; any link of theirs still open (or merely expired) is revoked. */
async function replaceInvite(db: Db, userId: string): Promise<PartnerInvite> {
  return db.transaction().execute(async (db) => {
    await db
      .updateTable("partnerInvites")
      .set({ revokedAt: new Date() })
      .where("ownerId", "=", userId)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .execute();
    const id = crypto.randomUUID();
    const token = await inviteToken(db, id);
    const row = await db
      .insertInto("partnerInvites")
      .values({
        id,
        tokenHash: hashInviteToken(token),
        ownerId: userId,
        expiresAt: new Date(Date.now() + PARTNER_INVITE_TTL_DAYS * DAY_MS),
      })
      .returning("expiresAt")
      .executeTakeFirstOrThrow();
    return toInvite(token, row.expiresAt);
  });
}

/** The user's invite link that is still open (not used, revoked or expired), if any. */
function findOpenInvite(db: Db, userId: string) {
  return db
    .selectFrom("partnerInvites")
    .select(["id", "tokenHash", "expiresAt"])
    .where("ownerId", "=", userId)
    .where("usedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", new Date())
    .executeTakeFirst();
}

/**
 * The user's open invite link, made when they have none or theirs expired. Two tabs asking at
 * once get the same link: the second insert meets the one-open-link index and reads the first.
 */
export async function getOrCreateInvite(db: Db, userId: string): Promise<PartnerInvite> {
  await refuseIfPaired(db, userId);
  const open = await findOpenInvite(db, userId);
  const shown = open ? await shownInvite(db, open) : null;
  if (shown) return shown;
  try {
    return await replaceInvite(db, userId);
  } catch (error) {
    const again = await findOpenInvite(db, userId);
    const shownAgain = again ? await shownInvite(db, again) : null;
    if (shownAgain) return shownAgain;
    throw error;
  }
}

const NEW_INVITE_TOO_OFTEN =
  "You have made many new links today. Share the one you have, or try again tomorrow.";

/** "New link": the current link stops working at once and a new one replaces it. */
export async function renewInvite(db: Db, userId: string): Promise<PartnerInvite> {
  await refuseIfPaired(db, userId);
  await enforceRateLimit(db, `new-invite:${userId}`, RATE_LIMITS.newInvite, NEW_INVITE_TOO_OFTEN);
  return replaceInvite(db, userId);
}

/**
 * The link's page and photo, counted per address (decision 256): they are open to anyone,
 * and a closed or unknown link answers the same, so there is nothing to gain by asking often.
 */
export const limitInvitePreviews = (db: Db, clientIp: string) =>
  enforceRateLimit(db, `invite-preview:${clientIp}`, RATE_LIMITS.invitePreview);

async function findInvite(db: Db, token: string) {
  return db
    .selectFrom("partnerInvites")
    .innerJoin("users", "users.id", "partnerInvites.ownerId")
    .leftJoin("photos", "photos.accountUserId", "partnerInvites.ownerId")
    .select([
      "partnerInvites.ownerId",
      "partnerInvites.expiresAt",
      "partnerInvites.usedAt",
      "partnerInvites.revokedAt",
      "users.firstName",
      "users.profileImageUrl",
      "photos.id as accountPhotoId",
    ])
    .where("partnerInvites.tokenHash", "=", hashInviteToken(token))
    .executeTakeFirst();
}

/**
 * What the link's page shows: who invites (first name and photo, nothing more: the page is
 * open to anyone holding the link) while it is open; a closed link names no one.
 */
export async function previewInvite(
  db: Db,
  token: string,
  viewer: { id: string | null; clientIp: string },
): Promise<InvitePreview> {
  await limitInvitePreviews(db, viewer.clientIp);
  const row = await findInvite(db, token);
  if (!row) throw notFound(INVITE_LINK_INVALID_MESSAGE);
  const status = statusOf(row);
  if (status === "closed") {
    return {
      inviter: { firstName: null, photoUrl: null },
      status,
      expiresAt: row.expiresAt.toISOString(),
      own: false,
    };
  }
  // The account photo through the link's own address; a sign-in provider's picture as it is.
  const photoUrl = row.accountPhotoId
    ? invitePhotoPath(token)
    : row.profileImageUrl?.startsWith("https://")
      ? row.profileImageUrl
      : null;
  return {
    inviter: { firstName: row.firstName, photoUrl },
    status,
    expiresAt: row.expiresAt.toISOString(),
    own: viewer.id === row.ownerId,
  };
}

/** The inviter's account photo id, while the link is open; null otherwise. */
export async function invitePhotoId(db: Db, token: string): Promise<string | null> {
  const row = await findInvite(db, token);
  return row && statusOf(row) === "open" ? row.accountPhotoId : null;
}

/**
 * Pairs the viewer with the link's owner. Both people are locked first, in pairPeople's
 * order, and only then the link: two people accepting each other's links at once wait for
 * one another instead of deadlocking. The link is claimed by one conditional update, so of
 * any number of people opening it at once exactly one is paired; a refusal (paired already,
 * a re-pair too soon) rolls the claim back and the link stays usable.
 */
export async function acceptInvite(db: Db, userId: string, token: string): Promise<Couple> {
  const tokenHash = hashInviteToken(token);
  const coupleId = await db.transaction().execute(async (db) => {
    const link = await db
      .selectFrom("partnerInvites")
      .select("ownerId")
      .where("tokenHash", "=", tokenHash)
      .executeTakeFirst();
    if (!link) throw notFound(INVITE_LINK_INVALID_MESSAGE);
    await db
      .selectFrom("users")
      .select("id")
      .where("id", "in", [link.ownerId, userId])
      .orderBy("id")
      .forUpdate()
      .execute();
    const claimed = await db
      .updateTable("partnerInvites")
      .set({ usedAt: new Date(), usedById: userId })
      .where("tokenHash", "=", tokenHash)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .where("expiresAt", ">", new Date())
      .where("ownerId", "!=", userId)
      .returning("ownerId")
      .executeTakeFirst();
    if (!claimed) await explainRefusal(db, token);
    return pairPeople(db, claimed!.ownerId, userId);
  });
  return getCouple(db, userId, coupleId);
}

/**
 * Why a link could not be claimed. Always throws. A closed link answers one neutral message
 * whoever asks and whatever became of its owner (decision 256).
 */
async function explainRefusal(db: Db, token: string): Promise<never> {
  const row = await findInvite(db, token);
  if (!row) throw notFound(INVITE_LINK_INVALID_MESSAGE);
  if (statusOf(row) === "closed") throw conflict(INVITE_LINK_CLOSED_MESSAGE, "INVITE_CLOSED");
  throw badRequest("token", "This is your own invite link. Send it to your partner instead.");
}
