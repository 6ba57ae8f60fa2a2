import type { Partner } from "@tandem/api-contract";

const DAY_MS = 24 * 60 * 60 * 1000;

const copy = {
  partner: "Partner",
  day: (n: number) => `Day ${n}`,
  connected: "Connected",
};

type PartnerLike = Pick<Partner, "firstName" | "lastName" | "email"> | null | undefined;

/**
 * The partner's full name, else first name, else the part of the e-mail before "@", else
 * "Partner".
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function partnerName(partner: PartnerLike): string {
  const first = partner?.firstName?.trim() ?? "";
  const last = partner?.lastName?.trim() ?? "";
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = partner?.email?.split("@")[0]?.trim() ?? "";
  return local || copy.partner;
}

/** Whole days since the couple was created, rounded up (a couple paired a minute ago is on day 1). */
export function coupleDay(
  createdAt: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (!createdAt) return null;
  const created = new Date(createdAt).getTime();
  if (Number.isNaN(created)) return null;
  return Math.max(1, Math.ceil((now - created) / DAY_MS));
}

/** 'Day N', or 'Connected' when the creation date is not available. */
export function coupleDayLabel(
  createdAt: string | null | undefined,
  now: number = Date.now(),
): string {
  const day = coupleDay(createdAt, now);
  return day === null ? copy.connected : copy.day(day);
}
