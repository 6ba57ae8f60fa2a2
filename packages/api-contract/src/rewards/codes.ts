import { z } from "zod";
import { IntId } from "../common.js";

/**
 * A voucher code as stored and compared: 4 to 40 capital letters, digits and dashes
 * (Tandem's own "TDM-7KQ2-M9XF" among them). What a person or a till types is trimmed and
 * upper-cased first, so "tdm-7kq2-m9xf " is the same code (decision 330).
 */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9-]{4,40}$/;
export const VOUCHER_CODE_MESSAGE =
  "A code is 4 to 40 letters, digits and dashes (like TDM-7KQ2-M9XF).";

export const normaliseVoucherCode = (typed: string) => typed.trim().toUpperCase();

export const VoucherCodeSchema = z
  .string()
  .max(200, VOUCHER_CODE_MESSAGE)
  .transform(normaliseVoucherCode)
  .refine((code) => VOUCHER_CODE_PATTERN.test(code), VOUCHER_CODE_MESSAGE);

/** One upload of partner codes: at most this many lines... */
export const REWARD_CODES_MAX_LINES = 10_000;
/** ...and this many characters (a CSV file of 10,000 codes of 40 characters fits). */
export const REWARD_CODES_MAX_CHARACTERS = 500_000;

export const REWARD_CODES_TOO_LONG_MESSAGE = `Add at most ${REWARD_CODES_MAX_LINES.toLocaleString("en")} codes (${REWARD_CODES_MAX_CHARACTERS.toLocaleString("en")} characters) at a time: split the file.`;
export const REWARD_CODES_NOT_UTF8_MESSAGE =
  "This file is not UTF-8 text. Save it as CSV UTF-8 (one code a line) and upload it again.";

/**
 * Staff add a partner's codes to a reward's pool: the text pasted, or the CSV file's text
 * (one code a line, or the first column; a header cell "code" is skipped).
 */
export const AddRewardCodesInputSchema = z.object({
  id: IntId,
  text: z
    .string()
    .min(1, "Paste the codes, one a line, or choose a CSV file.")
    .max(REWARD_CODES_MAX_CHARACTERS, REWARD_CODES_TOO_LONG_MESSAGE)
    .refine((text) => !text.includes("\uFFFD"), REWARD_CODES_NOT_UTF8_MESSAGE),
});
export type AddRewardCodesInput = z.input<typeof AddRewardCodesInputSchema>;

export const AddedRewardCodesSchema = z.object({
  added: z.number().int(),
  refused: z.object({
    duplicates: z.number().int(),
    blank: z.number().int(),
    malformed: z.number().int(),
    /** Codes already in a pool: this reward's, or another's (named). */
    inPools: z.array(z.object({ rewardTitle: z.string(), count: z.number().int() })),
  }),
  /** The summary staff read: "12 codes added; refused: 2 duplicates, 1 blank, ...". */
  message: z.string(),
  stock: z.number().int(),
});
export type AddedRewardCodes = z.infer<typeof AddedRewardCodesSchema>;
