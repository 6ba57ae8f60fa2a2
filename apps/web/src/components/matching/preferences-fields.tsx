import { useId, useState, type ReactNode } from "react";
import {
  ADULT_AGE,
  AGE_YEARS_MAX,
  DISTANCE_KM_MAX,
  DISTANCE_KM_MIN,
  OPEN_PREFERENCES,
  type DatingPreferences,
  type DatingPreferencesInput,
  type DistanceRule,
  type ShowMe,
} from "@tandem/api-contract";
import { Button, Card, cn, FieldError, fieldErrorProps, Input, Label, toast } from "@tandem/ui";
import { useFieldErrors } from "../../hooks/use-field-errors.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { preferencesCopy } from "./preferences-copy.js";
import { useSavePreferences } from "./use-save-preferences.js";

/** What the form edits: the preferences, with the ages and the km as typed. */
export interface PreferenceValues {
  showMe: ShowMe;
  ageMin: string;
  ageMax: string;
  distance: DistanceRule;
  distanceKm: string;
}

type PreferenceField = keyof DatingPreferencesInput;

const DEFAULT_KM = 50;

export function preferenceValues(
  preferences: DatingPreferences | null | undefined,
): PreferenceValues {
  const from = preferences ?? OPEN_PREFERENCES;
  return {
    showMe: from.showMe,
    ageMin: String(from.ageMin),
    ageMax: String(from.ageMax),
    distance: from.distance,
    distanceKm: String(from.distanceKm ?? DEFAULT_KM),
  };
}

/** A number as typed; blank or not a number goes as NaN, which the server refuses (400). */
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The payload: the km only with "within"; what is not a number goes as such (400). */
export function preferencesInput(values: PreferenceValues): DatingPreferencesInput {
  const km = values.distanceKm.trim() === "" ? null : Number(values.distanceKm);
  return {
    showMe: values.showMe,
    ageMin: typedNumber(values.ageMin),
    ageMax: typedNumber(values.ageMax),
    distance: values.distance,
    distanceKm: values.distance === "within" ? km : null,
  };
}

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
              "flex min-h-11 cursor-pointer items-center justify-center rounded-xl border-2 px-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-rose-400",
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

/** Who, what ages and how far: the controls, with the server's message under each. */
export function PreferencesFields({
  values,
  onChange,
  errors,
  city,
}: {
  values: PreferenceValues;
  onChange: <K extends keyof PreferenceValues>(key: K, value: PreferenceValues[K]) => void;
  errors: Partial<Record<PreferenceField, string>>;
  city: string | null;
}) {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <div className="grid gap-4">
      <Choices
        name={field("showMe")}
        errorId={field("showMe")}
        legend={preferencesCopy.showMe}
        options={preferencesCopy.showMeOptions}
        value={values.showMe}
        onChange={(value) => onChange("showMe", value)}
        error={errors.showMe}
      />
      <fieldset className="grid gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">{preferencesCopy.ages}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ["ageMin", preferencesCopy.ageFrom],
              ["ageMax", preferencesCopy.ageTo],
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
          legend={preferencesCopy.distance}
          options={preferencesCopy.distanceOptions}
          value={values.distance}
          onChange={(value) => onChange("distance", value)}
          error={errors.distance}
        />
        {values.distance === "within" ? (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Input
                {...fieldErrorProps(field("distanceKm"), errors.distanceKm)}
                aria-label={preferencesCopy.kmLabel}
                type="number"
                inputMode="numeric"
                min={DISTANCE_KM_MIN}
                max={DISTANCE_KM_MAX}
                step={5}
                className="w-28"
                value={values.distanceKm}
                onChange={(e) => onChange("distanceKm", e.target.value)}
              />
              <span className="text-sm text-gray-700">{preferencesCopy.km}</span>
            </div>
            <FieldError fieldId={field("distanceKm")} message={errors.distanceKm} />
          </div>
        ) : null}
        {values.distance === "anywhere" ? null : (
          <p className="text-xs text-gray-600">{preferencesCopy.fromCity(city)}</p>
        )}
      </div>
    </div>
  );
}

/** The form state and the save of the preferences, for any screen that edits them. */
export function usePreferencesForm(initial: DatingPreferences | null | undefined) {
  const [values, setValues] = useState(() => preferenceValues(initial));
  const fieldErrors = useFieldErrors<PreferenceField>();
  const save = useSavePreferences((error) => fieldErrors.show(error));
  const set = <K extends keyof PreferenceValues>(key: K, value: PreferenceValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    fieldErrors.clear(key);
    if (key === "distance") fieldErrors.clear("distanceKm");
  };
  return { values, set, errors: fieldErrors.errors, save };
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
  const { values, set, errors, save } = usePreferencesForm(preferences);
  const submit = (input: DatingPreferencesInput) =>
    save.mutate(input, {
      onSuccess: () => {
        toast({ title: preferencesCopy.saved, description: preferencesCopy.savedText });
        onDone?.();
      },
      onError: (error) => toastError(error, { text: preferencesCopy.failed }),
    });
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <form
        noValidate
        className="grid gap-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(preferencesInput(values));
        }}
      >
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            {prompt ? preferencesCopy.promptTitle : preferencesCopy.title}
          </h2>
          {prompt ? (
            <p className="mt-1 text-sm text-gray-600">{preferencesCopy.promptText}</p>
          ) : null}
        </div>
        {children}
        <PreferencesFields values={values} onChange={set} errors={errors} city={city} />
        <div className={cn("grid gap-2", prompt && "grid-cols-2")}>
          {prompt ? (
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending}
              onClick={() => submit({ ...OPEN_PREFERENCES })}
            >
              {preferencesCopy.keep}
            </Button>
          ) : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? preferencesCopy.saving : preferencesCopy.save}
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
