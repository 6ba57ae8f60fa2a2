import { randomBytes } from "node:crypto";
import {
  INVITE_LINK_INVALID_MESSAGE,
  PARTNER_INVITE_TTL_DAYS,
  partnerInvitePath,
  type Couple,
  type InvitePreview,
  type InviteStatus,
  type PartnerInvite,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { getCouple } from "./couple.js";
import { ALREADY_PAIRED, pairPeople } from "./pairing.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the inviter's account photo is served to holders of an open link. */
export const invitePhotoPath = (token: string) => `/api/pair/invites/${token}/photo`;

interface InviteRow {
  token: string;
  ownerId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

const toInvite = (row: Pick<InviteRow, "token" | "expiresAt">): PartnerInvite => ({
  token: row.token,
  path: partnerInvitePath(row.token),
  expiresAt: row.expiresAt.toISOString(),
});

function statusOf(row: InviteRow, now = new Date()): InviteStatus {
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt <= now) return "expired";
  return "open";
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
    const row = await db
      .insertInto("partnerInvites")
      .values({
        token: randomBytes(18).toString("base64url"),
        ownerId: userId,
        expiresAt: new Date(Date.now() + PARTNER_INVITE_TTL_DAYS * DAY_MS),
      })
      .returning(["token", "expiresAt"])
      .executeTakeFirstOrThrow();
    return toInvite(row);
  });
}

/**
 * The user's open invite link, made when they have none or theirs expired. Two tabs asking at
 * once get the same link: the second insert meets the one-open-link index and reads the first.
 */
export async function getOrCreateInvite(db: Db, userId: string): Promise<PartnerInvite> {
  await refuseIfPaired(db, userId);
  const open = await db
    .selectFrom("partnerInvites")
    .select(["token", "expiresAt"])
    .where("ownerId", "=", userId)
    .where("usedAt", "is", null)
    .where("revokedAt", "is", null)
    .where("expiresAt", ">", new Date())
    .executeTakeFirst();
  if (open) return toInvite(open);
  try {
    return await replaceInvite(db, userId);
  } catch (error) {
    const again = await db
      .selectFrom("partnerInvites")
      .select(["token", "expiresAt"])
      .where("ownerId", "=", userId)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .where("expiresAt", ">", new Date())
      .executeTakeFirst();
    if (again) return toInvite(again);
    throw error;
  }
}

/** "New link": the current link stops working at once and a new one replaces it. */
export async function renewInvite(db: Db, userId: string): Promise<PartnerInvite> {
  await refuseIfPaired(db, userId);
  return replaceInvite(db, userId);
}

async function findInvite(db: Db, token: string) {
  return db
    .selectFrom("partnerInvites")
    .innerJoin("users", "users.id", "partnerInvites.ownerId")
    .leftJoin("photos", "photos.accountUserId", "partnerInvites.ownerId")
    .select([
      "partnerInvites.token",
      "partnerInvites.ownerId",
      "partnerInvites.expiresAt",
      "partnerInvites.usedAt",
      "partnerInvites.revokedAt",
      "users.firstName",
      "users.profileImageUrl",
      "users.coupleId as ownerCoupleId",
      "photos.id as accountPhotoId",
    ])
    .where("partnerInvites.token", "=", token)
    .executeTakeFirst();
}

/**
 * What the link's page shows: who invites (first name and photo, nothing more: the page is
 * open to anyone holding the link) and whether the link still works.
 */
export async function previewInvite(
  db: Db,
  token: string,
  viewerId: string | null,
): Promise<InvitePreview> {
  const row = await findInvite(db, token);
  if (!row) throw notFound(INVITE_LINK_INVALID_MESSAGE);
  const status = statusOf(row);
  // The account photo through the link's own address; a sign-in provider's picture as it is.
  const photoUrl = row.accountPhotoId
    ? invitePhotoPath(token)
    : row.profileImageUrl?.startsWith("https://")
      ? row.profileImageUrl
      : null;
  return {
    inviter: { firstName: row.firstName, photoUrl: status === "open" ? photoUrl : null },
    status,
    expiresAt: row.expiresAt.toISOString(),
    own: viewerId === row.ownerId,
  };
}

/** The inviter's account photo id, while the link is open; null otherwise. */
export async function invitePhotoId(db: Db, token: string): Promise<string | null> {
  const row = await findInvite(db, token);
  return row && statusOf(row) === "open" ? row.accountPhotoId : null;
}

/**
 * Pairs the viewer with the link's owner. The link is claimed by one conditional update, so
 * of any number of people opening it at once exactly one is paired; a refusal (paired
 * already, a re-pair too soon) rolls the claim back and the link stays usable.
 */
export async function acceptInvite(db: Db, userId: string, token: string): Promise<Couple> {
  const coupleId = await db.transaction().execute(async (db) => {
    const claimed = await db
      .updateTable("partnerInvites")
      .set({ usedAt: new Date(), usedById: userId })
      .where("token", "=", token)
      .where("usedAt", "is", null)
      .where("revokedAt", "is", null)
      .where("expiresAt", ">", new Date())
      .where("ownerId", "!=", userId)
      .returning("ownerId")
      .executeTakeFirst();
    if (!claimed) await explainRefusal(db, token, userId);
    return pairPeople(db, claimed!.ownerId, userId);
  });
  return getCouple(db, userId, coupleId);
}

/** Why a link could not be claimed, in words with the next step. Always throws. */
async function explainRefusal(db: Db, token: string, userId: string): Promise<never> {
  const row = await findInvite(db, token);
  if (!row) throw notFound(INVITE_LINK_INVALID_MESSAGE);
  const name = row.firstName?.trim() || "your partner";
  if (row.ownerId === userId) {
    throw badRequest("token", "This is your own invite link. Send it to your partner instead.");
  }
  const status = statusOf(row);
  if (status !== "used" && row.ownerCoupleId) {
    const who = row.firstName?.trim() || "The person who invited you";
    throw conflict(`${who} is already paired with someone else.`);
  }
  switch (status) {
    case "used":
      throw conflict(
        `This invite link has already been used. Ask ${name} to send you a new one.`,
        "INVITE_USED",
      );
    case "revoked":
      throw conflict(
        `This invite link was replaced by a newer one. Ask ${name} for the new link.`,
        "INVITE_REVOKED",
      );
    default:
      throw conflict(
        `This invite link has expired. Ask ${name} to send you a new one.`,
        "INVITE_EXPIRED",
      );
  }
}
