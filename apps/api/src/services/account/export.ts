import {
  RATE_LIMITS,
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_PARTS,
  type AccountExport,
  type AccountExportPart,
} from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { ACCOUNT_PARTS } from "./export-account-parts.js";
import { COUPLE_PARTS } from "./export-couple-parts.js";
import { DATING_PARTS } from "./export-dating-parts.js";
import type { Loader } from "./export-loader.js";

/**
 * How each part of "Download my data" is read: one entry per part the contract names
 * (ACCOUNT_EXPORT_PARTS), so the file and its README cannot drift apart. Each reads only
 * rows the person made or gave; another person appears at most by nickname or first name.
 * A new table holding a person's data adds its part to the contract and its loader to the
 * file of its side: export-account-parts.ts, export-couple-parts.ts or
 * export-dating-parts.ts.
 */
export const EXPORT_LOADERS: Record<AccountExportPart, Loader> = {
  ...ACCOUNT_PARTS,
  ...COUPLE_PARTS,
  ...DATING_PARTS,
};

const ABOUT =
  "Everything Tandem stores about you, as of exportedAt. Each key of `data` is one part, described in `readme.parts`. Times are UTC (ISO 8601).";
const NOT_INCLUDED =
  "What other people did or said about you (who liked, passed on, blocked or reported you, and what they wrote) is not included: it is their data. Staff notes about your account are kept in the moderation log and are not part of this file.";

/** "Download my data": one JSON document with a README naming each part. */
export async function exportAccount(
  db: Db,
  userId: string,
  /** Every part's read: a read replica may serve them (decision 357). */
  reads: Db = db,
): Promise<AccountExport> {
  await enforceRateLimit(
    db,
    `account-export:${userId}`,
    RATE_LIMITS.accountExport,
    "You have downloaded your data several times this hour. Try again later.",
  );
  const exists = await reads
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!exists) throw notFound("This account does not exist.");
  const names = Object.keys(ACCOUNT_EXPORT_PARTS) as AccountExportPart[];
  const data: Partial<Record<AccountExportPart, unknown>> = {};
  // One after another: on the embedded database there is one connection.
  for (const name of names) data[name] = await EXPORT_LOADERS[name](reads, userId);
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    readme: { about: ABOUT, notIncluded: NOT_INCLUDED, parts: { ...ACCOUNT_EXPORT_PARTS } },
    // Dates become ISO strings: the file is JSON, and its schema says each part is.
    data: JSON.parse(JSON.stringify(data)) as AccountExport["data"],
  };
}
