import { z } from "zod";

export const USER_TYPES = ["single", "couple"] as const;
export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const USER_ROLES = ["user", "admin"] as const;
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const GENDERS = ["male", "female", "non-binary", "prefer-not-to-say"] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const AGE_GROUPS = ["18-22", "23-27", "28-32", "33-37", "38-42", "43+"] as const;
export const AgeGroupSchema = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroupSchema>;

/** Who a single wants to meet (decision 120). */
export const SHOW_ME = ["women", "men", "everyone"] as const;
export const ShowMeSchema = z.enum(SHOW_ME);
export type ShowMe = z.infer<typeof ShowMeSchema>;

/** How far: the same town as their profile's city, within a distance of it, or anywhere. */
export const DISTANCE_RULES = ["same-city", "within", "anywhere"] as const;
export const DistanceRuleSchema = z.enum(DISTANCE_RULES);
export type DistanceRule = z.infer<typeof DistanceRuleSchema>;

export const REPORT_REASONS = [
  "spam",
  "inappropriate",
  "harassment",
  "fake_profile",
  "other",
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;
