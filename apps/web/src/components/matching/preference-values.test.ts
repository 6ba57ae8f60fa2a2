import { DISTANCE_KM_MAX, DISTANCE_KM_MIN, OPEN_PREFERENCES } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { distanceField, preferencesInput, preferenceValues } from "./preference-values.js";

const within = (distanceKm: number) => ({
  ...OPEN_PREFERENCES,
  confirmed: true,
  distance: "within" as const,
  distanceKm,
});

describe("the distance preference in the region's unit", () => {
  it("keeps km as they are, and offers miles in steps of 5 inside the contract's km", () => {
    expect(distanceField("kilometer")).toEqual({ min: 5, max: 500, initial: 50, step: 5 });
    expect(distanceField("mile")).toEqual({ min: 5, max: 310, initial: 30, step: 5 });
    const { min, max } = distanceField("mile");
    for (const miles of [min, max]) {
      const km = preferencesInput(
        { ...preferenceValues(null), distance: "within", distanceAmount: String(miles) },
        "mile",
      ).distanceKm!;
      expect(km).toBeGreaterThanOrEqual(DISTANCE_KM_MIN);
      expect(km).toBeLessThanOrEqual(DISTANCE_KM_MAX);
    }
  });

  it("shows stored km in miles and sends whole km back, the same miles again", () => {
    const values = preferenceValues(within(48), "mile");
    expect(values.distanceAmount).toBe("30");
    expect(preferencesInput(values, "mile").distanceKm).toBe(48);
    for (const miles of [5, 7, 12, 99, 310]) {
      const km = preferencesInput({ ...values, distanceAmount: String(miles) }, "mile").distanceKm!;
      expect(preferenceValues(within(km), "mile").distanceAmount).toBe(String(miles));
    }
    expect(preferencesInput(preferenceValues(within(37)), "kilometer").distanceKm).toBe(37);
  });

  it("starts a new form at 50 km or 30 miles, and sends what is not a number as such", () => {
    expect(preferenceValues(null, "kilometer").distanceAmount).toBe("50");
    expect(preferenceValues(null, "mile").distanceAmount).toBe("30");
    const typed = { ...preferenceValues(null, "mile"), distance: "within" as const };
    expect(preferencesInput({ ...typed, distanceAmount: "far" }, "mile").distanceKm).toBeNaN();
    expect(preferencesInput({ ...typed, distanceAmount: " " }, "mile").distanceKm).toBeNull();
  });
});
