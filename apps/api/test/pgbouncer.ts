import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The reference configuration (transaction mode), run as it is. */
export const PGBOUNCER_CONFIG = fileURLToPath(
  new URL("../pgbouncer/pgbouncer.ini", import.meta.url),
);

/** Debian's pgbouncer (`apt-get install -y pgbouncer`; PGBOUNCER_PATH names another), or null. */
export function pgbouncerPath(): string | null {
  const candidates = [process.env.PGBOUNCER_PATH, "/usr/sbin/pgbouncer"];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/**
 * PgBouncer on 127.0.0.1:`port` with the reference config, its database `database` sent to
 * the Postgres of `postgresUrl`, clients trusted as `user`. A small file of our own
 * `%include`s the reference one and sets what differs: the address, trust, and (started as
 * root, which PgBouncer refuses to stay) the user it becomes. A section header after the
 * include would reset its settings, so the database line comes first.
 */
export async function startPgbouncer(options: {
  port: number;
  postgresUrl: URL;
  database: string;
}): Promise<{ stop(): Promise<void>; output: () => string }> {
  const binary = pgbouncerPath();
  if (!binary) throw new Error("PgBouncer is not installed: apt-get install -y pgbouncer.");
  const { hostname, port, username } = options.postgresUrl;
  const dir = mkdtempSync(join(tmpdir(), "tandem-pgbouncer-"));
  chmodSync(dir, 0o755);
  const users = join(dir, "userlist.txt");
  writeFileSync(users, `"${decodeURIComponent(username)}" ""\n`, { mode: 0o644 });
  const config = join(dir, "pgbouncer.ini");
  const runAs = process.getuid?.() === 0 ? "user = postgres\n" : "";
  writeFileSync(
    config,
    `[databases]\n${options.database} = host=${hostname} port=${port || 5432} dbname=${options.database}\n` +
      `%include ${PGBOUNCER_CONFIG}\n` +
      `listen_port = ${options.port}\nunix_socket_dir =\nauth_type = trust\nauth_file = ${users}\n${runAs}`,
    { mode: 0o644 },
  );
  const child = spawn(binary, [config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (let i = 0; !(await accepts(options.port)); i++) {
    if (child.exitCode !== null || i > 100)
      throw new Error(`PgBouncer did not start listening:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
