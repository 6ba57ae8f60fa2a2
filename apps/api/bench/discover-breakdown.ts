/**
 * Where one discover() call's time goes, per kind of viewer, on a database loaded by
 * bench/discover.ts (it loads nothing itself):
 *
 *   BENCH_DISCOVER_DB=tandem_bench pnpm tsx bench/discover-breakdown.ts
 *
 * Each of the loaded viewers, in turn on one connection: discover()'s two statements timed
 * alone (the first: rate limit, viewer, noted likers, last-active update; then the walk),
 * the whole call, then the walk statement's EXPLAIN (ANALYZE, BUFFERS, SUMMARY): planning and execution
 * as Postgres counts them, and the index entries its walk read. Grouped by the walk the
 * viewer's own rule picks (town, gender, everyone) and their distance rule. A script that
 * prints numbers, not a test.
 */
import { performance } from "node:perf_hooks";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import {
  discover,
  discoverFirst,
  discoverQuery,
  discoveryTagSets,
} from "../src/services/matching/discover.js";
import { requireMatchingViewer } from "../src/services/matching/guards.js";

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
  const db = createDb({ connectionString: url.toString(), max: 1 });
  try {
    await sql`DELETE FROM rate_limits`.execute(db);
    const viewers = (
      await sql<{ userId: string; tags: string[] }>`
        SELECT v.user_id, ts.tags FROM bench_viewers v JOIN discovery_tag_sets ts ON ts.id = v.tag_set_id
        ORDER BY v.user_id
      `.execute(db)
    ).rows;
    type Row = Record<string, number>;
    const byKind = new Map<string, Row[]>();
    for (let round = 0; round < rounds; round++) {
      for (const viewer of viewers) {
        const id = viewer.userId;
        const t = (async <T>(fn: () => Promise<T>) => {
          const start = performance.now();
          await fn();
          return performance.now() - start;
        }) as (fn: () => Promise<unknown>) => Promise<number>;
        // Discover's first statement (rate limit, viewer, noted likers, last-active update).
        const first = await t(async () => {
          await discoverFirst(id).execute(db);
        });
        const { side } = await requireMatchingViewer(db, id);
        const tagSets = await discoveryTagSets(db);
        const statement = await t(() =>
          discoverQuery(id, viewer.tags, side, {
            withNoted: false,
            tagSets,
          }).execute(db),
        );
        await sql`DELETE FROM rate_limits WHERE key = ${`discover:${id}`}`.execute(db);
        const whole = await t(() => discover(db, id));
        const { rows } = await sql<{ "QUERY PLAN": [{ Plan: PlanNode } & Row] }>`
          EXPLAIN (ANALYZE, BUFFERS, SUMMARY, FORMAT JSON) ${discoverQuery(id, viewer.tags, side, { withNoted: false, tagSets })}
        `.execute(db);
        const plan = rows[0]!["QUERY PLAN"][0];
        const walk = walked(plan.Plan);
        const kind =
          side.distance === "same-city"
            ? "town (same city)"
            : side.showMe !== "everyone"
              ? `gender (${side.distance})`
              : `everyone (${side.distance})`;
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
