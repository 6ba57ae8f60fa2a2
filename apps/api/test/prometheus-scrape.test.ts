import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
// @ts-expect-error: a plain .mjs script without types (used by scripts/cluster.mjs too)
import { haproxyPath, startHaproxy } from "../scripts/haproxy.mjs";
import { API_DIR, freePort, startServerProcess } from "./server-process.js";

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? "/usr/bin/prometheus";

async function waitFor(what: string, ok: () => Promise<boolean>, tries = 600) {
  for (let i = 0; i < tries; i++) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: never`);
}

/** A server process from the source on `databaseUrl`, its metrics on `metricsPort`. */
const startServer = (port: number, metricsPort: number, publicUrl: string, databaseUrl: string) =>
  startServerProcess({
    port,
    env: {
      METRICS_PORT: String(metricsPort),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY_HOPS: "1",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
  });

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

const skipReason =
  inject("databaseKind") !== "postgres"
    ? "two processes share only a real Postgres (TEST_DATABASE_URL)"
    : haproxyPath() === null
      ? "HAProxy is absent (apt-get install haproxy)"
      : !existsSync(PROMETHEUS)
        ? `${PROMETHEUS} is absent (apt-get install prometheus; CI installs it)`
        : null;
if (skipReason) console.warn(`Skipping the Prometheus scrape test: ${skipReason}.`);

describe.skipIf(skipReason !== null)("Prometheus scraping two processes behind HAProxy", () => {
  it("reads back the request rate of both processes from its query API", async () => {
    const [front, apiA, apiB, metricsA, metricsB, promPort] = await Promise.all(
      Array.from({ length: 6 }, freePort),
    );
    const publicUrl = `http://localhost:${front}`;
    const url = new URL(testDatabaseUrl());
    const name = `${url.pathname.slice(1)}_prometheus`;
    const admin = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
    await admin.destroy();
    url.pathname = `/${name}`;

    const servers = [
      startServer(apiA!, metricsA!, publicUrl, url.toString()),
      startServer(apiB!, metricsB!, publicUrl, url.toString()),
    ];
    const dir = mkdtempSync(join(tmpdir(), "tandem-prometheus-"));
    const targets = [`127.0.0.1:${metricsA}`, `127.0.0.1:${metricsB}`];
    writeFileSync(
      join(dir, "prometheus.yml"),
      [
        "global: { scrape_interval: 1s, evaluation_interval: 1s }",
        `rule_files: [${JSON.stringify(join(API_DIR, "prometheus", "alerts.yml"))}]`,
        "scrape_configs:",
        "  - job_name: tandem",
        `    static_configs: [{ targets: ${JSON.stringify(targets)} }]`,
        "",
      ].join("\n"),
    );
    const prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${join(dir, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(dir, "data")}`,
        `--web.listen-address=127.0.0.1:${promPort}`,
      ],
      { stdio: ["ignore", "ignore", "ignore"] },
    );
    const prometheusExited = new Promise((resolve) => prometheus.on("exit", resolve));
    let proxy: { stop(): Promise<void> } | null = null;
    const query = async (promql: string) => {
      const res = await fetch(
        `http://127.0.0.1:${promPort}/api/v1/query?query=${encodeURIComponent(promql)}`,
      );
      return (await res.json()) as QueryAnswer;
    };
    try {
      for (const port of [apiA, apiB])
        await waitFor(
          `the API on ${port}`,
          async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok,
        );
      proxy = (await startHaproxy({
        port: front,
        targets: [`127.0.0.1:${apiA}`, `127.0.0.1:${apiB}`],
      })) as { stop(): Promise<void> };
      await waitFor(
        "Prometheus",
        async () => (await fetch(`http://127.0.0.1:${promPort}/-/ready`)).ok,
      );
      // Both in rotation (HAProxy's checks see them ready), both scraped.
      await waitFor("both targets up", async () => {
        const up = await query('sum(up{job="tandem"})');
        return up.data.result[0]?.value[1] === "2";
      });

      // Calls HAProxy's health checks never make: signed out, each answers 401.
      const call = async (times: number) => {
        for (let i = 0; i < times; i++) {
          const res = await fetch(`http://127.0.0.1:${front}/trpc/user.me`);
          await res.arrayBuffer();
          expect(res.status).toBe(401);
        }
      };
      const series =
        'http_server_request_duration_seconds_count{http_route="/trpc/user.me", http_response_status_code="401"}';
      // A series is born with its first call: scraped once, later calls are its increase.
      await call(10);
      await waitFor("the series scraped on both processes", async () => {
        const counts = (await query(`sum by (instance) (${series})`)).data.result;
        return counts.length === 2;
      });
      await call(60);

      let perProcess: QueryAnswer["data"]["result"] = [];
      await waitFor("the calls counted on both processes", async () => {
        perProcess = (await query(`sum by (instance) (increase(${series}[1m]))`)).data.result;
        return perProcess.length === 2 && perProcess.every((r) => Number(r.value[1]) > 0);
      });
      expect(perProcess.map((r) => r.metric.instance).sort()).toEqual([...targets].sort());
      const rate = await query(
        'sum(rate(http_server_request_duration_seconds_count{http_route="/trpc/user.me"}[1m]))',
      );
      expect(Number(rate.data.result[0]?.value[1])).toBeGreaterThan(0);

      // The alert rules load, and the database is up on both.
      const rules = (await (await fetch(`http://127.0.0.1:${promPort}/api/v1/rules`)).json()) as {
        data: { groups: { rules: unknown[] }[] };
      };
      expect(rules.data.groups.flatMap((g) => g.rules)).toHaveLength(7);
      const up = await query("sum(tandem_database_up)");
      expect(up.data.result[0]?.value[1]).toBe("2");
    } finally {
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill("SIGTERM");
      await Promise.all(servers.map((s) => s.exited));
      await proxy?.stop();
      prometheus.kill("SIGTERM");
      await prometheusExited;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
