import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_NODE_FLAGS } from "../scripts/node-flags.mjs";
import { loadEnv } from "../src/env.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");
const unitPath = join(root, "ops/systemd/tandem.service");
const unit = readFileSync(unitPath, "utf8");

/** The unit's settings (the last of a repeated key wins, as for systemd). */
const settings = new Map(
  unit
    .split("\n")
    .filter((line) => /^\w+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
);

/** server.ts ends a shutdown that still hangs this long after SHUTDOWN_TIMEOUT_SECONDS. */
const HARD_STOP_AFTER_TIMEOUT_SECONDS = 5;

const systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find(existsSync);

describe("the systemd unit (decision 319)", () => {
  it("waits longer than the drain and the shutdown take before it kills", () => {
    const env = loadEnv({});
    const longestStop =
      env.SHUTDOWN_DRAIN_SECONDS + env.SHUTDOWN_TIMEOUT_SECONDS + HARD_STOP_AFTER_TIMEOUT_SECONDS;
    expect(settings.get("KillSignal")).toBe("SIGTERM");
    expect(Number(settings.get("TimeoutStopSec"))).toBeGreaterThan(longestStop);
  });

  it("restarts after a crash, and starts the build with the API's flags and the tracing preload", () => {
    expect(settings.get("Restart")).toBe("on-failure");
    expect(settings.get("ExecStart")).toBe(
      `/usr/bin/node ${API_NODE_FLAGS.join(" ")} --import ./apps/api/dist/tracing.js apps/api/dist/server.js`,
    );
    expect(settings.get("EnvironmentFile")).toMatch(/^\//);
    expect(settings.get("User")).not.toBe("root");
  });

  it.skipIf(!systemdAnalyze)(
    "passes `systemd-analyze verify` without a warning (skipped where systemd is not installed)",
    () => {
      const result = spawnSync(systemdAnalyze!, ["verify", unitPath], { encoding: "utf8" });
      expect(`${result.stdout}${result.stderr}`.trim()).toBe("");
      expect(result.status).toBe(0);
    },
  );
});
