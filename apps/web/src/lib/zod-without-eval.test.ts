import { afterEach, describe, expect, it, vi } from "vitest";
import { parseZodWithoutEval } from "./zod-without-eval.js";

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("parseZodWithoutEval", () => {
  it("keeps zod from probing for eval when it builds and parses the contract's schemas", async () => {
    vi.resetModules();
    parseZodWithoutEval();
    const functionConstructor = vi.spyOn(globalThis, "Function");
    const { DatingPreferencesInputSchema, OPEN_PREFERENCES } = await import("@tandem/api-contract");
    expect(DatingPreferencesInputSchema.safeParse({ ...OPEN_PREFERENCES }).success).toBe(true);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
