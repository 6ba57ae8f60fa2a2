/**
 * Where one discover() call's time goes, per kind of viewer, on a database loaded by
 * bench/discover.ts (it loads nothing itself):
 *
 *   BENCH_DISCOVER_DB=tandem_bench pnpm tsx bench/discover-breakdown.ts
 *
 * Each of the loaded viewers, in turn on one connection: one discover() call, through the
 * matching domain's index, with the two statements it sent timed as sent (the first: rate
 * limit, viewer, noted likers, last-active update; then the walk; lib/recorded-statements.ts),
 * the whole call, then that walk statement's EXPLAIN (ANALYZE, BUFFERS, SUMMARY): planning and execution
 * as Postgres counts them, and the index entries its walk read. Grouped by the walk the
 * viewer's own rule picks (town, gender, everyone) and their distance rule. A script that
 * prints numbers, not a test.
 */
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { discover } from "../src/services/matching/index.js";
import { explain, recordingDb, statementWith } from "./lib/recorded-statements.js";

const BENCH_DB = process.env.BENCH_DISCOVER_DB ?? "tandem_bench";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN;
};

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Heap Fetches"?: number;
  Plans?: PlanNode[];
}

/** Index entries read by the walk (index-only scans of matching_profiles' walk indexes). */
function walked(node: PlanNode, into = { entries: 0, loops: 0, heapFetches: 0, index: "" }) {
  if (
    node["Node Type"] === "Index Only Scan" &&
    /matching_profiles_(discover|discoverable)/.test(node["Index Name"] ?? "")
  ) {
    into.entries += (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 0);
    into.loops += node["Actual Loops"] ?? 0;
    into.heapFetches += node["Heap Fetches"] ?? 0;
    into.index = [into.index, node["Index Name"]!.replace("matching_profiles_", "")]
      .filter(Boolean)
      .join("+");
  }
  for (const child of node.Plans ?? []) walked(child, into);
  return into;
}

async function main() {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DB}`;
  const { db, take } = recordingDb(url.toString(), 1);
  try {
    await sql`DELETE FROM rate_limits`.execute(db);
    const viewers = (
      await sql<{ userId: string; distance: string; showMe: string }>`
        SELECT v.user_id, p.distance, p.show_me
        FROM bench_viewers v JOIN matching_profiles p ON p.user_id = v.user_id
        ORDER BY v.user_id
      `.execute(db)
    ).rows;
    type Row = Record<string, number>;
    const byKind = new Map<string, Row[]>();
    for (let round = 0; round < rounds; round++) {
      for (const viewer of viewers) {
        const id = viewer.userId;
        await sql`DELETE FROM rate_limits WHERE key = ${`discover:${id}`}`.execute(db);
        take();
        const start = performance.now();
        await discover(db, id);
        const whole = performance.now() - start;
        // The call's two statements as it sent them: the first (rate limit, viewer, noted
        // likers, last-active update), then the walk, each timed by the database's driver.
        const sent = take();
        const first = statementWith(sent, "WITH hit AS").ms;
        const walkStatement = statementWith(sent, "walk AS (");
        const statement = walkStatement.ms;
        const rows = await explain<{ "QUERY PLAN": [{ Plan: PlanNode } & Row] }>(
          db,
          walkStatement,
          "ANALYZE, BUFFERS, SUMMARY, FORMAT JSON",
        );
        const plan = rows[0]!["QUERY PLAN"][0];
        const walk = walked(plan.Plan);
        const kind =
          viewer.distance === "same-city"
            ? "town (same city)"
            : viewer.showMe !== "everyone"
              ? `gender (${viewer.distance})`
              : `everyone (${viewer.distance})`;
        const list = byKind.get(kind) ?? [];
        list.push({
          first,
          statement,
          whole,
          planning: plan["Planning Time"]!,
          execution: plan["Execution Time"]!,
          entries: walk.entries,
          loops: walk.loops,
          heapFetches: walk.heapFetches,
          sharedHit: (plan.Plan as unknown as Row)["Shared Hit Blocks"] ?? 0,
          sharedRead: (plan.Plan as unknown as Row)["Shared Read Blocks"] ?? 0,
        });
        byKind.set(kind, list);
      }
    }
    const prepared = await sql<{ name: string; genericPlans: number; customPlans: number }>`
      SELECT name, generic_plans, custom_plans FROM pg_prepared_statements
      WHERE statement LIKE '%walk AS%' ORDER BY name
    `.execute(db);
    console.log(
      `\n${BENCH_DB}, ${viewers.length} viewers x ${rounds} rounds, medians (ms) per kind of viewer; p95 of the whole call:\n`,
    );
    const columns = [
      "first",
      "statement",
      "whole",
      "planning",
      "execution",
      "entries",
      "loops",
      "heapFetches",
      "sharedHit",
      "sharedRead",
    ];
    console.log(`| kind | viewers | ${columns.join(" | ")} | whole p95 |`);
    console.log(`| --- | ---: |${columns.map(() => " ---: |").join("")} ---: |`);
    const all: Row[] = [];
    for (const [kind, list] of [...byKind.entries()].sort()) {
      all.push(...list);
      console.log(
        `| ${kind} | ${list.length / rounds} | ${columns
          .map((c) =>
            median(list.map((r) => r[c]!)).toFixed(c.match(/entries|loops|heap|shared/) ? 0 : 2),
          )
          .join(" | ")} | ${p95(list.map((r) => r.whole!)).toFixed(2)} |`,
      );
    }
    console.log(
      `| all | ${all.length / rounds} | ${columns
        .map((c) =>
          median(all.map((r) => r[c]!)).toFixed(c.match(/entries|loops|heap|shared/) ? 0 : 2),
        )
        .join(" | ")} | ${p95(all.map((r) => r.whole!)).toFixed(2)} |`,
    );
    console.log("\nPrepared discover statements (generic vs custom plans):", prepared.rows);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
