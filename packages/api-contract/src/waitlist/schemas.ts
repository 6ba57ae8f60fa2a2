import { z } from "zod";
import { PhoneRegionSchema } from "../common.js";

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
        message: "Give an e-mail address or a phone number (one of them).",
      });
    }
    if (v.email && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: "custom", path: ["email"], message: "Enter a valid e-mail address." });
    }
  });
export type JoinWaitlistInput = z.input<typeof JoinWaitlistInputSchema>;
