import { describe, expect, it } from "vitest";
import { shareInTurns, type TurnsResult } from "../bench/lib/load.js";

/** A load measured in turns, only its rates filled in. */
function turns(turnRps: number[]): TurnsResult {
  const rps = turnRps.reduce((sum, r) => sum + r, 0) / turnRps.length;
  return { rps, turnRps, p50: 0, p95: 0, p99: 0, total: 0, statuses: {}, errors: 0 };
}

describe("a share measured in turns", () => {
  it("is the ratio of the two rates, with the standard error of its turn-by-turn ratios", () => {
    const { share, error } = shareInTurns(turns([90, 110, 100]), turns([100, 100, 100]));
    expect(share).toBeCloseTo(1);
    // Ratios 0.9, 1.1, 1.0: standard deviation 0.1, over the square root of three turns.
    expect(error).toBeCloseTo(0.1 / Math.sqrt(3));
  });

  it("has no error it could state from a single turn", () => {
    const { share, error } = shareInTurns(turns([50]), turns([100]));
    expect(share).toBeCloseTo(0.5);
    expect(error).toBeNaN();
  });
});
