import { describe, expect, it } from "vitest";
import { isCompletePairCode, normalizePairCodeInput } from "./pair-code.js";

describe("pair-code input rules", () => {
  it("forces upper case", () => {
    expect(normalizePairCodeInput("abc2de")).toBe("ABC2DE");
  });

  it("keeps at most 6 characters", () => {
    expect(normalizePairCodeInput("ABCDEFGH")).toBe("ABCDEF");
  });

  it("drops spaces from a pasted code", () => {
    expect(normalizePairCodeInput(" abc 2de \n")).toBe("ABC2DE");
  });

  it("allows Connect only for exactly 6 characters", () => {
    expect(isCompletePairCode("")).toBe(false);
    expect(isCompletePairCode("ABC2D")).toBe(false);
    expect(isCompletePairCode("ABC2DE")).toBe(true);
    expect(isCompletePairCode(" ABC2DE ")).toBe(true);
    expect(isCompletePairCode("ABC2DEF")).toBe(false);
  });
});
