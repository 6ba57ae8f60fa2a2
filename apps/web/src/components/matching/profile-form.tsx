import { useStore } from "@tanstack/react-form";
import { Fragment, useId, type ReactNode } from "react";
import {
  AGE_GROUPS,
  ageGroupOf,
  ageOn,
  GENDERS,
  NAME_MAX_LENGTH,
  type AgeGroup,
  type Gender,
} from "@tandem/api-contract";
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
import { fieldMessage, textControlProps, type TextControlProps } from "../../lib/contract-form.js";
import { toastError } from "../../lib/errors.js";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { CharacterCount } from "../character-count.js";
import { useNeedsConnection } from "../needs-connection.js";
import { LocateMeButton } from "../users/locate-me-button.js";
import { GENDER_LABELS } from "./labels.js";
import { preferencesCopy } from "./preferences-copy.js";
import { PreferencesFields, preferencesInput, usePreferencesForm } from "./preferences-fields.js";
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
  ageGroupFromBirthDate: "From your birth date. Others see your age group, not your birth date.",
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

/** Today on this device, "YYYY-MM-DD" (the server counts in the person's zone: the same day). */
const today = () => new Intl.DateTimeFormat("en-CA").format(new Date());

/** The group a recorded birth date gives (decision 271): shown, not chosen. */
function DerivedAgeGroup({ id, birthDate }: { id: string; birthDate: string }) {
  return (
    <div className="grid gap-1.5">
      <span id={id} className="text-sm font-medium text-gray-800">
        {copy.ageGroup}
      </span>
      <p
        aria-labelledby={id}
        aria-describedby={`${id}-hint`}
        className="flex min-h-11 items-center rounded-xl border border-gray-200 bg-gray-50 px-3 text-gray-900"
      >
        {ageGroupOf(ageOn(birthDate, today()))}
      </p>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {copy.ageGroupFromBirthDate}
      </p>
    </div>
  );
}

const required = (
  <span aria-hidden="true" className="text-rose-600">
    *
  </span>
);

type TextField = "nickname" | "city" | "bio" | (typeof HANDLES)[number][0];

/**
 * The dating profile's fields; each shows its message under it when the contract's schema or
 * the server refuses it.
 */
