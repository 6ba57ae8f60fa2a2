// The admin domain (`admin.*` procedures): managing the rewards catalogue.
export { createReward, listAllRewards, setRewardActive } from "./rewards.js";
