// Two API processes on one Postgres behind HAProxy with the reference config
// (haproxy/haproxy.cfg, health checks on /api/health/ready), as in production:
// `PORT=3305 DATABASE_URL=postgres://... node scripts/cluster.mjs`. HAProxy listens on PORT,
// the processes on free loopback ports; both start at once (migrations and housekeeping run
// once: the API takes an advisory lock). Every other variable is passed on (TRUST_PROXY_HOPS
// is 1 unless set). SIGTERM/SIGINT stop the processes gracefully (they drain), then HAProxy.
// Prints "api <pid> <port>" for each process once all answer. API_ENTRY names another build of the server;
// RESET_DATABASE=true empties the database's public schema first (tests only); API_NODE_ARGS
// adds Node options to each process after the API's own (node-flags.mjs; the bench loads its
// heap probe with it). Each process's metrics listener gets a free loopback port of its own
// (METRICS_PORT=off turns them off), printed as "metrics <pid> <address>".
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import process from "node:process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startHaproxy } from "./haproxy.mjs";
import { API_NODE_FLAGS } from "./node-flags.mjs";

const processes = Number(process.env.PROCESSES ?? 2);
if (processes !== 2) {
  console.error("cluster: haproxy/haproxy.cfg names two API processes; PROCESSES must be 2.");
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
if (!process.env.DATABASE_URL) {
  console.error("cluster: set DATABASE_URL: processes can share only a real Postgres.");
  process.exit(1);
}
if (process.env.RESET_DATABASE === "true") {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  await client.end();
}
const serverJs = process.env.API_ENTRY
  ? resolve(process.env.API_ENTRY)
  : fileURLToPath(new URL("../dist/server.js", import.meta.url));
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

/** A free loopback port, found by binding port 0 and letting it go. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

let stopping = false;
let proxy = null;
const ports = [];
for (let i = 0; i < processes; i++) ports.push(await freePort());
const metricsOff = process.env.METRICS_PORT === "off";
const metricsPorts = [];
for (let i = 0; i < processes; i++) metricsPorts.push(metricsOff ? "off" : await freePort());
const children = ports.map((childPort, index) => {
  const nodeArgs = (process.env.API_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...API_NODE_FLAGS, ...nodeArgs, serverJs], {
    env: {
      TRUST_PROXY_HOPS: "1",
      ...process.env,
      PORT: String(childPort),
      METRICS_PORT: String(metricsPorts[index]),
      PUBLIC_URL: publicUrl,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`cluster: api on ${childPort} exited (${code ?? signal})`);
      void stop(1);
    }
  });
  return { child, port: childPort, metricsPort: metricsPorts[index] };
});

async function answers(childPort) {
  try {
    return (await fetch(`http://127.0.0.1:${childPort}/api/health`)).ok;
  } catch {
    return false;
  }
}
for (const { port: childPort } of children) {
  while (!(await answers(childPort))) await new Promise((r) => setTimeout(r, 100));
}
proxy = await startHaproxy({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  targets: children.map((c) => `127.0.0.1:${c.port}`),
});
for (const { child, port: childPort, metricsPort } of children) {
  console.log(`api ${child.pid} ${childPort}`);
  if (!metricsOff) console.log(`metrics ${child.pid} http://127.0.0.1:${metricsPort}/metrics`);
}
console.log(`cluster: ${processes} processes behind HAProxy at http://127.0.0.1:${port}`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", resolve);
          child.kill("SIGTERM");
        }),
    ),
  );
  await proxy?.stop();
  process.exit(code);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
