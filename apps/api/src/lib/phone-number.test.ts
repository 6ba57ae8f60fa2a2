import { PHONE_NUMBER_REFUSED_MESSAGE } from "@tandem/api-contract";
import { AppError } from "@tandem/api-contract/server";
import { describe, expect, it } from "vitest";
import { normalisePhoneNumber } from "./phone-number.js";

describe("normalisePhoneNumber", () => {
  it.each([
    ["+33 6 12 34 56 78", undefined, "+33612345678"],
    ["0033 6 12 34 56 78", undefined, "+33612345678"],
    ["+44 20 7946 0958", "FR", "+442079460958"],
    ["+1 (415) 555-0132", "GB", "+14155550132"],
    ["+81 90-1234-5678", undefined, "+819012345678"],
  ])("stores international %s in E.164, whatever the hint", (typed, region, stored) => {
    expect(normalisePhoneNumber(typed, region)).toBe(stored);
  });

  it.each([
    ["06 12 34 56 78", "FR", "+33612345678"],
    ["07911 123456", "GB", "+447911123456"],
    ["030 901820", "DE", "+4930901820"],
    ["(415) 555-0132", "US", "+14155550132"],
    ["06 12 34 56 78", "fr", "+33612345678"],
  ])("reads local %s in the browser's region %s", (typed, region, stored) => {
    expect(normalisePhoneNumber(typed, region)).toBe(stored);
  });

  it("reads a local number as American without a hint (or with an unknown one)", () => {
    expect(normalisePhoneNumber("415 555 0132")).toBe("+14155550132");
    expect(normalisePhoneNumber("415 555 0132", "ZZ")).toBe("+14155550132");
  });

  it("keeps, as typed, a number it cannot check but that can be one", () => {
    // A French mobile typed in a browser set to English (US): not valid in the US, but a number.
    expect(normalisePhoneNumber("  06 12 34   56 78 ", "US")).toBe("06 12 34 56 78");
    expect(normalisePhoneNumber("+999 1234 5678")).toBe("+999 1234 5678");
  });

  it.each(["12", "call me", "555-CALL-NOW", "+33 6 12 34 56 78 90 12 34", "12345@example.com"])(
    "refuses %j, which cannot be a phone number, saying so",
    (typed) => {
      let thrown: unknown;
      try {
        normalisePhoneNumber(typed, "FR");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect((thrown as AppError).fields).toEqual({ phoneNumber: PHONE_NUMBER_REFUSED_MESSAGE });
    },
  );
});
