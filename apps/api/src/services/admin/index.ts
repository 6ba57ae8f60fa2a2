// The admin domain (`admin.*` procedures): managing the rewards catalogue.
export { createReward, listAllRewards, setRewardActive } from "./rewards.js";
export { updateReward } from "./reward-edit.js";
export { isRewardImage, uploadRewardImage } from "./reward-images.js";
export { suggestRewardTowns } from "./reward-city.js";
