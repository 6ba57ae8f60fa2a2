import {
  type Language,
  PUSH_DEVICES_PER_PERSON,
  PUSH_KINDS,
  type Ok,
  type PushKind,
  type PushSettings,
  type PushSubscriptionInput,
  type UpdatePushSettingsInput,
} from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { pushEndpointRefusal, type PushEndpointPolicy } from "./endpoints.js";

async function preferencesOf(db: Db, userId: string) {
  const row = await db
    .selectFrom("pushPreferences")
    .select(["kinds", "previews"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  return { kinds: new Set(row?.kinds ?? []), previews: row?.previews ?? false };
}

/** The person's switches (all off until turned on), previews, and devices. */
export async function getPushSettings(
  db: Db,
  userId: string,
  publicKey: string | null,
): Promise<PushSettings> {
  const { kinds, previews } = await preferencesOf(db, userId);
  const devices = await db
    .selectFrom("pushSubscriptions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    publicKey,
    kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, kinds.has(kind)])) as Record<
      PushKind,
      boolean
    >,
    previews,
    devices: Number(devices.count),
  };
}

/** Turns the given switches on or off; the others stay as they were. */
export async function updatePushSettings(
  db: Db,
  userId: string,
  input: Required<Pick<UpdatePushSettingsInput, "kinds">> & { previews?: boolean | undefined },
  publicKey: string | null,
): Promise<PushSettings> {
  await db.transaction().execute(async (db) => {
    await db
      .insertInto("pushPreferences")
      .values({ userId })
      .onConflict((oc) => oc.column("userId").doNothing())
      .execute();
    const row = await db
      .selectFrom("pushPreferences")
      .select(["kinds", "previews"])
      .where("userId", "=", userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const kinds = new Set(row.kinds);
    for (const [kind, on] of Object.entries(input.kinds)) {
      if (on === true) kinds.add(kind);
      if (on === false) kinds.delete(kind);
    }
    await db
      .updateTable("pushPreferences")
      .set({
        kinds: PUSH_KINDS.filter((kind) => kinds.has(kind)),
        previews: input.previews ?? row.previews,
        updatedAt: new Date(),
      })
      .where("userId", "=", userId)
      .execute();
  });
  return getPushSettings(db, userId, publicKey);
}

/**
 * Keeps this device's subscription (by its endpoint: the same device again replaces its
 * keys and owner). A person keeps at most PUSH_DEVICES_PER_PERSON; a new one beyond that
 * replaces their oldest. Only a browser's push service is accepted (endpoints.ts). An endpoint
 * already kept changes owner only when the same browser sends it (its `auth` secret). Its
 * notifications are written in `language`, the subscribing device's.
 */
export async function subscribePush(
  db: Db,
  userId: string,
  subscription: PushSubscriptionInput & { language: Language },
  policy: PushEndpointPolicy,
): Promise<void> {
  if (pushEndpointRefusal(subscription.endpoint, policy) !== null) {
    throw badRequest("endpoint", "This push subscription's address is not a push service.");
  }
  await db.transaction().execute(async (db) => {
    await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
    const kept = await db
      .insertInto("pushSubscriptions")
      .values({
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        language: subscription.language,
      })
      .onConflict((oc) =>
        oc
          .column("endpoint")
          .doUpdateSet({
            userId,
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            createdAt: new Date(),
            goneAt: null,
            language: subscription.language,
          })
          .where("pushSubscriptions.auth", "=", subscription.keys.auth),
      )
      .executeTakeFirst();
    if (Number(kept.numInsertedOrUpdatedRows ?? 0) === 0) {
      throw badRequest("endpoint", "This push subscription belongs to another browser.");
    }
    const extra = await db
      .selectFrom("pushSubscriptions")
      .select("id")
      .where("userId", "=", userId)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .offset(PUSH_DEVICES_PER_PERSON)
      .limit(1000)
      .execute();
    if (extra.length > 0) {
      await db
        .deleteFrom("pushSubscriptions")
        .where(
          "id",
          "in",
          extra.map((row) => row.id),
        )
        .execute();
    }
  });
}

/** Forgets one of the person's devices (turned off in the browser, or signing out). */
export async function unsubscribePush(db: Db, userId: string, endpoint: string): Promise<Ok> {
  await db
    .deleteFrom("pushSubscriptions")
    .where("userId", "=", userId)
    .where("endpoint", "=", endpoint)
    .execute();
  return { ok: true };
}
