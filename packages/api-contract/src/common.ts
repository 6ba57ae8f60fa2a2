import { z } from "zod";
import { REQUIRED_MESSAGE } from "./zod-messages.js";

/** Dates cross the wire as ISO 8601 strings, the same over tRPC and REST. */
export const IsoDateTime = z.string();

/** A real calendar day, "YYYY-MM-DD" (2026-02-30 is refused, not passed to the database). */
export const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a day as YYYY-MM-DD.")
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    // Year 0000 parses in JavaScript but not in Postgres (no year zero): refused here, a 400.
    return (
      !day.startsWith("0000") && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
    );
  }, "This day does not exist.");

export const Id = z.uuid("Not a valid id.");

/**
 * A number that may arrive as text (a REST path segment or query string) and is converted,
 * but that callers are typed to send as a number: `z.coerce.number()` alone types its input
 * `unknown`, so `{ id: "seven" }` would compile in a client.
 */
export const coercedNumber = () => z.coerce.number<number>();

/** A positive whole number that fits the database's integer ids. */
export const IntId = coercedNumber()
  .int("Must be a whole number.")
  .positive("Must be positive.")
  .max(2_147_483_647, "Too large.");

/** Control characters other than a line break or a tab (a NUL, an escape, a backspace...). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const CONTROL_CHARACTERS_MESSAGE = "Remove the control characters.";
const withoutControlCharacters = (text: string) => !CONTROL_CHARACTERS.test(text);

/**
 * The text of a message a person sends another (a chat message, a like's note): trimmed,
 * 1 to `max` characters, line breaks allowed, no control characters.
 */
export const messageText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Use at most ${max} characters.`)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Required free text: trimmed, 1 to `max` characters, no control characters (Postgres stores no NUL). */
export const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE);

/** Optional free text: trimmed, no control characters, and an empty string means "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(withoutControlCharacters, CONTROL_CHARACTERS_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A client's name for one action (a quiz answer, a chat message, a like, a pass), so that
 * sending it again (a retry, a queue replayed after a lost connection) applies it once: the
 * same key answers the first outcome again. A UUID is the usual choice; 8 to 128 letters,
 * digits, `-`, `_`, `.` or `:`. Sent as the input's `idempotencyKey` or the
 * `Idempotency-Key` header (docs/decisions/140-idempotent-actions.md).
 */
export const IdempotencyKeySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_.:-]{8,128}$/,
    "An idempotency key is 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits).",
  );

/** Sent keys are kept this long: a retry within it is answered from the first outcome. */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;

/** The one message for text that cannot be a phone number (waitlist and profile). */
export const PHONE_NUMBER_REFUSED_MESSAGE =
  "This doesn't look like a phone number. Use 5 to 15 digits, with a + and the country code if it is not a local number (for example +33 6 12 34 56 78).";

/**
 * The region a phone number typed without a country code is read in: a hint from the
 * browser's locale ("FR" for fr-FR), ISO 3166 alpha-2. An unknown region is ignored.
 */
export const PhoneRegionSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "A two-letter region code, such as FR.")
  .optional();
