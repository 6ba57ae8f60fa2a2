// Several API processes on one Postgres behind a round-robin proxy, as a load balancer would
// run them: `PROCESSES=2 PORT=3305 DATABASE_URL=postgres://... node scripts/cluster.mjs`.
// The proxy listens on PORT, the processes on PORT+1..PORT+N; all start at once (migrations
// and housekeeping run once: the API takes an advisory lock). Every other variable is passed
// on. SIGTERM/SIGINT stop the processes gracefully, then the proxy. Prints "api <pid> <port>"
// for each process once all answer. API_ENTRY names another build of the server.
import { spawn } from "node:child_process";
import process from "node:process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startRoundRobinProxy } from "./round-robin-proxy.mjs";

const processes = Number(process.env.PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 3000);
if (!process.env.DATABASE_URL) {
  console.error("cluster: set DATABASE_URL: processes can share only a real Postgres.");
  process.exit(1);
}
const serverJs = process.env.API_ENTRY
  ? resolve(process.env.API_ENTRY)
  : fileURLToPath(new URL("../dist/server.js", import.meta.url));
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

const children = Array.from({ length: processes }, (_, i) => {
  const childPort = port + 1 + i;
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: String(childPort), PUBLIC_URL: publicUrl },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`cluster: api on ${childPort} exited (${code ?? signal})`);
      void stop(1);
    }
  });
  return { child, port: childPort };
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
const proxy = await startRoundRobinProxy({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  targets: children.map((c) => `127.0.0.1:${c.port}`),
});
for (const { child, port: childPort } of children) console.log(`api ${child.pid} ${childPort}`);
console.log(`cluster: ${processes} processes behind http://127.0.0.1:${port}`);

let stopping = false;
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
  proxy.close();
  process.exit(code);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
