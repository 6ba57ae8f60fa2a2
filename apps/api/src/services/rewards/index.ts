// The rewards domain: the catalogue users see, redeeming points for a voucher, my vouchers.
export { createRewardCatalogue, rewardColumns, type RewardCatalogue } from "./catalogue.js";
export { redeemReward } from "./redeem.js";
export { listRedemptions } from "./redemptions.js";
