import { z } from "zod";
import { PhoneRegionSchema } from "../common.js";

/** The waitlist's refusals, in words (the web app says them in the UI's language). */
export const WAITLIST_MESSAGES = {
  contactMissing: "Give an e-mail address or a phone number (one of them).",
  emailRefused: "Enter a valid e-mail address.",
  tooMany: "Too many sign-ups from your network. Please try again later.",
} as const;

export const JoinWaitlistInputSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phoneNumber: z.string().trim().max(32).optional(),
    region: PhoneRegionSchema,
  })
  .transform((v) => ({
    email: v.email || undefined,
    phoneNumber: v.phoneNumber || undefined,
    region: v.region,
  }))
  .superRefine((v, ctx) => {
    if (!v.email === !v.phoneNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["email"],
        message: WAITLIST_MESSAGES.contactMissing,
      });
    }
    if (v.email && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: WAITLIST_MESSAGES.emailRefused });
    }
  });
export type JoinWaitlistInput = z.input<typeof JoinWaitlistInputSchema>;
