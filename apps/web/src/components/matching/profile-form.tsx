import { useStore } from "@tanstack/react-form";
import { useId } from "react";
import { NAME_MAX_LENGTH } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card, Input, Textarea, toast } from "@tandem/ui";
import { useNavigate } from "react-router-dom";
import { useCopy } from "../../lib/i18n.js";
import { toastError } from "../../lib/errors.js";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { CharacterCount } from "../character-count.js";
import { useNeedsConnection } from "../needs-connection.js";
import { LocateMeButton } from "../users/locate-me-button.js";
import { preferencesInput } from "./preference-values.js";
import { datingPreferencesCopy } from "./preferences-copy.js";
import { PreferencesFields, usePreferencesForm } from "./preferences-fields.js";
import { AgeGroupField, DerivedAgeGroup, GenderField } from "./profile-choice-fields.js";
import { ProfileTextField, requiredMark } from "./profile-text-field.js";
import { SocialHandlesFields } from "./social-handles-fields.js";
import {
  PHOTO_STEP,
  profileFormCopy,
  useProfileForm,
  type ProfileFormMode,
  type ProfileFormValues,
} from "./use-profile-form.js";

export const profileFieldsCopy = defineCopy(
  {
    nickname: "Nickname",
    nicknamePlaceholder: "What should people call you?",
    city: "City",
    cityPlaceholder: "Auto-detected from your location",
    bio: "Bio",
    optional: "(optional)",
    bioPlaceholder: "A few words about you: what you love, what you're looking for...",
    submit: "Continue",
    pending: "Creating Profile...",
    save: "Save",
    saving: "Saving...",
  },
  { es: () => import("./profile-form.es.js") },
);

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
  const t = useCopy(profileFieldsCopy);
  const preferencesWords = useCopy(datingPreferencesCopy);
  const created = useCopy(profileFormCopy);
  const id = useId();
  const navigate = useNavigate();
  const { birthDate } = useCurrentUser();
  const editing = mode.kind === "edit";
  // Setup asks who they'd like to meet too (decision 120); editing keeps that in Profile.
  const preferences = usePreferencesForm(null);
  const afterCreate = () =>
    preferences.save.mutate(preferencesInput(preferences.values, preferences.unit), {
      onSuccess: () => {
        toast({ title: created("created"), description: created("createdText") });
        // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
        void navigate(PHOTO_STEP);
      },
      onError: (error) => toastError(error, { text: preferencesWords("failed") }),
    });
  const { form, formRef, submit, isPending } = useProfileForm(
    initial,
    location,
    mode,
    editing ? undefined : afterCreate,
    draft,
  );
  const city = useStore(form.store, (state) => state.values.city);
  const nickname = useStore(form.store, (state) => state.values.nickname);
  const pending = isPending || preferences.save.isPending;
  const connection = useNeedsConnection();
  const field = (name: string) => `${id}-${name}`;

  return (
    <Card>
      <div className="p-5">
        {/* noValidate: the contract's schema checks the values; missing ones also get the spec's 'Missing information' toast. */}
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <ProfileTextField
            form={form}
            id={field("nickname")}
            name="nickname"
            label={
              <>
                {t("nickname")} {requiredMark}
              </>
            }
            control={(props) => (
              <Input
                {...props}
                required
                // A sanity cap in code units, far past the limit: the counter and the
                // message say when it is too long, nothing is cut without a word.
                maxLength={NAME_MAX_LENGTH * 4}
                autoComplete="nickname"
                placeholder={t("nicknamePlaceholder")}
              />
            )}
            after={<CharacterCount value={nickname} max={NAME_MAX_LENGTH} />}
          />
          <div className="grid grid-cols-2 gap-3">
            <GenderField form={form} id={field("gender")} />
            {birthDate ? (
              <DerivedAgeGroup id={field("ageGroup")} birthDate={birthDate} />
            ) : (
              <AgeGroupField form={form} id={field("ageGroup")} />
            )}
          </div>
          <ProfileTextField
            form={form}
            id={field("city")}
            name="city"
            label={t("city")}
            control={(props) => (
              <Input
                {...props}
                maxLength={80}
                autoComplete="address-level2"
                placeholder={t("cityPlaceholder")}
              />
            )}
            // The city found fills an empty field (useProfileForm follows the user's location).
            after={
              <LocateMeButton
                onSaved={(user) => user.location && form.setFieldValue("city", user.location)}
              />
            }
          />
          <ProfileTextField
            form={form}
            id={field("bio")}
            name="bio"
            label={
              <>
                {t("bio")} <span className="font-normal text-gray-500">{t("optional")}</span>
              </>
            }
            control={(props) => (
              <Textarea {...props} rows={3} maxLength={500} placeholder={t("bioPlaceholder")} />
            )}
          />

          <SocialHandlesFields form={form} field={field} />

          {editing ? null : (
            <section className="grid gap-4 border-t border-gray-100 pt-4">
              <h2 className="text-base font-semibold text-gray-900">{preferencesWords("title")}</h2>
              <PreferencesFields
                values={preferences.values}
                onChange={preferences.set}
                errors={preferences.errors}
                city={city.trim() || null}
                unit={preferences.unit}
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
            {editing ? t(pending ? "saving" : "save") : t(pending ? "pending" : "submit")}
          </Button>
          {connection.hint}
        </form>
      </div>
    </Card>
  );
}
