// The matching domain (singles): profile, discovery quiz, discover, likes, matches, safety.
export { discover } from "./discover/discover.js";
export { countDiscoverable, discoverWidenings } from "./discover/count.js";
export { saveDiscoveryTags } from "./discovery-tags.js";
export { like, pass } from "./likes.js";
export { countLikesWaiting, listLikesYou } from "./likes-you.js";
export { listMatches, unmatch } from "./matches.js";
export { getMatchingProfile, saveMatchingProfile } from "./profile.js";
export { block, protectFrom, report } from "./safety.js";
export { setPaused, undoLastPass } from "./controls.js";
export { placeOf, placeUnplacedProfiles, savePreferences } from "./preferences.js";
export { viewerOrNull } from "./guards.js";
export { mayBeShown } from "./visibility.js";
export { mayViewPhoto, type PhotoViewer } from "./photo-access.js";
