import type { Reward, UpdateRewardInputSchema } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import type { Parsed } from "../../lib/parsed.js";
import { writeAudit } from "../moderation/index.js";
import { deletePhotoBytesSoon, type PhotoStorage } from "../photos/index.js";
import { rewardColumns, rewardStock } from "../rewards/index.js";
import { resolveRewardCity } from "./reward-city.js";
import { forgetReplacedRewardImage } from "./reward-images.js";

/** The fields an edit may change, in the order the audit note names them. */
const EDITED = [
  "title",
  "description",
  "brandName",
  "pointsCost",
  "location",
  "imageUrl",
  "codesValidUntil",
  "partnerGetsIdentity",
  "city",
] as const;

/**
 * Staff's edit of a reward: every field of the create form, in one transaction with its
 * audit row ("reward-edit", naming the fields that changed). A city that is no town is a
 * 400 before anything is written. An uploaded image it no longer shows is deleted through
 * the deletion queue (decision 359). Redemptions keep the cost they were charged.
 */
export async function updateReward(
  db: Db,
  storage: PhotoStorage | undefined,
  staffId: string,
  input: Parsed<typeof UpdateRewardInputSchema>,
): Promise<Reward> {
  const { id, city: typedCity, ...fields } = input;
  const city = resolveRewardCity(typedCity);
  const replaced = await db.transaction().execute(async (db) => {
    const before = await db
      .selectFrom("rewards")
      .select([...rewardColumns, "cityId"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound("Reward not found.");
    await db
      .updateTable("rewards")
      .set({ ...fields, ...city })
      .where("id", "=", id)
      .execute();
    const after: Record<string, unknown> = { ...fields, city: city.city };
    const changed = EDITED.filter((key) => String(before[key]) !== String(after[key]));
    await writeAudit(db, {
      actorId: staffId,
      action: "reward-edit",
      note: `Reward "${before.title}" (${id}): ${changed.length ? changed.join(", ") : "nothing changed"}`,
    });
    return before.imageUrl !== fields.imageUrl
      ? forgetReplacedRewardImage(db, before.imageUrl)
      : null;
  });
  if (replaced) await deletePhotoBytesSoon(db, storage, [replaced]);
  return db
    .selectFrom("rewards")
    .select([...rewardColumns, rewardStock])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}
