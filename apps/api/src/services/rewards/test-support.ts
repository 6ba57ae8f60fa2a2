import type { Db } from "@tandem/db";

/** A reward written directly in the database (creating one through the API is admin's). */
export async function makeReward(
  db: Db,
  fields: {
    pointsCost?: number;
    isActive?: boolean;
    title?: string;
    brandName?: string | null;
    codesValidUntil?: string | null;
    partnerGetsIdentity?: boolean;
  } = {},
) {
  return db
    .insertInto("rewards")
    .values({
      title: fields.title ?? "Test reward",
      description: "For the tests",
      pointsCost: fields.pointsCost ?? 100,
      isActive: fields.isActive ?? true,
      brandName: fields.brandName ?? null,
      codesValidUntil: fields.codesValidUntil ?? null,
      partnerGetsIdentity: fields.partnerGetsIdentity ?? false,
    })
    .returning(["id", "pointsCost", "title"])
    .executeTakeFirstOrThrow();
}

/** Codes put straight into a reward's pool (the upload has its own tests). */
export async function fillPool(db: Db, rewardId: number, codes: string[]) {
  await db
    .insertInto("rewardCodes")
    .values(codes.map((code) => ({ rewardId, code })))
    .execute();
}
