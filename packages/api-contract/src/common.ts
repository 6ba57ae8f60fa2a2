import { z } from "zod";

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

/** A positive whole number that fits the database's integer ids. */
export const IntId = z.coerce
  .number()
  .int("Must be a whole number.")
  .positive("Must be positive.")
  .max(2_147_483_647, "Too large.");

/** Optional free text: trimmed, and an empty string means "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (max: number) => z.string().trim().min(1, "Required.").max(max);

export const OkSchema = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof OkSchema>;
