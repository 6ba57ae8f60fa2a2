import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createMetrics } from "../src/metrics/metrics.js";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const rulesDir = join(apiDir, "prometheus");
const PROMTOOL = process.env.PROMTOOL_PATH ?? "/usr/bin/promtool";
const hasPromtool = existsSync(PROMTOOL);
if (!hasPromtool)
  console.warn(
    `Skipping the alert rules' promtool tests: ${PROMTOOL} is absent (apt-get install prometheus; CI installs it).`,
  );

/** Every metric name the server exports, histograms' series included. */
async function exportedNames(): Promise<Set<string>> {
  const text = await createMetrics().registry.metrics();
  const names = new Set<string>(["up"]); // Prometheus's own, per target
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === "histogram")
      for (const suffix of ["_bucket", "_count", "_sum"]) names.add(`${name}${suffix}`);
  }
  return names;
}

/** The metric names a PromQL text uses (ours and Node's: their prefixes). */
function namesIn(text: string): string[] {
  const found = text.match(/\b(?:http_server|db_client|tandem|nodejs|process)_[a-z0-9_]+/g) ?? [];
  return [...new Set(found)];
}

describe("the alert rules and the dashboard", () => {
  it.skipIf(!hasPromtool)("pass promtool's rule check and their unit tests", async () => {
    const run = promisify(execFile);
    await run(PROMTOOL, ["check", "rules", "alerts.yml"], { cwd: rulesDir });
    const { stdout } = await run(PROMTOOL, ["test", "rules", "alerts.test.yml"], {
      cwd: rulesDir,
    });
    expect(stdout).toContain("SUCCESS");
  });

  it("name only metrics the server exports", async () => {
    const exported = await exportedNames();
    const alerts = readFileSync(join(rulesDir, "alerts.yml"), "utf8");
    const dashboard = JSON.parse(readFileSync(join(apiDir, "grafana", "tandem.json"), "utf8")) as {
      panels: { targets: { expr: string }[] }[];
    };
    const queries = dashboard.panels.flatMap((panel) => panel.targets.map((t) => t.expr));
    const named = [...namesIn(alerts), ...queries.flatMap(namesIn)];
    // The check reads something: every alert and most panels name one of ours.
    expect(named).toContain("tandem_database_up");
    expect(named).toContain("http_server_request_duration_seconds_bucket");
    expect(named.filter((name) => !exported.has(name))).toEqual([]);
  });
});
