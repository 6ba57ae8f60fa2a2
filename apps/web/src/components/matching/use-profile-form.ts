import { useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import type { AgeGroup, Gender, MatchingProfile, MatchingProfileInput } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

const copy = {
  missingTitle: "Missing information",
  missingText: "Please fill in all required fields",
  created: "Profile created!",
  createdText: "Add a photo or two, then a quick quiz to find your matches.",
  failed: "Failed to create profile. Please try again.",
  updated: "Profile updated",
  updatedText: "Your dating profile has been saved.",
  updateFailed: "Failed to save your profile. Please try again.",
};

/** Setup's next step after the profile (decision 121): photos, then the discovery quiz. */
export const PHOTO_STEP = "/app/profile-photos";

export const profileFormCopy = copy;

/**
 * "create": the setup's step (spec: 'Profile created!', then the discovery quiz). "edit": an
 * existing profile ('Profile updated', then back to where the person came from).
 */
export type ProfileFormMode = { kind: "create" } | { kind: "edit"; returnTo: string };

export interface ProfileFormValues {
  nickname: string;
  gender: Gender | "";
  ageGroup: AgeGroup | "";
  city: string;
  bio: string;
  withSocial: boolean;
  instagramHandle: string;
  snapchatHandle: string;
  facebookHandle: string;
}

/** A field of the dating profile, as the server names it in an error's `fields`. */
type ProfileField = keyof MatchingProfileInput;

export function initialProfileValues(
  profile: MatchingProfile | null,
  location: string | null,
): ProfileFormValues {
  return {
    nickname: profile?.nickname ?? "",
    gender: profile?.gender ?? "",
    ageGroup: profile?.ageGroup ?? "",
    city: profile?.city ?? location ?? "",
    bio: profile?.bio ?? "",
    withSocial: Boolean(
      profile?.instagramHandle || profile?.snapchatHandle || profile?.facebookHandle,
    ),
    instagramHandle: profile?.instagramHandle ?? "",
    snapchatHandle: profile?.snapchatHandle ?? "",
    facebookHandle: profile?.facebookHandle ?? "",
  };
}

/** The payload, or null when a required field (nickname, gender, age group) is missing. */
function toProfileInput(values: ProfileFormValues): MatchingProfileInput | null {
  const nickname = values.nickname.trim();
  if (!nickname || !values.gender || !values.ageGroup) return null;
  const handle = (value: string) => (values.withSocial ? value.trim() || null : null);
  return {
    nickname,
    gender: values.gender,
    ageGroup: values.ageGroup,
    city: values.city.trim() || null,
    bio: values.bio.trim() || null,
    instagramHandle: handle(values.instagramHandle),
    snapchatHandle: handle(values.snapchatHandle),
    facebookHandle: handle(values.facebookHandle),
  };
}

/**
 * The profile setup form's values, the save (then on to the discovery quiz), and
 * the server's message per field when it refuses a value.
 * @see docs/spec/product-spec.md, "Profile setup (singles)"
 */
export function useProfileForm(
  initial: ProfileFormValues,
  location: string | null,
  mode: ProfileFormMode = { kind: "create" },
  /** Setup only: saves what else the step asks (the preferences), then goes on. */
  afterCreate?: () => void,
) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(initial);
  const fieldErrors = useFieldErrors<ProfileField>();

  // The location is detected in the background; fill an empty city once it arrives.
  useEffect(() => {
    if (location) setValues((current) => (current.city ? current : { ...current, city: location }));
  }, [location]);

  const save = trpc.matching.saveProfile.useMutation({
    onSuccess: (profile) => {
      utils.matching.profile.setData(undefined, profile);
      utils.user.me.setData(undefined, (user) =>
        user ? { ...user, hasMatchingProfile: true } : user,
      );
      void utils.user.me.invalidate();
      void utils.matching.discover.invalidate();
      if (mode.kind === "edit") {
        toast({ title: copy.updated, description: copy.updatedText });
        // A profile saved before the discovery quiz still needs it to discover.
        navigate(profile.discoveryTags.length > 0 ? mode.returnTo : "/app/discovery-quiz");
        return;
      }
      if (afterCreate) return afterCreate();
      toast({ title: copy.created, description: copy.createdText });
      navigate(PHOTO_STEP);
    },
    onError: (error) => {
      fieldErrors.show(error);
      toastError(error, { text: mode.kind === "edit" ? copy.updateFailed : copy.failed });
    },
  });

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== "withSocial") fieldErrors.clear(key as ProfileField);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toProfileInput(values);
    if (!input) {
      toast({ title: copy.missingTitle, description: copy.missingText, variant: "destructive" });
      return;
    }
    save.mutate(input);
  };

  return { values, set, errors: fieldErrors.errors, submit, isPending: save.isPending };
}
