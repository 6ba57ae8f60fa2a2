import {
  RATE_LIMITS,
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_PARTS,
  type AccountExport,
  type AccountExportPart,
  photoUrl,
} from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { enforceRateLimit } from "../postgres/rate-limit.js";
import { TOGETHER_EXPORT_LOADERS } from "../together/index.js";

type Loader = (db: Db, userId: string) => Promise<unknown>;

/**
 * How each part of "Download my data" is read: one entry per part the contract names
 * (ACCOUNT_EXPORT_PARTS), so the file and its README cannot drift apart. Each reads only
 * rows the person made or gave; another person appears at most by nickname or first name.
 * A new table holding a person's data adds its part to the contract and its loader here.
 */
export const EXPORT_LOADERS: Record<AccountExportPart, Loader> = {
  account: (db, userId) =>
    db
      .selectFrom("users")
      .select([
        "id",
        "email",
        "firstName",
        "lastName",
        "profileImageUrl",
        "role",
        "userType",
        "timeZone",
        "points",
        "suspendedAt",
        "birthDate",
        "underAgeAt",
        "createdAt",
      ])
      .where("id", "=", userId)
      .executeTakeFirst(),
  signInMethods: (db, userId) =>
    db
      .selectFrom("oidcIdentities")
      .select(["issuer", "subject", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
  sessions: (db, userId) =>
    db
      .selectFrom("sessions")
      .select(["createdAt", "lastSeenAt", "expiresAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
  contact: (db, userId) =>
    db
      .selectFrom("users")
      .select(["phoneNumber", "location as city"])
      .where("id", "=", userId)
      .executeTakeFirst(),
  couples: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT c.id, c.created_at, c.ended_at, c.completed_quizzes, ci.name AS identity,
             partner.first_name AS partner_first_name,
             CASE WHEN c.ended_by_id = ${userId} THEN 'you'
                  WHEN c.ended_by_id IS NOT NULL THEN 'partner' END AS ended_by
      FROM couples c
      LEFT JOIN couple_identities ci ON ci.key = c.identity_key
      LEFT JOIN users partner
        ON partner.id = CASE WHEN c.user_a_id = ${userId} THEN c.user_b_id ELSE c.user_a_id END
      WHERE c.user_a_id = ${userId} OR c.user_b_id = ${userId}
      ORDER BY c.created_at`.execute(db);
    return rows;
  },
  quizAnswers: (db, userId) =>
    db
      .selectFrom("answers as a")
      .innerJoin("dailySets as ds", "ds.id", "a.dailySetId")
      .innerJoin("questions as q", "q.id", "a.questionId")
      .select([
        "ds.day",
        "q.text as question",
        "a.selectedOption",
        sql<string | null>`q.options -> a.selected_option ->> 'text'`.as("answer"),
        "a.tags",
        "a.pointsEarned",
        "a.createdAt",
      ])
      .where("a.userId", "=", userId)
      .orderBy("a.createdAt")
      .execute(),
  pointsLedger: (db, userId) =>
    db
      .selectFrom("pointsLedger")
      .select(["delta", "reason", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
  redemptions: (db, userId) =>
    db
      .selectFrom("redemptions as r")
      .innerJoin("rewards as w", "w.id", "r.rewardId")
      .select([
        "w.title as reward",
        "w.brandName",
        "r.pointsSpent",
        "r.voucherCode",
        "w.codesValidUntil",
        "r.usedAt",
        "r.createdAt",
      ])
      .where("r.userId", "=", userId)
      .orderBy("r.createdAt")
      .execute(),
  datingProfile: (db, userId) =>
    db
      .selectFrom("matchingProfiles")
      .select([
        "nickname",
        "gender",
        "ageGroup",
        "city",
        "bio",
        "instagramHandle",
        "snapchatHandle",
        "facebookHandle",
        // Whom the person wants to meet: special-category data (decision 259).
        "showMe",
        "ageMin",
        "ageMax",
        "distance",
        "distanceKm",
        "placeId",
        "placeLatitude",
        "placeLongitude",
        "preferencesConfirmedAt",
        "lastActiveAt",
        "pausedAt",
        "createdAt",
        "updatedAt",
      ])
      .where("userId", "=", userId)
      .executeTakeFirst()
      .then((row) => row ?? null),
  discoveryTags: (db, userId) =>
    db
      .selectFrom("matchingProfiles as p")
      .innerJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
      .select("ts.tags")
      .where("p.userId", "=", userId)
      .executeTakeFirst()
      .then((row) => row?.tags ?? []),
  likes: (db, userId) =>
    db
      .selectFrom("likes as l")
      .select([nicknameOf("l.to_user_id"), "l.createdAt", "l.photoId", "l.answerTag", "l.note"])
      .where("l.fromUserId", "=", userId)
      .orderBy("l.createdAt")
      .execute(),
  // Codes and links by their times only: an unused one is a key to pairing with the person.
  pairing: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT kind, created_at, expires_at, revoked_at, used_at,
             (SELECT first_name FROM users WHERE id = used_by_id) AS used_by
      FROM (
        SELECT 'code' AS kind, created_at, expires_at, NULL::timestamptz AS revoked_at, used_at, used_by_id
        FROM pair_codes WHERE owner_id = ${userId}
        UNION ALL
        SELECT 'link', created_at, expires_at, revoked_at, used_at, used_by_id
        FROM partner_invites WHERE owner_id = ${userId}
      ) made
      ORDER BY created_at, kind`.execute(db);
    return rows;
  },
  passes: (db, userId) =>
    db
      .selectFrom("passes as l")
      .select([nicknameOf("l.to_user_id"), "l.createdAt"])
      .where("l.fromUserId", "=", userId)
      .orderBy("l.createdAt")
      .execute(),
  matches: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = CASE WHEN m.user_a_id = ${userId} THEN m.user_b_id ELSE m.user_a_id END)
               AS nickname,
             m.created_at, m.ended_at
      FROM matches m
      WHERE m.user_a_id = ${userId} OR m.user_b_id = ${userId}
      ORDER BY m.created_at`.execute(db);
    return rows;
  },
  // The proposals the person made, whatever became of them, and their own answers to the
  // others' (an unanswered proposal to them is the other's act, like a like received).
  coupleProposals: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT CASE WHEN cp.proposer_id = ${userId} THEN 'made' ELSE 'answered' END AS kind,
             (SELECT nickname FROM matching_profiles
              WHERE user_id = CASE WHEN m.user_a_id = ${userId} THEN m.user_b_id ELSE m.user_a_id END)
               AS nickname,
             cp.status, cp.created_at, cp.answered_at
      FROM couple_proposals cp JOIN matches m ON m.id = cp.match_id
      WHERE (m.user_a_id = ${userId} OR m.user_b_id = ${userId})
        AND (cp.proposer_id = ${userId} OR cp.status IN ('accepted', 'declined'))
      ORDER BY cp.created_at, cp.id`.execute(db);
    return rows;
  },
  blocks: (db, userId) =>
    db
      .selectFrom("blocks as b")
      .select([nicknameOf("b.blocked_id"), "b.createdAt"])
      .where("b.blockerId", "=", userId)
      .orderBy("b.createdAt")
      .execute(),
  reportsMade: (db, userId) =>
    db
      .selectFrom("reports as r")
      .select([nicknameOf("r.reported_id"), "r.reason", "r.details", "r.createdAt"])
      .where("r.reporterId", "=", userId)
      .orderBy("r.createdAt")
      .execute(),
  messagesSent: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = CASE WHEN m.user_a_id = ${userId} THEN m.user_b_id ELSE m.user_a_id END)
               AS "to", x.body, x.created_at, x.liked_answer, x.liked_photo_id
      FROM messages x JOIN matches m ON m.id = x.match_id
      WHERE x.sender_id = ${userId}
      ORDER BY x.id`.execute(db);
    return rows;
  },
  conversationsRead: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = CASE WHEN m.user_a_id = ${userId} THEN m.user_b_id ELSE m.user_a_id END)
               AS nickname,
             (SELECT x.created_at FROM messages x WHERE x.id = r.last_read_id) AS last_read_message_sent_at
      FROM message_reads r JOIN matches m ON m.id = r.match_id
      WHERE r.user_id = ${userId}
      ORDER BY m.created_at, m.id`.execute(db);
    return rows;
  },
  photos: async (db, userId) => {
    const profile = await db
      .selectFrom("photos")
      .select(["id", "position", "width", "height", "createdAt"])
      .select((eb) => eb("accountUserId", "is not", null).as("isAccountPhoto"))
      .where((eb) => eb.or([eb("userId", "=", userId), eb("accountUserId", "=", userId)]))
      .orderBy("accountUserId")
      .orderBy("position")
      .execute();
    // The current couple's photo if they uploaded it, or if nobody knows who did (stored
    // before uploaders were recorded: then it is in both partners' files).
    const couple = await db
      .selectFrom("photos as p")
      .innerJoin("users as u", "u.coupleId", "p.coupleId")
      .select(["p.id", "p.width", "p.height", "p.createdAt"])
      .where("u.id", "=", userId)
      .where((eb) => eb.or([eb("p.uploadedById", "=", userId), eb("p.uploadedById", "is", null)]))
      .execute();
    return [
      ...profile.map(({ id, isAccountPhoto, ...row }) => ({
        kind: isAccountPhoto ? "account" : "profile",
        ...row,
        url: photoUrl(id, "large"),
      })),
      ...couple.map(({ id, ...row }) => ({ kind: "couple", ...row, url: photoUrl(id, "large") })),
    ];
  },
  reminders: async (db, userId) =>
    (await db
      .selectFrom("reminderSettings")
      .select(["enabled", "minuteOfDay", "updatedAt", "unsubscribedAt"])
      .where("userId", "=", userId)
      .executeTakeFirst()) ?? null,
  savedDateIdeas: (db, userId) =>
    db
      .selectFrom("savedDateIdeas")
      .select(["ideaKey", "createdAt"])
      .where("savedById", "=", userId)
      .orderBy("createdAt")
      .execute(),
  ...TOGETHER_EXPORT_LOADERS,
  pushNotifications: async (db, userId) =>
    (await db
      .selectFrom("pushPreferences")
      .select(["kinds", "previews", "updatedAt"])
      .where("userId", "=", userId)
      .executeTakeFirst()) ?? null,
  // The push service's address only: the full endpoint and the keys let anyone send to it.
  pushDevices: async (db, userId) =>
    (
      await db
        .selectFrom("pushSubscriptions")
        .select(["endpoint", "createdAt"])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .orderBy("id")
        .execute()
    ).map(({ endpoint, createdAt }) => ({ pushService: new URL(endpoint).origin, createdAt })),
  nudgesSent: (db, userId) =>
    db
      .selectFrom("pushNudges")
      .leftJoin("users as partner", "partner.id", "pushNudges.toUserId")
      .select([
        "partner.firstName as to",
        "pushNudges.day",
        "pushNudges.pushed",
        "pushNudges.createdAt",
      ])
      .where("pushNudges.fromUserId", "=", userId)
      .orderBy("pushNudges.createdAt")
      .execute(),
  apiTokens: (db, userId) =>
    db
      .selectFrom("apiTokens")
      .select([
        "name",
        "prefix",
        "scopes",
        "brandName",
        "createdAt",
        "expiresAt",
        "revokedAt",
        "lastUsedAt",
      ])
      .where("createdById", "=", userId)
      .orderBy("createdAt")
      .orderBy("id")
      .execute(),
  // The entries made with the person's e-mail address or with their phone number.
  waitlist: (db, userId) =>
    db
      .selectFrom("waitlistEntries as w")
      .innerJoin("users as u", (join) =>
        join.on((eb) =>
          eb.or([
            eb("u.email", "=", eb.ref("w.email")),
            eb("u.phoneNumber", "=", eb.ref("w.phoneNumber")),
          ]),
        ),
      )
      .select(["w.email", "w.phoneNumber", "w.createdAt"])
      .where("u.id", "=", userId)
      .orderBy("w.createdAt")
      .execute(),
};

