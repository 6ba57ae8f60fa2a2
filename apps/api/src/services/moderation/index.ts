// The moderation domain (`moderation.*` procedures): the staff desk. Every function checks
// the admin's recent sign-in (guards.ts) and writes its action to the audit log.
export { asRecentAdmin, requireRecentSignIn } from "./guards.js";
export { listAuditLog, writeAudit } from "./audit.js";
export { listReports, resolveReport } from "./reports.js";
export { lookUpUser, suspendUser, unsuspendUser } from "./suspension.js";
export { correctBirthDate } from "./birth-date.js";
export { listWaitlist, waitlistCsv } from "./waitlist.js";
