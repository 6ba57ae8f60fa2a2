import type { AuthUser, MatchingProfile } from "@tandem/api-contract";

export interface ProfileStep {
  /** What the step is; its words are said where it is shown (singles-home.tsx). */
  key: "profile" | "quiz" | "photo" | "city" | "bio" | "social";
  done: boolean;
  /** Where the person completes this step. */
  to: string;
}

/**
 * What a single's profile has and lacks, in the order worth doing: the two steps Discover
 * needs (profile, quiz), then what makes a profile worth liking (a photo, city, bio, a
 * social link). `photoCount`: how many photos the profile has.
 */
export function profileSteps(
  user: Pick<AuthUser, "hasMatchingProfile" | "hasDiscoveryTags">,
  profile: MatchingProfile | null,
  photoCount = 0,
): ProfileStep[] {
  const edit = "/app/profile-setup";
  const hasProfile = user.hasMatchingProfile || profile !== null;
  return [
    { key: "profile", done: hasProfile, to: edit },
    {
      key: "quiz",
      done: user.hasDiscoveryTags || (profile?.discoveryTags.length ?? 0) > 0,
      to: "/app/discovery-quiz",
    },
    { key: "photo", done: photoCount > 0, to: edit },
    { key: "city", done: Boolean(profile?.city), to: edit },
    { key: "bio", done: Boolean(profile?.bio), to: edit },
    {
      key: "social",
      done: Boolean(profile?.instagramHandle || profile?.snapchatHandle || profile?.facebookHandle),
      to: edit,
    },
  ];
}

/** Whole percent of the steps done. */
export const completeness = (steps: readonly ProfileStep[]) =>
  Math.round((100 * steps.filter((s) => s.done).length) / steps.length);
