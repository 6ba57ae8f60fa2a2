import type { PublishedLiveEvent } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { LOCALES, SOURCE_LOCALE } from "@tandem/i18n";
import { noticeForEvent, type WrittenNotice } from "./notices.js";

/**
 * Queues `notice` for every device of `userIds` whose owner switched its kind on: one
 * outbox row per device, in the device's language (English for one this release does not
 * speak), written by the caller's transaction, so a notification exists exactly when the
 * change it announces committed. Returns how many devices it queued for.
 */
export async function queuePush(
  db: Db | Transaction<Database>,
  userIds: readonly string[],
  notice: WrittenNotice,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { kind } = notice(SOURCE_LOCALE);
  // { en: { plain, preview }, es: { ... } }: the row takes its device's language's.
  const written = JSON.stringify(
    Object.fromEntries(
      LOCALES.map((locale) => {
        const { plain, preview } = notice(locale);
        return [locale, { plain, preview: preview ?? plain }];
      }),
    ),
  );
  const result = await sql`
    INSERT INTO push_outbox (subscription_id, payload)
    SELECT s.id, COALESCE(${written}::jsonb -> s.language, ${written}::jsonb -> ${SOURCE_LOCALE})
      -> CASE WHEN p.previews THEN 'preview' ELSE 'plain' END
    FROM push_subscriptions s
    JOIN push_preferences p ON p.user_id = s.user_id
    WHERE s.user_id = ANY(${[...userIds]}::uuid[]) AND ${kind} = ANY(p.kinds)
    ORDER BY s.id
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The notifications a live event makes (publishEvent calls it in its transaction). */
export async function queuePushForEvent(
  db: Db | Transaction<Database>,
  recipients: readonly string[],
  event: PublishedLiveEvent,
): Promise<void> {
  for (const recipient of recipients) {
    const notice = noticeForEvent(event, recipient);
    if (notice) await queuePush(db, [recipient], notice);
  }
}
