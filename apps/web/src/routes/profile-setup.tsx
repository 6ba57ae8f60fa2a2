import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import {
  AGE_GROUPS,
  GENDERS,
  type AgeGroup,
  type Gender,
  type MatchingProfile,
  type MatchingProfileInput,
} from "@tandem/api-contract";
import { Button, Card, Input, Label, Select, Switch, Textarea, toast } from "@tandem/ui";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { PageHeader } from "../components/page-header.js";
import { toastError } from "../lib/errors.js";
import { GENDER_LABELS } from "../components/singles/labels.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "Your Dating Profile",
  subtitle: "Tell people a little about yourself",
  nickname: "Nickname",
  nicknamePlaceholder: "What should people call you?",
  gender: "Gender",
  genderPlaceholder: "Select",
  ageGroup: "Age Group",
  ageGroupPlaceholder: "Select",
  city: "City",
  cityPlaceholder: "Auto-detected from your location",
  bio: "Bio",
  optional: "(optional)",
  bioPlaceholder: "A few words about you: what you love, what you're looking for...",
  socialToggle: "Add social links",
  socialHint: "Only shown to people you match with.",
  instagram: "Instagram",
  snapchat: "Snapchat",
  facebook: "Facebook",
  handlePlaceholder: "username",
  submit: "Continue",
  pending: "Creating Profile...",
  missingTitle: "Missing information",
  missingText: "Please fill in all required fields",
  created: "Profile created!",
  createdText: "Now take a quick quiz so we can find your matches.",
  failed: "Failed to create profile. Please try again.",
};

interface FormValues {
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

function initialValues(profile: MatchingProfile | null, location: string | null): FormValues {
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
function toProfileInput(values: FormValues): MatchingProfileInput | null {
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

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
const isAgeGroup = (value: string): value is AgeGroup =>
  (AGE_GROUPS as readonly string[]).includes(value);

function ProfileForm({ initial, location }: { initial: FormValues; location: string | null }) {
  const id = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [values, setValues] = useState(initial);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

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
      toast({ title: copy.created, description: copy.createdText });
      navigate("/app/discovery-quiz");
    },
    onError: (error) => toastError(error, { text: copy.failed }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toProfileInput(values);
    if (!input) {
      toast({ title: copy.missingTitle, description: copy.missingText, variant: "destructive" });
      return;
    }
    save.mutate(input);
  };

  const field = (name: string) => `${id}-${name}`;
  const required = (
    <span aria-hidden="true" className="text-rose-600">
      *
    </span>
  );
  const optional = <span className="font-normal text-gray-500">{copy.optional}</span>;

  return (
    <Card>
      <div className="p-5">
        {/* noValidate: missing fields get the spec's 'Missing information' toast. */}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={field("nickname")}>
              {copy.nickname} {required}
            </Label>
            <Input
              id={field("nickname")}
              required
              maxLength={30}
              autoComplete="nickname"
              placeholder={copy.nicknamePlaceholder}
              value={values.nickname}
              onChange={(e) => set("nickname", e.target.value)}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={field("gender")}>
                {copy.gender} {required}
              </Label>
              <Select
                id={field("gender")}
                required
                value={values.gender}
                onChange={(e) => set("gender", isGender(e.target.value) ? e.target.value : "")}
              >
                <option value="" disabled>
                  {copy.genderPlaceholder}
                </option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {GENDER_LABELS[gender]}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={field("ageGroup")}>
                {copy.ageGroup} {required}
              </Label>
              <Select
                id={field("ageGroup")}
                required
                value={values.ageGroup}
                onChange={(e) => set("ageGroup", isAgeGroup(e.target.value) ? e.target.value : "")}
              >
                <option value="" disabled>
                  {copy.ageGroupPlaceholder}
                </option>
                {AGE_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {group}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field("city")}>{copy.city}</Label>
            <Input
              id={field("city")}
              maxLength={80}
              autoComplete="address-level2"
              placeholder={copy.cityPlaceholder}
              value={values.city}
              onChange={(e) => set("city", e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={field("bio")}>
              {copy.bio} {optional}
            </Label>
            <Textarea
              id={field("bio")}
              rows={3}
              maxLength={500}
              placeholder={copy.bioPlaceholder}
              value={values.bio}
              onChange={(e) => set("bio", e.target.value)}
            />
          </div>

          <div className="flex items-center justify-between gap-3 rounded-xl bg-rose-50/70 px-4 py-3">
            <div className="min-w-0">
              <Label htmlFor={field("social")}>{copy.socialToggle}</Label>
              <p id={field("social-hint")} className="text-xs text-gray-600">
                {copy.socialHint}
              </p>
            </div>
            <Switch
              id={field("social")}
              aria-describedby={field("social-hint")}
              checked={values.withSocial}
              onCheckedChange={(checked) => set("withSocial", checked)}
            />
          </div>
          {values.withSocial ? (
            <fieldset className="grid gap-3">
              <legend className="sr-only">Social links</legend>
              {(
                [
                  ["instagramHandle", copy.instagram],
                  ["snapchatHandle", copy.snapchat],
                  ["facebookHandle", copy.facebook],
                ] as const
              ).map(([key, label]) => (
                <div key={key} className="grid gap-1.5">
                  <Label htmlFor={field(key)}>{label}</Label>
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-gray-400"
                    >
                      @
                    </span>
                    <Input
                      id={field(key)}
                      className="pl-8"
                      maxLength={31}
                      autoCapitalize="none"
                      autoCorrect="off"
                      spellCheck={false}
                      placeholder={copy.handlePlaceholder}
                      value={values[key]}
                      onChange={(e) => set(key, e.target.value)}
                    />
                  </div>
                </div>
              ))}
            </fieldset>
          ) : null}

          <Button type="submit" size="lg" className="mt-1 w-full" disabled={save.isPending}>
            {save.isPending ? copy.pending : copy.submit}
          </Button>
        </form>
      </div>
    </Card>
  );
}

/** Spec §2 profile setup for singles; an existing profile is loaded for editing. */
export default function ProfileSetupScreen() {
  const user = useCurrentUser();
  const profile = trpc.matching.profile.useQuery();

  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} backTo="/app/user-type" />
      {profile.isLoading ? (
        <CenteredSpinner label="Loading your profile" />
      ) : (
        // A failed load falls back to an empty form: saving creates or replaces the profile.
        <ProfileForm
          initial={initialValues(profile.data ?? null, user.location)}
          location={user.location}
        />
      )}
    </>
  );
}
