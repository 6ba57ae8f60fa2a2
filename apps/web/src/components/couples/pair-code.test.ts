import { describe, expect, it } from "vitest";
import {
  hadCharactersOutsideCode,
  isCompletePairCode,
  normalizePairCodeInput,
} from "./pair-code.js";

describe("pair-code input rules", () => {
  it("forces upper case", () => {
    expect(normalizePairCodeInput("abc2de")).toBe("ABC2DE");
  });

  it("cleans a pasted code before cutting it", () => {
    expect(normalizePairCodeInput("94q 34s")).toBe("94Q34S");
    expect(normalizePairCodeInput("Code: 94Q34S")).toBe("94Q34S");
    expect(normalizePairCodeInput(" abc 2de \n")).toBe("ABC2DE");
    expect(normalizePairCodeInput("My code is 94Q34S.")).toBe("94Q34S");
  });

  it("keeps the last 6 of a longer paste, and ignores a 7th character typed after a full code", () => {
    expect(normalizePairCodeInput("ABCDEFGH")).toBe("CDEFGH");
    expect(normalizePairCodeInput("ABCDEFG", "ABCDEF")).toBe("ABCDEF");
  });

  it("drops characters no pair code has, and says it did", () => {
    expect(normalizePairCodeInput("A0O1I2")).toBe("A2");
    expect(hadCharactersOutsideCode("A0O1I2")).toBe(true);
    expect(hadCharactersOutsideCode("94q 34s")).toBe(false);
    expect(hadCharactersOutsideCode("Code: 94Q34S")).toBe(true);
  });

  it("allows Connect only for exactly 6 characters", () => {
    expect(isCompletePairCode("")).toBe(false);
    expect(isCompletePairCode("ABC2D")).toBe(false);
    expect(isCompletePairCode("ABC2DE")).toBe(true);
    expect(isCompletePairCode(" ABC2DE ")).toBe(true);
    expect(isCompletePairCode("ABC2DEF")).toBe(false);
  });
});
