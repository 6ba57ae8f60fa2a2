import type { Redemption } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

/** The user's vouchers (and those redeemed together with their points), newest first. */
export async function listRedemptions(db: Db, userId: string): Promise<Redemption[]> {
  const rows = await db
    .selectFrom("redemptions")
    .innerJoin("rewards", "rewards.id", "redemptions.rewardId")
    .select([
      "redemptions.id",
      "redemptions.voucherCode",
      "redemptions.pointsSpent",
      "redemptions.createdAt",
      "redemptions.usedAt",
      "rewards.codesValidUntil",
      "rewards.id as rewardId",
      "rewards.title",
      "rewards.brandName",
      "rewards.imageUrl",
      "rewards.location",
    ])
    // A couple's goal redeemed together is the partner's voucher too (decision 360).
    .where((eb) =>
      eb.or([eb("redemptions.userId", "=", userId), eb("redemptions.partnerId", "=", userId)]),
    )
    .orderBy("redemptions.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    voucherCode: r.voucherCode,
    pointsSpent: r.pointsSpent,
    createdAt: r.createdAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
    reward: {
      id: r.rewardId,
      title: r.title,
      brandName: r.brandName,
      imageUrl: r.imageUrl,
      location: r.location,
      codesValidUntil: r.codesValidUntil,
    },
  }));
}
