import { useForm } from "@tanstack/react-form";
import { useStore } from "@tanstack/react-form";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import {
  MatchingProfileInputSchema,
  type AgeGroup,
  type Gender,
  type MatchingProfile,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { toast } from "@tandem/ui";
import {
  contractValidator,
  focusFirstInvalid,
  hasMissingField,
  showServerFieldErrors,
} from "../../lib/contract-form.js";
import { toastError } from "../../lib/errors.js";
import { clearDraft, readDraft, writeDraft } from "../../lib/form-draft.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

export const profileFormCopy = defineCopy(
  {
    missingTitle: "Missing information",
    missingText: "Please fill in all required fields",
    created: "Profile created!",
    createdText: "Add a photo or two, then a quick quiz to find your matches.",
    failed: "Failed to create profile. Please try again.",
    updated: "Profile updated",
    updatedText: "Your dating profile has been saved.",
    updateFailed: "Failed to save your profile. Please try again.",
  },
  { es: () => import("./use-profile-form.es.js") },
);

/** Setup's next step after the profile (decision 121): photos, then the discovery quiz. */
export const PHOTO_STEP = "/app/profile-photos";

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

/**
 * A saved profile's values, or a new one's: the nickname filled in from the first name
 * (decision 281), the city from the Location.
 */
export function initialProfileValues(
  profile: MatchingProfile | null,
  location: string | null,
  firstName: string | null = null,
): ProfileFormValues {
  return {
    nickname: profile?.nickname ?? firstName ?? "",
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

/**
 * The form's text as the profile's input, for the contract's schema to check: trimmed, blanks
 * as null, an unchosen gender or age group not given (it reads "Required.", as the API
 * answers), the handles only when social links are on.
 */
export function toProfileInput(values: ProfileFormValues) {
  const handle = (value: string) => (values.withSocial ? value.trim() || null : null);
  return {
    nickname: values.nickname.trim(),
    gender: values.gender || undefined,
    ageGroup: values.ageGroup || undefined,
    city: values.city.trim() || null,
    bio: values.bio.trim() || null,
    instagramHandle: handle(values.instagramHandle),
    snapchatHandle: handle(values.snapchatHandle),
    facebookHandle: handle(values.facebookHandle),
  };
}

/**
 * The profile setup form (TanStack Form), checked by the contract's schema before it is sent,
 * and the save (then on to the next step). A field the client or the server refuses shows the
 * message under it and the first of them takes the focus; missing required fields also get
 * the spec's toast.
 * @see docs/spec/product-spec.md, "Profile setup (singles)"
 */
export function useProfileForm(
  initial: ProfileFormValues,
  location: string | null,
  mode: ProfileFormMode = { kind: "create" },
  /** Setup only: saves what else the step asks (the preferences), then goes on. */
  afterCreate?: () => void,
  /** Where a draft is kept across a reload (`lib/form-draft.ts`), if one is. */
  draft?: string,
) {
  const t = useCopy(profileFormCopy);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const formRef = useRef<HTMLFormElement>(null);

  const save = trpc.matching.saveProfile.useMutation({
    onSuccess: (profile) => {
      if (draft) clearDraft(draft);
      utils.matching.profile.setData(undefined, profile);
      utils.user.me.setData(undefined, (user) =>
        user ? { ...user, hasMatchingProfile: true } : user,
      );
      void utils.user.me.invalidate();
      void utils.matching.discover.invalidate();
      if (mode.kind === "edit") {
        toast({ title: t("updated"), description: t("updatedText") });
        // A profile saved before the discovery quiz still needs it to discover.
        // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
        void navigate(profile.discoveryTags.length > 0 ? mode.returnTo : "/app/discovery-quiz");
        return;
      }
      if (afterCreate) return afterCreate();
      toast({ title: t("created"), description: t("createdText") });
      void navigate(PHOTO_STEP);
    },
    onError: (error) =>
      toastError(error, { text: mode.kind === "edit" ? t("updateFailed") : t("failed") }),
  });

  // A draft left by a reload wins over the values the form starts from.
  const [defaultValues] = useState(() =>
    draft ? { ...initial, ...readDraft(draft, initial) } : initial,
  );
  const form = useForm({
    defaultValues,
    validators: { onSubmit: contractValidator(MatchingProfileInputSchema, toProfileInput) },
    onSubmitInvalid: ({ formApi }) => {
      if (hasMissingField(formApi))
        toast({
          title: t("missingTitle"),
          description: t("missingText"),
          variant: "destructive",
        });
      focusFirstInvalid(formRef.current);
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        // The schema's output: what the check above passed, typed as the procedure's input.
        await save.mutateAsync(MatchingProfileInputSchema.parse(toProfileInput(value)));
      } catch (error) {
        if (showServerFieldErrors(formApi, error)) focusFirstInvalid(formRef.current);
      }
    },
  });

  // The location is detected in the background; fill an empty city once it arrives.
  useEffect(() => {
    if (location) form.setFieldValue("city", (city) => city || location);
  }, [form, location]);

  const values = useStore(form.store, (state) => state.values);
  const saved = save.isSuccess;
  useEffect(() => {
    if (draft && !saved) writeDraft(draft, values);
  }, [draft, saved, values]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.handleSubmit();
  };

  return { form, formRef, submit, isPending: save.isPending };
}
