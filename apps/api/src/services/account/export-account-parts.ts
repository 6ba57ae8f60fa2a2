import type { Loaders } from "./export-loader.js";

/** The account itself and what it set up: sign-in, sessions, contact, reminders, push, API tokens, the waitlist. */
export const ACCOUNT_PARTS = {
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
        "language",
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
  reminders: async (db, userId) =>
    (await db
      .selectFrom("reminderSettings")
      .select(["enabled", "minuteOfDay", "updatedAt", "unsubscribedAt"])
      .where("userId", "=", userId)
      .executeTakeFirst()) ?? null,
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
        .select(["endpoint", "createdAt", "language"])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .orderBy("id")
        .execute()
    ).map(({ endpoint, createdAt, language }) => ({
      pushService: new URL(endpoint).origin,
      createdAt,
      language,
    })),
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
} satisfies Loaders;
