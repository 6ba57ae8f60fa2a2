// The matching domain (singles): profile, discovery quiz, discover, likes, matches, safety.
export { countDiscoverable, discover } from "./discover.js";
export { saveDiscoveryTags } from "./discovery-tags.js";
export { like, pass } from "./likes.js";
export { countLikesWaiting } from "./likes-waiting.js";
export { listMatches, unmatch } from "./matches.js";
export { getMatchingProfile, saveMatchingProfile } from "./profile.js";
export { block, protectFrom, report } from "./safety.js";
export { setPaused, undoLastPass } from "./controls.js";
export { placeUnplacedProfiles, savePreferences } from "./preferences.js";
