import { adminProcedure, get, post, router, scoped, type Handler } from "../trpc.js";
import {
  AuditLogSchema,
  CorrectBirthDateInputSchema,
  ModerationReportListSchema,
  ModerationReportSchema,
  ReportsQueueInputSchema,
  ResolveReportInputSchema,
  UserActionInputSchema,
  UserLookupInputSchema,
  UserLookupSchema,
  WaitlistCsvSchema,
  WaitlistTableSchema,
} from "./schemas.js";

export interface ModerationHandlers {
  reports: Handler<typeof ModerationReportListSchema, typeof ReportsQueueInputSchema>;
  resolveReport: Handler<typeof ModerationReportSchema, typeof ResolveReportInputSchema>;
  suspend: Handler<typeof UserLookupSchema, typeof UserActionInputSchema>;
  unsuspend: Handler<typeof UserLookupSchema, typeof UserActionInputSchema>;
  lookup: Handler<typeof UserLookupSchema, typeof UserLookupInputSchema>;
  /** Sets the person's birth date in their place (they cannot change it), audited. */
  correctBirthDate: Handler<typeof UserLookupSchema, typeof CorrectBirthDateInputSchema>;
  auditLog: Handler<typeof AuditLogSchema>;
  waitlist: Handler<typeof WaitlistTableSchema>;
  waitlistCsv: Handler<typeof WaitlistCsvSchema>;
}

/**
 * The moderation desk: staff only, and only with a recent sign-in (403 with the reason
 * RECENT_SIGN_IN_REQUIRED otherwise). Every action is written to the audit log.
 */
export const moderationRouter = (h: ModerationHandlers) =>
  router({
    reports: adminProcedure
      .meta(scoped("moderation:read", get("/api/admin/reports")))
      .input(ReportsQueueInputSchema)
      .output(ModerationReportListSchema)
      .query(({ ctx, input }) => h.reports(ctx, input)),
    resolveReport: adminProcedure
      .meta(post("/api/admin/reports/{id}/resolve"))
      .input(ResolveReportInputSchema)
      .output(ModerationReportSchema)
      .mutation(({ ctx, input }) => h.resolveReport(ctx, input)),
    suspend: adminProcedure
      .meta(post("/api/admin/users/{id}/suspend"))
      .input(UserActionInputSchema)
      .output(UserLookupSchema)
      .mutation(({ ctx, input }) => h.suspend(ctx, input)),
    unsuspend: adminProcedure
      .meta(post("/api/admin/users/{id}/unsuspend"))
      .input(UserActionInputSchema)
      .output(UserLookupSchema)
      .mutation(({ ctx, input }) => h.unsuspend(ctx, input)),
    correctBirthDate: adminProcedure
      .meta(post("/api/admin/users/{id}/birth-date"))
      .input(CorrectBirthDateInputSchema)
      .output(UserLookupSchema)
      .mutation(({ ctx, input }) => h.correctBirthDate(ctx, input)),
    lookup: adminProcedure
      .meta(get("/api/admin/users"))
      .input(UserLookupInputSchema)
      .output(UserLookupSchema)
      .query(({ ctx, input }) => h.lookup(ctx, input)),
    auditLog: adminProcedure
      .meta(get("/api/admin/audit-log"))
      .output(AuditLogSchema)
      .query(({ ctx }) => h.auditLog(ctx)),
    waitlist: adminProcedure
      .meta(scoped("waitlist:read", get("/api/admin/waitlist")))
      .output(WaitlistTableSchema)
      .query(({ ctx }) => h.waitlist(ctx)),
    waitlistCsv: adminProcedure
      .meta(scoped("waitlist:read", get("/api/admin/waitlist/csv")))
      .output(WaitlistCsvSchema)
      .query(({ ctx }) => h.waitlistCsv(ctx)),
  });
