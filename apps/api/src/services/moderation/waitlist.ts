import type { SignedInContext, WaitlistCsv, WaitlistRow } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { writeAudit } from "./audit.js";
import { requireRecentSignIn } from "./guards.js";

async function readWaitlist(db: Db): Promise<WaitlistRow[]> {
  const rows = await db
    .selectFrom("waitlistEntries")
    .select(["id", "email", "phoneNumber", "createdAt"])
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const byToken = (ctx: SignedInContext) =>
  ctx.apiToken ? ` with the API token "${ctx.apiToken.name}"` : "";

/** The waitlist, oldest sign-up first; the read is written to the audit log, as the CSV is. */
export async function listWaitlist(
  db: Db,
  ctx: SignedInContext,
  /** The list itself: a read replica may serve it (decision 357); the audit row is written. */
  reads: Db = db,
): Promise<WaitlistRow[]> {
  await requireRecentSignIn(db, ctx);
  const rows = await readWaitlist(reads);
  await writeAudit(db, {
    actorId: ctx.viewer.id,
    action: "waitlist-read",
    note: `Read the waitlist (${rows.length} ${rows.length === 1 ? "entry" : "entries"})${byToken(ctx)}.`,
  });
  return rows;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and with a leading
 * apostrophe when a spreadsheet would read it as a formula (=, +, -, @, tab, CR).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The waitlist as CSV (RFC 4180, CRLF); the download is written to the audit log. */
export async function waitlistCsv(
  db: Db,
  ctx: SignedInContext,
  reads: Db = db,
): Promise<WaitlistCsv> {
  await requireRecentSignIn(db, ctx);
  const rows = await readWaitlist(reads);
  const lines = [
    ["id", "email", "phone_number", "joined_at"].join(","),
    ...rows.map((row) =>
      [row.id, row.email, row.phoneNumber, row.createdAt].map(csvField).join(","),
    ),
  ];
  await writeAudit(db, {
    actorId: ctx.viewer.id,
    action: "waitlist-export",
    note: `Downloaded the waitlist as CSV (${rows.length} ${rows.length === 1 ? "entry" : "entries"})${byToken(ctx)}.`,
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `tandem-waitlist-${day}.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
