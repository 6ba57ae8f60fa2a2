import { z } from "zod";
import { Id, IsoDateTime } from "../common.js";
import { PAIR_CODE_LENGTH } from "../constants.js";

export const COUPLES_ERROR_REASONS = ["ALREADY_PAIRED", "NOT_PAIRED"] as const;

export const PartnerSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const CoupleSchema = z.object({
  id: Id,
  partner: PartnerSchema,
  identity: z.string().nullable(),
  identityDescription: z.string().nullable(),
  completedQuizzes: z.number().int(),
  createdAt: IsoDateTime,
});
export type Couple = z.infer<typeof CoupleSchema>;

export const GetCoupleInputSchema = z.object({ coupleId: Id });

export const PairCodeSchema = z.object({
  code: z.string().length(PAIR_CODE_LENGTH),
  expiresAt: IsoDateTime,
});
export type PairCode = z.infer<typeof PairCodeSchema>;

export const UsePairCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .length(PAIR_CODE_LENGTH, `Please enter a ${PAIR_CODE_LENGTH}-character code.`),
});
export type UsePairCodeInput = z.infer<typeof UsePairCodeInputSchema>;
