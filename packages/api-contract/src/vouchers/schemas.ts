import { z } from "zod";
import { CalendarDay, IntId, IsoDateTime } from "../common.js";
import { VoucherCodeSchema } from "../rewards/codes.js";

/**
 * A partner's till or staff page checks a voucher and marks it used, with an API token of
 * the scope `vouchers:redeem` bound to the partner's brand (decisions 331, 332).
 */
export const VOUCHER_ERROR_REASONS = [
  /** No voucher of the token's brand has this code (unknown and other brands' codes alike). */
  "VOUCHER_UNKNOWN",
  /** The voucher was already marked used (its `usedAt` says when). */
  "VOUCHER_USED",
  /** The reward's codes were valid until a day that has passed. */
  "VOUCHER_EXPIRED",
  /** The call was not made with a partner's token. */
  "VOUCHER_PARTNER_ONLY",
] as const;

export const VoucherCodeInputSchema = z.object({ code: VoucherCodeSchema });
export type VoucherCodeInput = z.input<typeof VoucherCodeInputSchema>;

export const VOUCHER_STATES = ["valid", "used", "expired"] as const;

export const VoucherSchema = z.object({
  code: z.string(),
  state: z.enum(VOUCHER_STATES),
  /** When the voucher was issued to the person. */
  issuedAt: IsoDateTime,
  usedAt: IsoDateTime.nullable(),
  /** The last day the code is honoured; null: until further notice. */
  validUntil: CalendarDay.nullable(),
  reward: z.object({ id: IntId, title: z.string(), pointsCost: z.number().int() }),
});
export type Voucher = z.infer<typeof VoucherSchema>;