/** The nickname of the person in `column` (a column of the query's row), when they have one. */
function nicknameOf(column: string) {
  return sql<
    string | null
  >`(SELECT nickname FROM matching_profiles WHERE user_id = ${sql.ref(column)})`.as("nickname");
}

const ABOUT =
  "Everything Tandem stores about you, as of exportedAt. Each key of `data` is one part, described in `readme.parts`. Times are UTC (ISO 8601).";
const NOT_INCLUDED =
  "What other people did or said about you (who liked, passed on, blocked or reported you, and what they wrote) is not included: it is their data. Staff notes about your account are kept in the moderation log and are not part of this file.";

/** "Download my data": one JSON document with a README naming each part. */
export async function exportAccount(db: Db, userId: string): Promise<AccountExport> {
  await enforceRateLimit(
    db,
    `account-export:${userId}`,
    RATE_LIMITS.accountExport,
    "You have downloaded your data several times this hour. Try again later.",
  );
  const exists = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!exists) throw notFound("This account does not exist.");
  const names = Object.keys(ACCOUNT_EXPORT_PARTS) as AccountExportPart[];
  const data: Partial<Record<AccountExportPart, unknown>> = {};
  // One after another: on the embedded database there is one connection.
  for (const name of names) data[name] = await EXPORT_LOADERS[name](db, userId);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    readme: { about: ABOUT, notIncluded: NOT_INCLUDED, parts: { ...ACCOUNT_EXPORT_PARTS } },
    // Dates become ISO strings: the file is JSON, and its schema says each part is.
    data: JSON.parse(JSON.stringify(data)) as AccountExport["data"],
  };
}
