import { AUDIT_LOG_PAGE_SIZE, type AuditEntry } from "@tandem/api-contract";
import type { Database, Db, ModerationAction } from "@tandem/db";
import type { Transaction } from "kysely";

/** Appends one staff action to the audit log (in the action's own transaction). */
export async function writeAudit(
  db: Transaction<Database> | Db,
  entry: {
    actorId: string;
    action: ModerationAction;
    targetUserId?: string | null;
    reportId?: number | null;
    note: string;
  },
): Promise<void> {
  await db
    .insertInto("moderationAuditLog")
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetUserId: entry.targetUserId ?? null,
      reportId: entry.reportId ?? null,
      note: entry.note,
    })
    .execute();
}

/** The newest entries of the audit log, newest first. Nobody can change them (migration). */
export async function listAuditLog(db: Db): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("moderationAuditLog as l")
    .leftJoin("users as actor", "actor.id", "l.actorId")
    .leftJoin("users as target", "target.id", "l.targetUserId")
    .select([
      "l.id",
      "l.action",
      "l.reportId",
      "l.note",
      "l.createdAt",
      "actor.id as actorId",
      "actor.email as actorEmail",
      "target.id as targetId",
      "target.email as targetEmail",
    ])
    .orderBy("l.createdAt", "desc")
    .orderBy("l.id", "desc")
    .limit(AUDIT_LOG_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    reportId: row.reportId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId ? { id: row.actorId, email: row.actorEmail } : null,
    target: row.targetId ? { id: row.targetId, email: row.targetEmail } : null,
  }));
}