export function ProfileForm({
  initial,
  location,
  mode = { kind: "create" },
  draft,
}: {
  initial: ProfileFormValues;
  location: string | null;
  mode?: ProfileFormMode;
  /** Where the setup's draft is kept across a reload (`lib/form-draft.ts`). */
  draft?: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const { birthDate } = useCurrentUser();
  const editing = mode.kind === "edit";
  // Setup asks who they'd like to meet too (decision 120); editing keeps that in Profile.
  const preferences = usePreferencesForm(null);
  const afterCreate = () =>
    preferences.save.mutate(preferencesInput(preferences.values), {
      onSuccess: () => {
        toast({ title: profileFormCopy.created, description: profileFormCopy.createdText });
        // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
        void navigate(PHOTO_STEP);
      },
      onError: (error) => toastError(error, { text: preferencesCopy.failed }),
    });
  const { form, formRef, submit, isPending } = useProfileForm(
    initial,
    location,
    mode,
    editing ? undefined : afterCreate,
    draft,
  );
  const withSocial = useStore(form.store, (state) => state.values.withSocial);
  const city = useStore(form.store, (state) => state.values.city);
  const nickname = useStore(form.store, (state) => state.values.nickname);
  const pending = isPending || preferences.save.isPending;
  const connection = useNeedsConnection();
  const field = (name: string) => `${id}-${name}`;

  /** The text field `name`: its value, change handler, id and error wiring, for `control`. */
  const textField = (
    name: TextField,
    label: ReactNode,
    control: (props: TextControlProps) => ReactNode,
    after?: ReactNode,
  ) => (
    <form.Field name={name}>
      {(state) => {
        const error = fieldMessage(state);
        return (
          <FormField id={field(name)} label={label} error={error}>
            {control(textControlProps(state, fieldErrorProps(field(name), error)))}
            {after}
          </FormField>
        );
      }}
    </form.Field>
  );

  return (
    <Card>
      <div className="p-5">
        {/* noValidate: the contract's schema checks the values; missing ones also get the spec's 'Missing information' toast. */}
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          {textField(
            "nickname",
            <>
              {copy.nickname} {required}
            </>,
            (props) => (
              <Input
                {...props}
                required
                // A sanity cap in code units, far past the limit: the counter and the
                // message say when it is too long, nothing is cut without a word.
                maxLength={NAME_MAX_LENGTH * 4}
                autoComplete="nickname"
                placeholder={copy.nicknamePlaceholder}
              />
            ),
            <CharacterCount value={nickname} max={NAME_MAX_LENGTH} />,
          )}
          <div className="grid grid-cols-2 gap-3">
            <form.Field name="gender">
              {(state) => {
                const error = fieldMessage(state);
                return (
                  <FormField
                    id={field("gender")}
                    label={
                      <>
                        {copy.gender} {required}
                      </>
                    }
                    error={error}
                  >
                    <Select
                      {...fieldErrorProps(field("gender"), error)}
                      name="gender"
                      required
                      value={state.state.value}
                      onChange={(e) =>
                        state.handleChange(isGender(e.target.value) ? e.target.value : "")
                      }
                      onBlur={state.handleBlur}
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
                );
              }}
            </form.Field>
            {birthDate ? (
              <DerivedAgeGroup id={field("ageGroup")} birthDate={birthDate} />
            ) : (
              <form.Field name="ageGroup">
                {(state) => {
                  const error = fieldMessage(state);
                  return (
                    <FormField
                      id={field("ageGroup")}
                      label={
                        <>
                          {copy.ageGroup} {required}
                        </>
                      }
                      error={error}
                    >
                      <Select
                        {...fieldErrorProps(field("ageGroup"), error)}
                        name="ageGroup"
                        required
                        value={state.state.value}
                        onChange={(e) =>
                          state.handleChange(isAgeGroup(e.target.value) ? e.target.value : "")
                        }
                        onBlur={state.handleBlur}
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
                  );
                }}
              </form.Field>
            )}
          </div>
          {textField(
            "city",
            copy.city,
            (props) => (
              <Input
                {...props}
                maxLength={80}
                autoComplete="address-level2"
                placeholder={copy.cityPlaceholder}
              />
            ),
            // The city found fills an empty field (useProfileForm follows the user's location).
            <LocateMeButton
              onSaved={(user) => user.location && form.setFieldValue("city", user.location)}
            />,
          )}
          {textField(
            "bio",
            <>
              {copy.bio} <span className="font-normal text-gray-500">{copy.optional}</span>
            </>,
            (props) => (
              <Textarea {...props} rows={3} maxLength={500} placeholder={copy.bioPlaceholder} />
            ),
          )}

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
              checked={withSocial}
              onCheckedChange={(checked) => form.setFieldValue("withSocial", checked)}
            />
          </div>
          {withSocial ? (
            <fieldset className="grid gap-3">
              <legend className="sr-only">{copy.socialLegend}</legend>
              {HANDLES.map(([key, label]) => (
                <Fragment key={key}>
                  {textField(key, label, (props) => (
                    <div className="relative">
                      <span
                        aria-hidden="true"
                        className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-gray-400"
                      >
                        @
                      </span>
                      <Input
                        {...props}
                        className="pl-8"
                        maxLength={31}
                        autoCapitalize="none"
                        autoCorrect="off"
                        spellCheck={false}
                        placeholder={copy.handlePlaceholder}
                      />
                    </div>
                  ))}
                </Fragment>
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
                city={city.trim() || null}
              />
            </section>
          )}

          <Button
            type="submit"
            size="lg"
            className="mt-1 w-full"
            disabled={pending || connection.offline}
            aria-describedby={connection.describedBy}
          >
            {editing ? (pending ? copy.saving : copy.save) : pending ? copy.pending : copy.submit}
          </Button>
          {connection.hint}
        </form>
      </div>
    </Card>
  );
}
