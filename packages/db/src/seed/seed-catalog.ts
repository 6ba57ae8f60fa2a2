import { sql } from "kysely";
import type { Db } from "../create-db.js";
import { COUPLE_IDENTITIES } from "./couple-identities.js";
import { QUESTION_BANK } from "./question-bank.js";
import { STARTER_REWARDS } from "./starter-rewards.js";

/**
 * Writes the product's own data: the daily question bank, the couple identities and the
 * starter rewards. Idempotent (keyed by each item's stable key), so it runs at every start;
 * an admin's later edits to a starter reward are kept.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction().execute(async (db) => {
    await db
      .insertInto("questions")
      .values(
        QUESTION_BANK.map((q) => ({
          key: q.key,
          text: q.text,
          options: JSON.stringify(q.options),
        })),
      )
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({ text: sql`excluded.text`, options: sql`excluded.options` }),
      )
      .execute();
    await db
      .insertInto("coupleIdentities")
      .values(
        COUPLE_IDENTITIES.map((i) => ({
          key: i.key,
          name: i.name,
          description: i.description,
          tags: i.tags,
        })),
      )
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          tags: sql`excluded.tags`,
        }),
      )
      .execute();
    await db
      .insertInto("rewards")
      .values(
        STARTER_REWARDS.map((r) => ({
          seedKey: r.key,
          title: r.title,
          description: r.description,
          brandName: r.brandName,
          pointsCost: r.pointsCost,
          location: r.location,
          imageUrl: r.imageUrl,
        })),
      )
      .onConflict((oc) => oc.column("seedKey").doNothing())
      .execute();
  });
}
