import {
  DISTANCE_KM_MAX,
  DISTANCE_KM_MIN,
  OPEN_PREFERENCES,
  type DatingPreferences,
  type DatingPreferencesInput,
  type DistanceRule,
  type ShowMe,
} from "@tandem/api-contract";
import { fromKm, KM_PER_MILE, toKm, type DistanceUnit } from "@tandem/i18n";

/**
 * What the form edits: the preferences, with the ages and the distance as typed, the
 * distance in the unit of the browser's region (km or miles, decision 302).
 */
export interface PreferenceValues {
  showMe: ShowMe;
  ageMin: string;
  ageMax: string;
  distance: DistanceRule;
  distanceAmount: string;
}

export type PreferenceField = keyof DatingPreferencesInput;

const DEFAULT_KM = 50;
const DISTANCE_STEP = 5;

/**
 * The distance field in `unit`: its bounds and the default, in whole steps of 5 that stay
 * inside the contract's km (5 to 310 miles, 30 miles for 50 km).
 */
export function distanceField(unit: DistanceUnit) {
  const kmPerUnit = unit === "mile" ? KM_PER_MILE : 1;
  const steps = (km: number, round: (n: number) => number) =>
    round(km / kmPerUnit / DISTANCE_STEP) * DISTANCE_STEP;
  return {
    min: steps(DISTANCE_KM_MIN, Math.ceil),
    max: steps(DISTANCE_KM_MAX, Math.floor),
    initial: steps(DEFAULT_KM, Math.round),
    step: DISTANCE_STEP,
  };
}

export function preferenceValues(
  preferences: DatingPreferences | null | undefined,
  unit: DistanceUnit = "kilometer",
): PreferenceValues {
  const from = preferences ?? OPEN_PREFERENCES;
  return {
    showMe: from.showMe,
    ageMin: String(from.ageMin),
    ageMax: String(from.ageMax),
    distance: from.distance,
    distanceAmount: String(
      from.distanceKm === null ? distanceField(unit).initial : fromKm(from.distanceKm, unit),
    ),
  };
}

/** A number as typed; blank or not a number goes as NaN, which the server refuses (400). */
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The payload: the distance only with "within", in km (whole, from the unit typed); what is
 * not a number goes as such (400).
 */
export function preferencesInput(
  values: PreferenceValues,
  unit: DistanceUnit = "kilometer",
): DatingPreferencesInput {
  const typed = values.distanceAmount.trim() === "" ? null : Number(values.distanceAmount);
  const km = typed === null || Number.isNaN(typed) ? typed : toKm(typed, unit);
  return {
    showMe: values.showMe,
    ageMin: typedNumber(values.ageMin),
    ageMax: typedNumber(values.ageMax),
    distance: values.distance,
    distanceKm: values.distance === "within" ? km : null,
  };
}
