import { afterEach, describe, expect, it } from "vitest";
import { pushOfferDue, rememberPushOffer } from "./push-offer-rule.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.parse("2026-12-02T10:00:00Z");
const couple = (ageMs: number, id = "c1") => ({
  id,
  createdAt: new Date(now - ageMs).toISOString(),
});

afterEach(() => localStorage.clear());

describe("when Home offers to tell the person their partner answered", () => {
  it("offers at the paired moment only: a couple younger than a day, never asked on this device", () => {
    expect(pushOfferDue(couple(5 * 60_000), now)).toBe(true);
    expect(pushOfferDue(couple(23 * HOUR), now)).toBe(true);
    expect(pushOfferDue(couple(25 * HOUR), now)).toBe(false);
  });

  it("after 'Not now', offers once more a week later, then never", () => {
    rememberPushOffer("c1", "not-now", now);
    expect(pushOfferDue(couple(HOUR), now + HOUR)).toBe(false);
    expect(pushOfferDue(couple(HOUR), now + 6 * DAY)).toBe(false);
    expect(pushOfferDue(couple(HOUR), now + 7 * DAY)).toBe(true);
    rememberPushOffer("c1", "not-now", now + 7 * DAY);
    expect(pushOfferDue(couple(HOUR), now + 60 * DAY)).toBe(false);
  });

  it("never again after 'Yes'; a new couple is asked afresh", () => {
    rememberPushOffer("c1", "yes", now);
    expect(pushOfferDue(couple(HOUR), now + 30 * DAY)).toBe(false);
    expect(pushOfferDue(couple(HOUR, "c2"), now)).toBe(true);
  });
});
