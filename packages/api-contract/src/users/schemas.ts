import { z } from "zod";
import { Id, PhoneRegionSchema } from "../common.js";
import { UserRoleSchema, UserTypeSchema } from "../enums.js";
import { LANGUAGES } from "../constants.js";
import { BIRTH_DATE_EARLIEST, isCalendarDay } from "./age.js";

/** Why a birth date was refused, for the client to branch on (decision 270). */
export const USER_ERROR_REASONS = ["UNDER_AGE", "BIRTH_DATE_ALREADY_SET"] as const;

export const AuthUserSchema = z.object({
  id: Id,
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  location: z.string().nullable(),
  /** The balance: what is left to spend. */
  points: z.number().int(),
  /** Every point earned so far, before any was spent (decision 232). */
  pointsEarned: z.number().int(),
  coupleId: Id.nullable(),
  userType: UserTypeSchema.nullable(),
  role: UserRoleSchema,
  timeZone: z.string(),
  /** "YYYY-MM-DD", given once (decision 270); null until asked. Only staff change it. */
  birthDate: z.string().nullable(),
  /** They gave a birth date under 18: Tandem stays closed to them (decision 270). */
  underAge: z.boolean(),
  hasMatchingProfile: z.boolean(),
  hasDiscoveryTags: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SetPhoneInputSchema = z.object({
  phoneNumber: z.string().trim().min(1, "Enter a phone number.").max(32),
  region: PhoneRegionSchema,
});
export type SetPhoneInput = z.infer<typeof SetPhoneInputSchema>;

/** Either a typed place, or coordinates the server turns into the nearest city. */
export const SetLocationInputSchema = z.union([
  z.object({ location: z.string().trim().min(1, "Enter a city or area.").max(80) }).strict(),
  z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .strict(),
]);
export type SetLocationInput = z.infer<typeof SetLocationInputSchema>;

/**
 * The one limit of a name a person gives themselves, in visible characters: the first name
 * and the dating nickname (which starts as the first name), so one always fits the other.
 */
export const NAME_MAX_LENGTH = 40;

/** Visible characters (grapheme clusters): "Zoë" is 3, a family emoji is 1. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count++;
  return count;
}
/** Control and invisible formatting characters (zero-width joiners aside, for emoji). */
const INVISIBLE = /[\p{Cc}\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
/** A web address: a scheme, "www.", or a name ending in a common top-level domain. */
const WEB_ADDRESS =
  /([a-z][a-z0-9+.-]*:\/\/|www\.|\.(com|net|org|io|app|co|me|ly|gg|xyz|info|biz|dev|link|site|online|shop|ru|tk)\b)/iu;

/**
 * A person's first name as others see it: trimmed, inner runs of spaces made one, 1 to 40
 * visible characters, no control or invisible characters, no web address.
 */
export const FirstNameSchema = z
  .string({ error: "Enter your first name." })
  .max(200, `Keep your first name to ${NAME_MAX_LENGTH} characters or fewer.`)
  .trim()
  .overwrite((name) => name.replace(/\s+/gu, " "))
  .refine((name) => name.length > 0, { message: "Enter your first name.", abort: true })
  .refine((name) => visibleLength(name) <= NAME_MAX_LENGTH, {
    message: `Keep your first name to ${NAME_MAX_LENGTH} characters or fewer.`,
    abort: true,
  })
  .refine((name) => !INVISIBLE.test(name), {
    message: "Your first name can't contain control or invisible characters.",
    abort: true,
  })
  .refine((name) => !WEB_ADDRESS.test(name), "Your first name can't be a web address.");

export const SetNameInputSchema = z.object({ firstName: FirstNameSchema });
export type SetNameInput = z.input<typeof SetNameInputSchema>;

export const SetUserTypeInputSchema = z.object({ userType: UserTypeSchema });
export type SetUserTypeInput = z.infer<typeof SetUserTypeInputSchema>;

/**
 * The language this device now shows (Profile's Language, System resolved to the phone's),
 * for the e-mails and, with this device's push subscription address, its notifications.
 */
export const SetLanguageInputSchema = z.object({
  language: z.enum(LANGUAGES),
  pushEndpoint: z.string().max(1000).optional(),
});
export type SetLanguageInput = z.infer<typeof SetLanguageInputSchema>;

/**
 * A birth date as typed: a calendar day, "YYYY-MM-DD", not before 1900. Whether it is in the
 * future or under 18 depends on the person's own day: the server checks that (decision 270).
 */
export const BirthDateSchema = z
  .string({ error: "Enter your birth date." })
  .trim()
  .refine((text) => text.length > 0, { message: "Enter your birth date.", abort: true })
  .refine(isCalendarDay, {
    message: "Enter a real date: day, month and year, like 14 March 1995.",
    abort: true,
  })
  .refine((text) => text >= BIRTH_DATE_EARLIEST, "Enter your real birth date.");

export const SetBirthDateInputSchema = z.object({ birthDate: BirthDateSchema });
export type SetBirthDateInput = z.input<typeof SetBirthDateInputSchema>;
