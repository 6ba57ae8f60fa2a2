import type {
  ModerationReport,
  ReportsQueueInputSchema,
  ResolveReportInputSchema,
  SignedInContext,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db, ReportResolution } from "@tandem/db";
import { sql } from "kysely";
import type { Parsed } from "../../lib/parsed.js";
import { writeAudit } from "./audit.js";
import { requireRecentSignIn } from "./guards.js";
import { moderatedProfiles, personColumns } from "./people.js";
import { reportChatExcerpts } from "../chat/index.js";
import { suspendInTransaction } from "./suspension.js";

const RESOLVED_SHOWN = 100;

const RESOLUTION: Record<Parsed<typeof ResolveReportInputSchema>["action"], ReportResolution> = {
  dismiss: "dismissed",
  warn: "warned",
  suspend: "suspended",
};

interface ReportRow {
  id: number;
  reporter: ModerationReport["reporter"];
  reported: ModerationReport["reported"];
  reportedCount: number;
  reason: ModerationReport["reason"];
  details: string | null;
  createdAt: Date;
  resolution: ModerationReport["resolution"];
  resolvedAt: Date | null;
}

function selectReports(db: Db, where: ReturnType<typeof sql>, order: ReturnType<typeof sql>) {
  return sql<ReportRow>`
    SELECT r.id, ${personColumns("reporter")} AS reporter, ${personColumns("reported")} AS reported,
           CASE WHEN r.reported_id IS NULL THEN 1
                ELSE (SELECT count(*)::int FROM reports x WHERE x.reported_id = r.reported_id) END
             AS reported_count,
           r.reason, r.details, r.created_at, r.resolution, r.resolved_at
    FROM reports r
    LEFT JOIN users reporter ON reporter.id = r.reporter_id
    LEFT JOIN users reported ON reported.id = r.reported_id
    WHERE ${where}
    ORDER BY ${order}`.execute(db);
}

/** The rows as the desk shows them, each with its chat excerpt when it has one. */
async function toReports(db: Db, rows: ReportRow[]): Promise<ModerationReport[]> {
  const [excerpts, profiles] = await Promise.all([
    reportChatExcerpts(
      db,
      rows.map((row) => row.id),
    ),
    moderatedProfiles(
      db,
      rows.flatMap((row) => (row.reported ? [row.reported.id] : [])),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    chatExcerpt: excerpts.get(row.id) ?? null,
    reportedProfile: (row.reported && profiles.get(row.reported.id)) || null,
  }));
}

/** Open reports, oldest first (a queue); or the latest resolved ones, newest first. */
export async function listReports(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof ReportsQueueInputSchema>,
  /** The list itself: a read replica may serve it (decision 357). */
  reads: Db = db,
): Promise<ModerationReport[]> {
  await requireRecentSignIn(db, ctx);
  const { rows } =
    input.status === "open"
      ? await selectReports(reads, sql`r.resolved_at IS NULL`, sql`r.created_at, r.id`)
      : await selectReports(
          reads,
          sql`r.resolved_at IS NOT NULL`,
          sql`r.resolved_at DESC, r.id DESC LIMIT ${RESOLVED_SHOWN}`,
        );
  return toReports(reads, rows);
}

/**
 * Closes an open report with a note: dismissed, warned (the warning is the audit row), or
 * suspended (the reported account is suspended in the same transaction). A report is
 * resolved once: the loser of two staff acting at once gets 409 and nothing changes.
 */
export async function resolveReport(
  db: Db,
  ctx: SignedInContext,
  input: Parsed<typeof ResolveReportInputSchema>,
): Promise<ModerationReport> {
  await requireRecentSignIn(db, ctx);
  await db.transaction().execute(async (db) => {
    const closed = await db
      .updateTable("reports")
      .set({
        resolvedAt: sql`now()`,
        resolution: RESOLUTION[input.action],
        resolvedById: ctx.viewer.id,
      })
      .where("id", "=", input.id)
      .where("resolvedAt", "is", null)
      .returning(["id", "reportedId"])
      .executeTakeFirst();
    if (!closed) {
      const exists = await db
        .selectFrom("reports")
        .select("id")
        .where("id", "=", input.id)
        .executeTakeFirst();
      if (!exists) throw notFound("This report does not exist.");
      throw conflict("This report was already handled.", "REPORT_ALREADY_RESOLVED");
    }
    if (input.action !== "dismiss" && !closed.reportedId) {
      throw badRequest("action", "The reported account was deleted: dismiss the report.");
    }
    if (input.action === "suspend") {
      await suspendInTransaction(db, ctx.viewer.id, closed.reportedId!);
    }
    await writeAudit(db, {
      actorId: ctx.viewer.id,
      action: input.action,
      targetUserId: closed.reportedId,
      reportId: closed.id,
      note: input.note,
    });
  });
  const { rows } = await selectReports(db, sql`r.id = ${input.id}`, sql`r.id`);
  return (await toReports(db, rows))[0]!;
}
