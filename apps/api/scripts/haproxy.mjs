// Starts Debian's HAProxy (`apt-get install -y haproxy`; HAPROXY_PATH names another binary)
// with the reference config, haproxy/haproxy.cfg, in front of two API processes: used by
// scripts/cluster.mjs (the e2e cluster, the bench) and the drain test. Nothing is copied or
// generated: the addresses go in through the environment the config reads.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

export const HAPROXY_CONFIG = fileURLToPath(new URL("../haproxy/haproxy.cfg", import.meta.url));

/** The haproxy binary: HAPROXY_PATH, Debian's /usr/sbin/haproxy, or null. */
export function haproxyPath() {
  const candidates = [process.env.HAPROXY_PATH, "/usr/sbin/haproxy", "/usr/local/sbin/haproxy"];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

const accepts = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/**
 * HAProxy on `host:port` in front of `targets` ("host:port" each, two of them). Resolves once
 * it accepts connections, to `{ process, stop() }`; it writes its warnings to stderr.
 */
export async function startHaproxy({ host = "127.0.0.1", port, targets }) {
  const binary = haproxyPath();
  if (!binary)
    throw new Error("HAProxy is not installed: apt-get install -y haproxy (or set HAPROXY_PATH).");
  if (targets.length !== 2)
    throw new Error(`haproxy/haproxy.cfg names two API processes; ${targets.length} were given.`);
  const child = spawn(binary, ["-db", "-f", HAPROXY_CONFIG], {
    env: {
      ...process.env,
      TANDEM_BIND: `${host}:${port}`,
      TANDEM_API_1: targets[0],
      TANDEM_API_2: targets[1],
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; !(await accepts(host, port)); i++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    if (i > 100) throw new Error("haproxy did not start listening");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
