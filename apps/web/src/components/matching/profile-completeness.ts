import type { AuthUser, MatchingProfile } from "@tandem/api-contract";

export interface ProfileStep {
  key: "profile" | "quiz" | "city" | "bio" | "social";
  label: string;
  done: boolean;
  /** Where the person completes this step. */
  to: string;
}

const copy = {
  profile: "Dating profile (nickname, gender, age)",
  quiz: "Discovery quiz",
  city: "Your city",
  bio: "A short bio",
  social: "A social link for your matches",
};

/**
 * What a single's profile has and lacks, in the order worth doing: the two steps Discover
 * needs (profile, quiz), then what makes a profile worth liking (city, bio, a social link).
 */
export function profileSteps(
  user: Pick<AuthUser, "hasMatchingProfile" | "hasDiscoveryTags">,
  profile: MatchingProfile | null,
): ProfileStep[] {
  const edit = "/app/profile-setup";
  const hasProfile = user.hasMatchingProfile || profile !== null;
  return [
    { key: "profile", label: copy.profile, done: hasProfile, to: edit },
    {
      key: "quiz",
      label: copy.quiz,
      done: user.hasDiscoveryTags || (profile?.discoveryTags.length ?? 0) > 0,
      to: "/app/discovery-quiz",
    },
    { key: "city", label: copy.city, done: Boolean(profile?.city), to: edit },
    { key: "bio", label: copy.bio, done: Boolean(profile?.bio), to: edit },
    {
      key: "social",
      label: copy.social,
      done: Boolean(profile?.instagramHandle || profile?.snapchatHandle || profile?.facebookHandle),
      to: edit,
    },
  ];
}

/** Whole percent of the steps done. */
export const completeness = (steps: readonly ProfileStep[]) =>
  Math.round((100 * steps.filter((s) => s.done).length) / steps.length);
