import { useId } from "react";
import { AGE_GROUPS, GENDERS, type AgeGroup, type Gender } from "@tandem/api-contract";
import {
  Button,
  Card,
  fieldErrorProps,
  FormField,
  Input,
  Label,
  Select,
  Switch,
  Textarea,
  toast,
} from "@tandem/ui";
import { useNavigate } from "react-router-dom";
import { toastError } from "../../lib/errors.js";
import { LocateMeButton } from "../users/locate-me-button.js";
import { GENDER_LABELS } from "./labels.js";
import {
  PreferencesFields,
  preferencesCopy,
  preferencesInput,
  usePreferencesForm,
} from "./preferences-fields.js";
import {
  PHOTO_STEP,
  profileFormCopy,
  useProfileForm,
  type ProfileFormMode,
  type ProfileFormValues,
} from "./use-profile-form.js";

const copy = {
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
  socialLegend: "Social links",
  instagram: "Instagram",
  snapchat: "Snapchat",
  facebook: "Facebook",
  handlePlaceholder: "username",
  submit: "Continue",
  pending: "Creating Profile...",
  save: "Save",
  saving: "Saving...",
};

const HANDLES = [
  ["instagramHandle", copy.instagram],
  ["snapchatHandle", copy.snapchat],
  ["facebookHandle", copy.facebook],
] as const;

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
const isAgeGroup = (value: string): value is AgeGroup =>
  (AGE_GROUPS as readonly string[]).includes(value);

const required = (
  <span aria-hidden="true" className="text-rose-600">
    *
  </span>
);

/** The dating profile's fields; each shows the server's message under it when it refuses it. */
export function ProfileForm({
  initial,
  location,
  mode = { kind: "create" },
}: {
  initial: ProfileFormValues;
  location: string | null;
  mode?: ProfileFormMode;
}) {
  const id = useId();
  const navigate = useNavigate();
  const editing = mode.kind === "edit";
  // Setup asks who they'd like to meet too (decision 120); editing keeps that in Profile.
  const preferences = usePreferencesForm(null);
  const afterCreate = () =>
    preferences.save.mutate(preferencesInput(preferences.values), {
      onSuccess: () => {
        toast({ title: profileFormCopy.created, description: profileFormCopy.createdText });
        navigate(PHOTO_STEP);
      },
      onError: (error) => toastError(error, { text: preferencesCopy.failed }),
    });
  const { values, set, errors, submit, isPending } = useProfileForm(
    initial,
    location,
    mode,
    editing ? undefined : afterCreate,
  );
  const pending = isPending || preferences.save.isPending;
  const field = (name: string) => `${id}-${name}`;

  return (
    <Card>
      <div className="p-5">
        {/* noValidate: missing fields get the spec's 'Missing information' toast. */}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id={field("nickname")}
            label={
              <>
                {copy.nickname} {required}
              </>
            }
            error={errors.nickname}
          >
            <Input
              {...fieldErrorProps(field("nickname"), errors.nickname)}
              required
              maxLength={30}
              autoComplete="nickname"
              placeholder={copy.nicknamePlaceholder}
              value={values.nickname}
              onChange={(e) => set("nickname", e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField
              id={field("gender")}
              label={
                <>
                  {copy.gender} {required}
                </>
              }
              error={errors.gender}
            >
              <Select
                {...fieldErrorProps(field("gender"), errors.gender)}
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
            </FormField>
            <FormField
              id={field("ageGroup")}
              label={
                <>
                  {copy.ageGroup} {required}
                </>
              }
              error={errors.ageGroup}
            >
              <Select
                {...fieldErrorProps(field("ageGroup"), errors.ageGroup)}
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
            </FormField>
          </div>
          <FormField id={field("city")} label={copy.city} error={errors.city}>
            <Input
              {...fieldErrorProps(field("city"), errors.city)}
              maxLength={80}
              autoComplete="address-level2"
              placeholder={copy.cityPlaceholder}
              value={values.city}
              onChange={(e) => set("city", e.target.value)}
            />
            {/* The city found fills an empty field (useProfileForm follows the user's location). */}
            <LocateMeButton onSaved={(user) => user.location && set("city", user.location)} />
          </FormField>
          <FormField
            id={field("bio")}
            label={
              <>
                {copy.bio} <span className="font-normal text-gray-500">{copy.optional}</span>
              </>
            }
            error={errors.bio}
          >
            <Textarea
              {...fieldErrorProps(field("bio"), errors.bio)}
              rows={3}
              maxLength={500}
              placeholder={copy.bioPlaceholder}
              value={values.bio}
              onChange={(e) => set("bio", e.target.value)}
            />
          </FormField>

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
              <legend className="sr-only">{copy.socialLegend}</legend>
              {HANDLES.map(([key, label]) => (
                <FormField key={key} id={field(key)} label={label} error={errors[key]}>
                  <div className="relative">
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-gray-400"
                    >
                      @
                    </span>
                    <Input
                      {...fieldErrorProps(field(key), errors[key])}
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
                </FormField>
              ))}
            </fieldset>
          ) : null}

          {editing ? null : (
            <section className="grid gap-4 border-t border-gray-100 pt-4">
              <h2 className="text-base font-semibold text-gray-900">{preferencesCopy.title}</h2>
              <PreferencesFields
                values={preferences.values}
                onChange={preferences.set}
                errors={preferences.errors}
                city={values.city.trim() || null}
              />
            </section>
          )}

          <Button type="submit" size="lg" className="mt-1 w-full" disabled={pending}>
            {editing ? (pending ? copy.saving : copy.save) : pending ? copy.pending : copy.submit}
          </Button>
        </form>
      </div>
    </Card>
  );
}
