import type { AuthUser, MatchingProfile } from "@tandem/api-contract";

export interface ProfileStep {
  key: "profile" | "quiz" | "photo" | "city" | "bio" | "social";
  label: string;
  done: boolean;
  /** Where the person completes this step. */
  to: string;
}

const copy = {
  profile: "Dating profile (nickname, gender, age)",
  quiz: "Discovery quiz",
  photo: "A photo (Discover shows your first one)",
  city: "Your city",
  bio: "A short bio",
  social: "A social link for your matches",
};

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
    { key: "profile", label: copy.profile, done: hasProfile, to: edit },
    {
      key: "quiz",
      label: copy.quiz,
      done: user.hasDiscoveryTags || (profile?.discoveryTags.length ?? 0) > 0,
      to: "/app/discovery-quiz",
    },
    { key: "photo", label: copy.photo, done: photoCount > 0, to: edit },
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
