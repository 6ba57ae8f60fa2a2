import {
  normaliseVoucherCode,
  REWARD_CODES_MAX_LINES,
  REWARD_CODES_TOO_LONG_MESSAGE,
  VOUCHER_CODE_PATTERN,
  type AddedRewardCodes,
  type SignedInContext,
} from "@tandem/api-contract";
import { AppError, badRequest, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { SOURCE_LOCALE } from "@tandem/i18n";
import { writeAudit } from "../moderation/index.js";
import { codesSummary } from "./codes-summary.js";

/** Tandem's own vouchers start so (decision 019): a partner's code never does. */
const TANDEM_PREFIX = "TDM-";
/** A first line whose cell says this is a CSV header, not a code. */
const HEADER_CELLS = new Set(["code", "codes", "voucher", "voucher code", "voucher_code"]);

export interface ParsedRewardCodes {
  codes: string[];
  duplicates: number;
  blank: number;
  malformed: number;
}

/** The first cell of a CSV line: up to a comma, semicolon or tab, or a quoted cell. */
function firstCell(line: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
  if (quoted) return quoted[1]!.replaceAll('""', '"');
  return line.split(/[,;\t]/, 1)[0]!;
}

/**
 * The codes of a paste or a CSV file's text, counted before anything is stored: one code a
 * line (or the first column), a header line skipped, trailing empty lines ignored.
 */
export function parseRewardCodes(text: string): ParsedRewardCodes {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  if (lines.length > REWARD_CODES_MAX_LINES) {
    throw new AppError("PAYLOAD_TOO_LARGE", REWARD_CODES_TOO_LONG_MESSAGE, {
      fields: { text: REWARD_CODES_TOO_LONG_MESSAGE },
    });
  }
  const seen = new Set<string>();
  const parsed: ParsedRewardCodes = { codes: [], duplicates: 0, blank: 0, malformed: 0 };
  lines.forEach((line, index) => {
    const cell = firstCell(line).trim();
    if (index === 0 && HEADER_CELLS.has(cell.toLowerCase())) return;
    if (cell === "") return void parsed.blank++;
    const code = normaliseVoucherCode(cell);
    if (!VOUCHER_CODE_PATTERN.test(code) || code.startsWith(TANDEM_PREFIX)) {
      return void parsed.malformed++;
    }
    if (seen.has(code)) return void parsed.duplicates++;
    seen.add(code);
    parsed.codes.push(code);
  });
  return parsed;
}

/**
 * Adds a partner's codes to a reward's pool (decision 330): the valid new codes are stored,
 * every refused line is counted in the answer, and a paste with no valid new code is a 400
 * that stores nothing. Uploads run one at a time (an advisory lock), so the codes found
 * "already in a pool" are all there is to refuse; the UNIQUE constraint stays the guard.
 */
export async function addRewardCodes(
  db: Db,
  ctx: SignedInContext,
  input: { id: number; text: string },
): Promise<AddedRewardCodes> {
  const parsed = parseRewardCodes(input.text);
  return db.transaction().execute(async (db) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('tandem_reward_codes'))`.execute(db);
    const reward = await db
      .selectFrom("rewards")
      .select(["id", "title"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!reward) throw notFound("Reward not found.");
    const existing =
      parsed.codes.length === 0
        ? []
        : await db
            .selectFrom("rewardCodes as c")
            .innerJoin("rewards as r", "r.id", "c.rewardId")
            .select(["c.code", "r.title"])
            .where("c.code", "=", sql<string>`ANY(${parsed.codes}::text[])`)
            .execute();
    const inPool = new Map<string, number>();
    for (const { title } of existing) inPool.set(title, (inPool.get(title) ?? 0) + 1);
    const taken = new Set(existing.map((row) => row.code));
    const fresh = parsed.codes.filter((code) => !taken.has(code));
    const refused = {
      duplicates: parsed.duplicates,
      blank: parsed.blank,
      malformed: parsed.malformed,
      inPools: [...inPool].map(([rewardTitle, count]) => ({ rewardTitle, count })),
    };
    const message = codesSummary(ctx.language, fresh.length, refused);
    if (fresh.length === 0) throw badRequest("text", message);
    await sql`
      INSERT INTO reward_codes (reward_id, code)
      SELECT ${reward.id}, code FROM unnest(${fresh}::text[]) AS code
    `.execute(db);
    await writeAudit(db, {
      actorId: ctx.viewer.id,
      action: "reward-codes-add",
      note: `Reward "${reward.title}": ${codesSummary(SOURCE_LOCALE, fresh.length, refused)}`,
    });
    const { stock } = await db
      .selectFrom("rewardCodes")
      .select(sql<number>`count(*)::int`.as("stock"))
      .where("rewardId", "=", reward.id)
      .where("claimedAt", "is", null)
      .executeTakeFirstOrThrow();
    return { added: fresh.length, refused, message, stock };
  });
}
