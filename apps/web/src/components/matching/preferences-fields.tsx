import { useId, useState, type ReactNode } from "react";
import {
  ADULT_AGE,
  AGE_YEARS_MAX,
  DISTANCE_RULES,
  OPEN_PREFERENCES,
  SHOW_ME,
  type DatingPreferences,
  type DatingPreferencesInput,
} from "@tandem/api-contract";
import { distanceUnit, type DistanceUnit } from "@tandem/i18n";
import { Button, Card, cn, FieldError, fieldErrorProps, Input, Label, toast } from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { useRegion } from "../../lib/region.js";
import { trpc } from "../../lib/trpc.js";
import {
  distanceField,
  preferencesInput,
  preferenceValues,
  type PreferenceField,
  type PreferenceValues,
} from "./preference-values.js";
import { datingPreferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

/** A row of choices as large radio buttons (one tap each, 44 px tall). */
function Choices<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  errorId,
}: {
  name: string;
  legend: string;
  options: Record<Value, string>;
  value: Value;
  onChange: (value: Value) => void;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${errorId}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {(Object.entries(options) as [Value, string][]).map(([option, label]) => (
          <label
            key={option}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 px-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
              value === option
                ? "border-rose-500 bg-rose-50 text-rose-700"
                : "border-gray-200 bg-white text-gray-700 hover:border-gray-300",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError fieldId={errorId} message={error} />
    </fieldset>
  );
}

/** Each of `values` with its words, for a row of choices. */
const labelled = <Value extends string>(values: readonly Value[], say: (value: Value) => string) =>
  Object.fromEntries(values.map((value) => [value, say(value)])) as Record<Value, string>;

/** Who, what ages and how far: the controls, with the server's message under each. */
export function PreferencesFields({
  values,
  onChange,
  errors,
  city,
  unit,
}: {
  values: PreferenceValues;
  onChange: <K extends keyof PreferenceValues>(key: K, value: PreferenceValues[K]) => void;
  errors: Partial<Record<PreferenceField, string>>;
  city: string | null;
  unit: DistanceUnit;
}) {
  const t = useCopy(datingPreferencesCopy);
  const reach = distanceField(unit);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <div className="grid gap-4">
      <Choices
        name={field("showMe")}
        errorId={field("showMe")}
        legend={t("showMe")}
        options={labelled(SHOW_ME, (show) => t(`showMe.${show}`))}
        value={values.showMe}
        onChange={(value) => onChange("showMe", value)}
        error={errors.showMe}
      />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">{t("ages")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ["ageMin", t("ageFrom")],
              ["ageMax", t("ageTo")],
            ] as const
          ).map(([key, label]) => (
            <div key={key} className="grid gap-1">
              <Label htmlFor={field(key)} className="text-xs text-gray-600">
                {label}
              </Label>
              <Input
                {...fieldErrorProps(field(key), errors[key])}
                type="number"
                inputMode="numeric"
                min={ADULT_AGE}
                max={AGE_YEARS_MAX}
                value={values[key]}
                onChange={(e) => onChange(key, e.target.value)}
              />
              <FieldError fieldId={field(key)} message={errors[key]} />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Choices
          name={field("distance")}
          errorId={field("distance")}
          legend={t("distance")}
          options={labelled(DISTANCE_RULES, (rule) => t(`distance.${rule}`))}
          value={values.distance}
          onChange={(value) => onChange("distance", value)}
          error={errors.distance}
        />
        {values.distance === "within" ? (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Input
                {...fieldErrorProps(field("distanceKm"), errors.distanceKm)}
                aria-label={t("distanceLabel", { unit })}
                type="number"
                inputMode="numeric"
                min={reach.min}
                max={reach.max}
                step={reach.step}
                className="w-28"
                value={values.distanceAmount}
                onChange={(e) => onChange("distanceAmount", e.target.value)}
              />
              <span className="text-sm text-gray-700">{t("unit", { unit })}</span>
            </div>
            <FieldError fieldId={field("distanceKm")} message={errors.distanceKm} />
          </div>
        ) : null}
        {values.distance === "anywhere" ? null : (
          <p className="text-xs text-gray-600">{city ? t("fromCity", { city }) : t("noCity")}</p>
        )}
      </div>
    </div>
  );
}

/** The form state and the save of the preferences, for any screen that edits them. */
export function usePreferencesForm(initial: DatingPreferences | null | undefined) {
  const region = useRegion();
  const [unit] = useState(() => distanceUnit(region));
  const [values, setValues] = useState(() => preferenceValues(initial, unit));
  const fieldErrors = useFieldErrors<PreferenceField>();
  const save = useSavePreferences((error) => fieldErrors.show(error));
  const set = <K extends keyof PreferenceValues>(key: K, value: PreferenceValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    fieldErrors.clear(key === "distanceAmount" ? "distanceKm" : key);
    if (key === "distance") fieldErrors.clear("distanceKm");
  };
  return { values, set, errors: fieldErrors.errors, save, unit };
}

/**
 * The preferences as a card of their own, saved by its button: in Profile, and once in
 * Discover (with "Keep everyone") while they were never set.
 */
export function PreferencesCard({
  preferences,
  city,
  prompt = false,
  onDone,
  children,
}: {
  preferences: DatingPreferences;
  city: string | null;
  /** The one-time question in Discover: its own title and a "Keep everyone" button. */
  prompt?: boolean;
  onDone?: () => void;
  children?: ReactNode;
}) {
  const t = useCopy(datingPreferencesCopy);
  const { values, set, errors, save, unit } = usePreferencesForm(preferences);
  const submit = (input: DatingPreferencesInput) =>
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: t("saved"), description: t("savedText") });
        onDone?.();
      },
      onError: (error) => toastError(error, { text: t("failed") }),
    });
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <form
        noValidate
        className="grid gap-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(preferencesInput(values, unit));
        }}
      >
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {prompt ? t("promptTitle") : t("title")}
          </h2>
          {prompt ? <p className="mt-1 text-sm text-gray-600">{t("promptText")}</p> : null}
        </div>
        {children}
        <PreferencesFields values={values} onChange={set} errors={errors} city={city} unit={unit} />
        <div className={cn("grid gap-2", prompt && "grid-cols-2")}>
          {prompt ? (
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending}
              onClick={() => submit({ ...OPEN_PREFERENCES })}
            >
              {t("keep")}
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** Profile's card of preferences, once the dating profile is loaded. */
export function ProfilePreferences() {
  const profile = trpc.matching.profile.useQuery();
  if (!profile.data) return null;
  return (
    <div id="preferences" className="scroll-mt-4">
      <PreferencesCard preferences={profile.data.preferences} city={profile.data.city} />
    </div>
  );
}
