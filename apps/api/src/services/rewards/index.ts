// The rewards domain: the catalogue users see, redeeming points for a voucher, my vouchers,
// and the pools of partner codes staff add.
export {
  createRewardCatalogue,
  rewardColumns,
  rewardStock,
  type RewardCatalogue,
} from "./catalogue.js";
export { rewardsForViewer, shownIn, viewerTownIds, type CatalogueReward } from "./city.js";
export { addRewardCodes, parseRewardCodes } from "./codes.js";
export { redeemReward } from "./redeem.js";
export { listRedemptions } from "./redemptions.js";
export { getCoupleGoal, setCoupleGoal } from "./goal.js";
export { redeemCoupleGoal } from "./goal-redeem.js";
