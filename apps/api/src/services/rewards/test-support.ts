import type { Db } from "@tandem/db";

/** A reward written directly in the database (creating one through the API is admin's). */
export async function makeReward(
  db: Db,
  fields: { pointsCost?: number; isActive?: boolean; title?: string } = {},
) {
  return db
    .insertInto("rewards")
    .values({
      title: fields.title ?? "Test reward",
      description: "For the tests",
      pointsCost: fields.pointsCost ?? 100,
      isActive: fields.isActive ?? true,
    })
    .returning(["id", "pointsCost"])
    .executeTakeFirstOrThrow();
}
