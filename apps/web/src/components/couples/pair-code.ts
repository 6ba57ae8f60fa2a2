import { PAIR_CODE_LENGTH } from "@tandem/api-contract";

/**
 * What the pair-code field keeps of what was typed or pasted: upper case, no spaces, at most
 * 6 characters.
 * @see docs/spec/product-spec.md, "Validation rules"
 */
export function normalizePairCodeInput(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase().slice(0, PAIR_CODE_LENGTH);
}

/** Connect is enabled (and the code sent) only for exactly 6 characters, once trimmed. */
export function isCompletePairCode(code: string): boolean {
  return code.trim().length === PAIR_CODE_LENGTH;
}
