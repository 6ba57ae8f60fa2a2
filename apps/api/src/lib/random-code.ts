import { randomInt } from "node:crypto";

/** A code of `length` characters drawn uniformly from `alphabet` with a cryptographic source. */
export function randomCode(length: number, alphabet: string): string {
  let code = "";
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
