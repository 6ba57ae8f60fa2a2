// The API server as a process of its own, started from the source as production runs it:
// for the tests of what only a real process shows (signals, ports, HAProxy, Prometheus,
// tracing's preload, an older release on a newer schema).
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const API_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A loopback port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ServerProcessOptions {
  port: number;
  /** Settings over the defaults (production, loopback, no web build, warnings only). */
  env?: Record<string, string>;
  /** Modules loaded before the server, as `node --import` (tracing's preload). */
  preload?: string[];
}

export function startServerProcess({ port, env = {}, preload = [] }: ServerProcessOptions) {
  const child = spawn(
    process.execPath,
    [
      "--conditions=@tandem/source",
      "--import",
      "tsx",
      ...preload.flatMap((module) => ["--import", module]),
      "src/server.ts",
    ],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        WEB_DIST_DIR: "",
        LOG_LEVEL: "warn",
        ...env,
        PORT: String(port),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    child,
    origin,
    exited,
    /** What it wrote to stdout and stderr so far. */
    output: () => output,
    /** The first 2xx answer of `path`; fails, with the output, if it exits or never answers. */
    async answering(path = "/api/health/ready", seconds = 120): Promise<Response> {
      for (let i = 0; i < seconds * 10; i++) {
        if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
        try {
          const response = await fetch(`${origin}${path}`);
          if (response.ok) return response;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`never answered ${path}:\n${output}`);
    },
    /** SIGTERM, unless it has already exited; its exit code. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;
