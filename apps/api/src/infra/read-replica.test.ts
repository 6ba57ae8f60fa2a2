import { describe, expect, it } from "vitest";
import { parseLsn } from "./read-replica.js";

describe("parseLsn", () => {
  it("orders WAL positions by their high word, then their low word", () => {
    expect(parseLsn("0/3000148")).toBe(0x3000148n);
    expect(parseLsn("1/0")! > parseLsn("0/FFFFFFFF")!).toBe(true);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) + 0xb374d848n);
  });

  it("refuses anything that is not a position (a cookie is the client's to change)", () => {
    for (const text of ["", "0", "0/", "/1", "0/123456789", "G/1", "0/1; x", null, undefined])
      expect(parseLsn(text)).toBeNull();
  });
});
