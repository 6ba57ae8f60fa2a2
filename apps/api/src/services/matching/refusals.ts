// What matching says when it refuses, in the spec's words where the spec has them.
export const PROFILE_FIRST = "Set up your profile first.";
export const USER_NOT_FOUND = "This user does not exist.";
export const PROFILE_UNAVAILABLE = "This profile is not available.";
export const PAIRED_NO_MATCHING =
  "You're paired with a partner. End the relationship before looking for matches.";
