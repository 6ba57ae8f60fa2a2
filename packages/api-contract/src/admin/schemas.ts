import { z } from "zod";
import { CalendarDay, coercedNumber, IntId, optionalText, requiredText } from "../common.js";

const imageUrlField = z
  .string()
  .trim()
  .max(2048)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^(https?:\/\/|\/)/.test(value), {
    message: "Use an http(s) address, or a path starting with /.",
  });

export const CreateRewardInputSchema = z.object({
  title: requiredText(120),
  description: requiredText(1000),
  brandName: optionalText(80),
  pointsCost: coercedNumber().int("Must be a whole number.").min(1).max(1_000_000),
  location: optionalText(120),
  imageUrl: imageUrlField,
  isActive: z.boolean().default(true),
  /** The last day its codes are honoured; none: "Valid until further notice." */
  codesValidUntil: z
    .union([CalendarDay, z.literal("")])
    .nullish()
    .transform((day) => (day ? day : null)),
});
export type CreateRewardInput = z.input<typeof CreateRewardInputSchema>;

export const SetRewardActiveInputSchema = z.object({ id: IntId, isActive: z.boolean() });
