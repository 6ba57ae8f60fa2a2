import { z } from "zod";
import {
  AGE_GROUPS,
  DISTANCE_RULES,
  GENDERS,
  REPORT_REASONS,
  SHOW_ME,
  USER_ROLES,
  USER_TYPES,
} from "./enum-values.js";

// The schemas of the enums whose values are in enum-values.ts (exported from the package root).

export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const AgeGroupSchema = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof AgeGroupSchema>;

export const ShowMeSchema = z.enum(SHOW_ME);
export type ShowMe = z.infer<typeof ShowMeSchema>;

export const DistanceRuleSchema = z.enum(DISTANCE_RULES);
export type DistanceRule = z.infer<typeof DistanceRuleSchema>;

export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;
