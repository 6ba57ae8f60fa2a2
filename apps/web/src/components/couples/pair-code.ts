import { PAIR_CODE_ALPHABET, PAIR_CODE_LENGTH } from "@tandem/api-contract";

const OUTSIDE_ALPHABET = new RegExp(`[^${PAIR_CODE_ALPHABET}]`, "g");

/**
 * What the pair-code field keeps of what was typed or pasted (decision 282): upper case, only
 * the code's own characters, then at most 6. Cleaned before it is cut, so a pasted
 * "Code: 94Q34S" or "94q 34s" gives "94Q34S". Of a longer run the last 6 are kept (the code
 * ends a pasted sentence), except when a 7th character is typed after a full code: that
 * keystroke is ignored, as a field limited to 6 would.
 */
export function normalizePairCodeInput(raw: string, previous = ""): string {
  const cleaned = raw.toUpperCase().replace(OUTSIDE_ALPHABET, "");
  if (cleaned.length <= PAIR_CODE_LENGTH) return cleaned;
  if (previous.length === PAIR_CODE_LENGTH && cleaned.startsWith(previous)) return previous;
  return cleaned.slice(-PAIR_CODE_LENGTH);
}

/** Whether `raw` held characters a pair code never has (0, O, 1, I, punctuation), spaces aside. */
export function hadCharactersOutsideCode(raw: string): boolean {
  return (
    raw.toUpperCase().replace(/\s+/g, "").replace(OUTSIDE_ALPHABET, "").length <
    raw.replace(/\s+/g, "").length
  );
}

/** Connect is enabled (and the code sent) only for exactly 6 characters, once trimmed. */
export function isCompletePairCode(code: string): boolean {
  return code.trim().length === PAIR_CODE_LENGTH;
}
