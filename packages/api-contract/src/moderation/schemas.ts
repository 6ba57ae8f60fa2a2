import { z } from "zod";
import { Id, IntId, IsoDateTime } from "../common.js";
import { ReportChatExcerptSchema } from "../chat/schemas.js";
import { AgeGroupSchema, GenderSchema, ReportReasonSchema, UserRoleSchema } from "../enums.js";
import { PhotoListSchema } from "../photos/schemas.js";
import { BirthDateSchema } from "../users/schemas.js";

/** Staff actions need a sign-in at most this old (the session's start). */
export const ADMIN_RECENT_SIGN_IN_HOURS = 12;

export const MODERATION_ERROR_REASONS = [
  /** The admin's sign-in is older than ADMIN_RECENT_SIGN_IN_HOURS: sign in again. */
  "RECENT_SIGN_IN_REQUIRED",
  "REPORT_ALREADY_RESOLVED",
] as const;

/** What staff can do with an open report. */
export const REPORT_ACTIONS = ["dismiss", "warn", "suspend"] as const;
export const ReportActionSchema = z.enum(REPORT_ACTIONS);
export type ReportAction = z.infer<typeof ReportActionSchema>;

export const REPORT_RESOLUTIONS = ["dismissed", "warned", "suspended"] as const;
export const ReportResolutionSchema = z.enum(REPORT_RESOLUTIONS);
export type ReportResolution = z.infer<typeof ReportResolutionSchema>;

/** Every kind of row in the audit log. */
export const MODERATION_AUDIT_ACTIONS = [
  "dismiss",
  "warn",
  "suspend",
  "unsuspend",
  "lookup",
  "waitlist-export",
  "waitlist-read",
  "api-token-create",
  "api-token-revoke",
  "birth-date-correct",
  "reward-codes-add",
  "voucher-use",
  "insights-read",
  "reward-edit",
  "webhook-set",
  "webhook-clear",
  "webhook-rotate",
  "webhook-resend",
] as const;
export const ModerationAuditActionSchema = z.enum(MODERATION_AUDIT_ACTIONS);
export type ModerationAuditAction = z.infer<typeof ModerationAuditActionSchema>;

/** A note staff write with every action: why. */
export const ModerationNote = z
  .string()
  .trim()
  .min(1, "Write a note: why you do this.")
  .max(1000, "Use at most 1000 characters.");

/** A person as staff see them in the desk; null when the account was deleted. */
export const ModeratedUserSchema = z.object({
  id: Id,
  email: z.string().nullable(),
  name: z.string().nullable(),
  nickname: z.string().nullable(),
  role: UserRoleSchema,
  suspendedAt: IsoDateTime.nullable(),
});
export type ModeratedUser = z.infer<typeof ModeratedUserSchema>;

/**
 * A person's dating profile as staff see it next to a report or a lookup: their photos, bio
 * and discovery answers (tags; the desk shows each as its question and the answer picked),
 * as they are now. Null for someone without a dating profile.
 */
export const ModeratedProfileSchema = z.object({
  nickname: z.string(),
  gender: GenderSchema,
  ageGroup: AgeGroupSchema,
  city: z.string().nullable(),
  bio: z.string().nullable(),
  photos: PhotoListSchema,
  discoveryTags: z.array(z.string()),
});
export type ModeratedProfile = z.infer<typeof ModeratedProfileSchema>;

export const ModerationReportSchema = z.object({
  id: z.number().int(),
  reporter: ModeratedUserSchema.nullable(),
  reported: ModeratedUserSchema.nullable(),
  /** All reports ever made about the reported person (this one included). */
  reportedCount: z.number().int(),
  reason: ReportReasonSchema,
  details: z.string().nullable(),
  createdAt: IsoDateTime,
  resolution: ReportResolutionSchema.nullable(),
  resolvedAt: IsoDateTime.nullable(),
  /** The conversation's last messages, for a report made from inside the chat. */
  chatExcerpt: ReportChatExcerptSchema.nullable(),
  /** The reported person's dating profile now, so "Fake profile" can be judged at the desk. */
  reportedProfile: ModeratedProfileSchema.nullable(),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
export const ModerationReportListSchema = z.array(ModerationReportSchema);

export const ReportsQueueInputSchema = z
  .object({ status: z.enum(["open", "resolved"]).default("open") })
  .default({ status: "open" });

export const ResolveReportInputSchema = z.object({
  id: IntId,
  action: ReportActionSchema,
  note: ModerationNote,
});
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;

export const UserActionInputSchema = z.object({ id: Id, note: ModerationNote });
export type UserActionInput = z.input<typeof UserActionInputSchema>;

/** Staff correct a person's birth date (decision 270): 18 or over, with why. */
export const CorrectBirthDateInputSchema = UserActionInputSchema.extend({
  birthDate: BirthDateSchema,
});
export type CorrectBirthDateInput = z.input<typeof CorrectBirthDateInputSchema>;

export const UserLookupInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.")),
});
export type UserLookupInput = z.input<typeof UserLookupInputSchema>;

export const UserLookupSchema = ModeratedUserSchema.extend({
  createdAt: IsoDateTime,
  /** "YYYY-MM-DD" as they gave it or staff corrected it; null until asked. */
  birthDate: z.string().nullable(),
  /** They gave a birth date under 18 and were refused (decision 270). */
  underAge: z.boolean(),
  userType: z.string().nullable(),
  paired: z.boolean(),
  reportsAbout: z.number().int(),
  reportsMade: z.number().int(),
  warnings: z.number().int(),
  profile: ModeratedProfileSchema.nullable(),
});
export type UserLookup = z.infer<typeof UserLookupSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: ModeratedUserSchema.pick({ id: true, email: true }).nullable(),
  action: ModerationAuditActionSchema,
  target: ModeratedUserSchema.pick({ id: true, email: true }).nullable(),
  reportId: z.number().int().nullable(),
  note: z.string(),
  createdAt: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditLogSchema = z.array(AuditEntrySchema);
/** The audit log shows this many newest entries. */
export const AUDIT_LOG_PAGE_SIZE = 200;

export const WaitlistRowSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type WaitlistRow = z.infer<typeof WaitlistRowSchema>;
export const WaitlistTableSchema = z.array(WaitlistRowSchema);

export const WaitlistCsvSchema = z.object({ filename: z.string(), csv: z.string() });
export type WaitlistCsv = z.infer<typeof WaitlistCsvSchema>;
