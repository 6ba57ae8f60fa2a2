import {
  AGE_GROUPS,
  ageGroupOf,
  ageOn,
  GENDERS,
  type AgeGroup,
  type Gender,
} from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { fieldErrorProps, FormField, Select } from "@tandem/ui";
import { fieldMessage } from "../../lib/contract-form.js";
import { useCopy } from "../../lib/i18n.js";
import { genderCopy } from "./gender-copy.js";
import { requiredMark, type ProfileFormApi } from "./profile-text-field.js";

export const profileChoiceCopy = defineCopy(
  {
    gender: "Gender",
    genderPlaceholder: "Select",
    ageGroup: "Age Group",
    ageGroupPlaceholder: "Select",
    ageGroupFromBirthDate: "From your birth date. Others see your age group, not your birth date.",
  },
  { es: () => import("./profile-choice-fields.es.js") },
);

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
const isAgeGroup = (value: string): value is AgeGroup =>
  (AGE_GROUPS as readonly string[]).includes(value);

/** Today on this device, "YYYY-MM-DD" (the server counts in the person's zone: the same day). */
const today = () => new Intl.DateTimeFormat("en-CA").format(new Date());

/** A required choice from a fixed list, with a disabled placeholder until one is picked. */
function ChoiceSelect({
  id,
  name,
  label,
  placeholder,
  error,
  value,
  options,
  onChange,
  onBlur,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  error: string | undefined;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <FormField
      id={id}
      label={
        <>
          {label} {requiredMark}
        </>
      }
      error={error}
    >
      <Select
        {...fieldErrorProps(id, error)}
        name={name}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** The gender, chosen from the contract's list. */
export function GenderField({ form, id }: { form: ProfileFormApi; id: string }) {
  const t = useCopy(profileChoiceCopy);
  const sayGender = useCopy(genderCopy);
  return (
    <form.Field name="gender">
      {(state) => (
        <ChoiceSelect
          id={id}
          name="gender"
          label={t("gender")}
          placeholder={t("genderPlaceholder")}
          error={fieldMessage(state)}
          value={state.state.value}
          options={GENDERS.map((gender) => ({ value: gender, label: sayGender(gender) }))}
          onChange={(value) => state.handleChange(isGender(value) ? value : "")}
          onBlur={state.handleBlur}
        />
      )}
    </form.Field>
  );
}

/** The age group, chosen when no birth date is recorded. */
export function AgeGroupField({ form, id }: { form: ProfileFormApi; id: string }) {
  const t = useCopy(profileChoiceCopy);
  return (
    <form.Field name="ageGroup">
      {(state) => (
        <ChoiceSelect
          id={id}
          name="ageGroup"
          label={t("ageGroup")}
          placeholder={t("ageGroupPlaceholder")}
          error={fieldMessage(state)}
          value={state.state.value}
          options={AGE_GROUPS.map((group) => ({ value: group, label: group }))}
          onChange={(value) => state.handleChange(isAgeGroup(value) ? value : "")}
          onBlur={state.handleBlur}
        />
      )}
    </form.Field>
  );
}

/** The group a recorded birth date gives (decision 271): shown, not chosen. */
export function DerivedAgeGroup({ id, birthDate }: { id: string; birthDate: string }) {
  const t = useCopy(profileChoiceCopy);
  return (
    <div className="grid gap-1.5">
      <span id={id} className="text-sm font-medium text-gray-800">
        {t("ageGroup")}
      </span>
      <p
        aria-labelledby={id}
        aria-describedby={`${id}-hint`}
        className="flex min-h-11 items-center rounded-xl border border-gray-200 bg-gray-50 px-3 text-gray-900"
      >
        {ageGroupOf(ageOn(birthDate, today()))}
      </p>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {t("ageGroupFromBirthDate")}
      </p>
    </div>
  );
}
