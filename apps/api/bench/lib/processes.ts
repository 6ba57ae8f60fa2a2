import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { API_NODE_FLAGS, tracingImport } from "../../scripts/node-flags.mjs";

export const apiDir = fileURLToPath(new URL("../..", import.meta.url));

/** A free loopback port, found by binding port 0 and letting it go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux); NaN when it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

export interface Child {
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Resident memory in MB, from /proc (Linux). */
  rssMb(): number;
}

/** Starts a Node program as a child process; its output is kept for error messages. */
export function startChild(args: string[], env: Record<string, string | undefined>): Child {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
    rssMb: () => rssMb(child.pid ?? 0),
  };
}

/** Resolves once `url` answers 200, or throws with the child's output after `timeoutMs`. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.process.exitCode !== null) {
      throw new Error(`${url}: the server exited (${child.process.exitCode}):\n${child.output()}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The API build to measure: BENCH_API_ENTRY (another build, to compare) or dist/server.js. */
export const apiEntry = process.env.BENCH_API_ENTRY ?? "dist/server.js";

/** The API's settings as the bench runs it on `port`, production with the demo data; `env` adds to or overrides them. */
function apiEnv(port: number, env: Record<string, string | undefined>) {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    WEB_DIST_DIR: "",
    // The address the bench calls it by: a POST's Origin must be exactly this (origin check).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
}

/** The built API server (`entry`, apiEntry by default) on `port` with `env` (and Node's `nodeArgs`). */
export async function startApi(
  port: number,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
  entry = apiEntry,
) {
  const flags =
    process.env.BENCH_NODE_FLAGS === undefined
      ? API_NODE_FLAGS
      : process.env.BENCH_NODE_FLAGS.split(" ").filter(Boolean);
  const child = startChild(
    [...flags, ...tracingImport(entry), ...nodeArgs, entry],
    apiEnv(port, env),
  );
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

/**
 * Two API processes on one Postgres behind HAProxy on `port` (scripts/cluster.mjs), as
 * production runs them, with the demo data; `env` adds to or overrides the defaults.
 */
export function startCluster(port: number, env: Record<string, string | undefined>): Child {
  return startChild(
    ["scripts/cluster.mjs"],
    apiEnv(port, { PROCESSES: "2", API_ENTRY: apiEntry, ...env }),
  );
}

/**
 * The bench's baseline (`bench/baseline-server.mjs`: bare Fastify, and Fastify + one indexed
 * pg query reading `userId`) in a process of its own on `databaseUrl`, once it answers.
 */
export async function startBaseline(
  databaseUrl: string,
  userId: string,
): Promise<{ child: Child; origin: string }> {
  const port = await freePort();
  const child = startChild(["bench/baseline-server.mjs"], {
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    BASELINE_USER_ID: userId,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, child);
  return { child, origin };
}
