import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEnv } from "../../../scripts/start-env.mjs";
import { API_NODE_FLAGS } from "../scripts/node-flags.mjs";

const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(apiDir, "..", "..");

/** Resolves true when something accepts a TCP connection at host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
  });
}

/** The server started from its source with `npm start`'s settings and Node flags, plus `extra`. */
function startServer(extra: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [...API_NODE_FLAGS, "--conditions=@tandem/source", "--import", "tsx", "src/server.ts"],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        ...startEnv(root, {}),
        DATA_DIR: "memory://",
        WEB_DIST_DIR: "",
        LOG_LEVEL: "warn",
        ...extra,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

async function waitForText(read: () => string, pattern: RegExp, child: ChildProcess) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (pattern.test(read())) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never printed ${pattern}:\n${read()}`);
}

describe("started the way npm start starts it", () => {
  const port = 3000 + Math.floor(Math.random() * 1000) + 20_000;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    server = startServer({ PORT: String(port) });
    await waitForText(server.output, /Demo accounts/, server.child);
  }, 90_000);
  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
  });

  it("is bound to 127.0.0.1 only, and says so", async () => {
    expect(server.output()).toContain(`Listening on 127.0.0.1:${port}`);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === "IPv4")
      .map((a) => a!.address);
    for (const address of others) expect(await accepts(address, port)).toBe(false);
  });

  it("serves Prometheus metrics on PORT + 1000, loopback only, and says where", async () => {
    const metricsPort = port + 1000;
    expect(server.output()).toContain(`Metrics: http://127.0.0.1:${metricsPort}/metrics`);
    await fetch(`http://127.0.0.1:${port}/api/health`);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /^http_server_request_duration_seconds_count\{http_request_method="GET",http_route="\/api\/health",http_response_status_code="200"\} [1-9]/m,
    );
    // Not on the app's port, nor on any other interface.
    const onAppPort = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(onAppPort.headers.get("content-type") ?? "").not.toContain("version=0.0.4");
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === "IPv4")
      .map((a) => a!.address);
    for (const address of others) expect(await accepts(address, metricsPort)).toBe(false);
  });

  it("says it runs production settings with demo data, and why that is safe here", () => {
    expect(server.output()).toMatch(/Mode: local \(listening on loopback only/);
    expect(server.output()).toMatch(/NODE_ENV=production.*demo accounts created/);
  });

  it("runs with the API's Node flags, which this package's own start script gives too", () => {
    // Node refuses a flag it does not know (exit 9): an upgrade that drops one fails here.
    expect(server.child.exitCode).toBeNull();
    const { scripts } = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`node ${API_NODE_FLAGS.join(" ")} dist/server.js`);
  });
});

describe("started with METRICS_PORT=off", () => {
  it("opens no metrics listener, and says so", async () => {
    const port = 3000 + Math.floor(Math.random() * 1000) + 21_000;
    const server = startServer({ PORT: String(port), METRICS_PORT: "off", DEMO_DATA: "false" });
    try {
      await waitForText(server.output, /Metrics: off/, server.child);
      await waitForText(server.output, /Listening on/, server.child);
      expect(await accepts("127.0.0.1", port)).toBe(true);
      expect(await accepts("127.0.0.1", port + 1000)).toBe(false);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 90_000);
});

describe("started reachable from other machines", () => {
  it("refuses to start with no mail and no OIDC, saying what to set", async () => {
    const server = startServer({ PORT: "0", HOST: "0.0.0.0" });
    const code = await server.exited;
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(/HOST is 0\.0\.0\.0.*Set SMTP_URL/s);
  }, 60_000);
});
