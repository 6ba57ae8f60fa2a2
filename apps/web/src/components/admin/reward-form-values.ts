import type { CreateRewardInput, Reward } from "@tandem/api-contract";

/** The reward form's values: text as typed, before the contract's schema reads them. */
export interface RewardFormValues {
  title: string;
  description: string;
  brandName: string;
  pointsCost: string;
  location: string;
  imageUrl: string;
  codesValidUntil: string;
  /** The partner's webhook messages name the person (decision 356). */
  partnerGetsIdentity: boolean;
  /** A town people's locations name ("Lyon, France"); empty: everywhere (decision 358). */
  city: string;
}

export const EMPTY_REWARD_FORM: RewardFormValues = {
  title: "",
  description: "",
  brandName: "",
  pointsCost: "",
  location: "",
  imageUrl: "",
  codesValidUntil: "",
  partnerGetsIdentity: false,
  city: "",
};

/** A reward's values in the form, for editing it. */
export function rewardFormValues(reward: Reward): RewardFormValues {
  return {
    title: reward.title,
    description: reward.description,
    brandName: reward.brandName ?? "",
    pointsCost: String(reward.pointsCost),
    location: reward.location ?? "",
    imageUrl: reward.imageUrl ?? "",
    codesValidUntil: reward.codesValidUntil ?? "",
    partnerGetsIdentity: reward.partnerGetsIdentity,
    city: reward.city ?? "",
  };
}

const optional = (value: string) => value.trim() || null;

/**
 * The form's text as the create-reward input, for the contract's schema to check: the cost
 * parsed as an integer (parseInt, so "25.9" is 25; not given when it is no number, which
 * reads "Required." as the API answers), blanks as null, new rewards active.
 * @see docs/spec/product-spec.md, "Validation rules"
 */
export function toRewardInput(
  values: RewardFormValues,
): Omit<CreateRewardInput, "pointsCost"> & { pointsCost: number | undefined } {
  const pointsCost = Number.parseInt(values.pointsCost.trim(), 10);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    brandName: optional(values.brandName),
    pointsCost: Number.isNaN(pointsCost) ? undefined : pointsCost,
    location: optional(values.location),
    imageUrl: optional(values.imageUrl),
    codesValidUntil: optional(values.codesValidUntil),
    partnerGetsIdentity: values.partnerGetsIdentity,
    city: optional(values.city),
    isActive: true,
  };
}
