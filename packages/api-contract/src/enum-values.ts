// The values of the contract's enums, without zod: a screen that lists or compares them
// (an age group's options, a report's reasons) does not bring zod into a browser's first
// load (docs/pages.md). Their schemas and types are in enums.ts.

export const USER_TYPES = ["single", "couple"] as const;

export const USER_ROLES = ["user", "admin"] as const;

export const GENDERS = ["male", "female", "non-binary", "prefer-not-to-say"] as const;

export const AGE_GROUPS = ["18-22", "23-27", "28-32", "33-37", "38-42", "43+"] as const;

/** Who a single wants to meet (decision 120). */
export const SHOW_ME = ["women", "men", "everyone"] as const;

/** How far: the same town as their profile's city, within a distance of it, or anywhere. */
export const DISTANCE_RULES = ["same-city", "within", "anywhere"] as const;

export const REPORT_REASONS = [
  "spam",
  "inappropriate",
  "harassment",
  "fake_profile",
  "other",
] as const;
