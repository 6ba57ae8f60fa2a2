import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A primary and its streaming replica, each a Postgres cluster of its own in a temporary
 * folder, made with the machine's Postgres binaries (Debian's postgresql-15): `initdb`, then
 * `pg_basebackup -R -X stream` of it. The machine's own cluster (5432) is left alone: it has
 * no replication line in its pg_hba.conf, and a test must not change it. Postgres refuses to
 * run as root, so as root every command runs as the `postgres` user.
 */
export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  replicaLog: () => string;
  stopReplica(): void;
  destroy(): void;
}

/** The folder of Postgres's server binaries, or null when they are not installed. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "pg_basebackup")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

export function startStreamingPair(options: {
  bin: string;
  primaryPort: number;
  replicaPort: number;
  /**
   * Server settings for both clusters (`name=value`), after the pair's own (fsync off): a
   * bench gives the machine's cluster's, so the pair compares with it.
   */
  settings?: readonly string[];
  /** The replica logs every statement (what the tests read in `replicaLog`); a bench turns it off. */
  logStatements?: boolean;
}): StreamingPair {
  const { bin, primaryPort, replicaPort, settings = [], logStatements = true } = options;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "tandem-replica-"));
  if (asRoot) chownSync(dir, uid("postgres"), gid("postgres"));
  const primaryDir = join(dir, "primary");
  const replicaDir = join(dir, "replica");
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const all = asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    return execFileSync(command, all, {
      cwd: dir,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, LC_ALL: "C.UTF-8", PGCONNECT_TIMEOUT: "5" },
      timeout: 60_000,
    }).toString();
  };
  const started: string[] = [];
  const stop = (dataDir: string) => {
    if (!started.includes(dataDir)) return;
    try {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Already stopped.
    }
    started.splice(started.indexOf(dataDir), 1);
  };
  const destroy = () => {
    stop(replicaDir);
    stop(primaryDir);
    rmSync(dir, { recursive: true, force: true });
  };
  // Sockets in the folder itself; fsync off: nothing here outlives the test.
  const serverOptions = (port: number, extra: readonly string[] = []) =>
    [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`]
      .concat([...extra, ...settings].map((setting) => `-c ${setting}`))
      .join(" ");
  try {
    // The superuser is `root`, as on the machine's own cluster; initdb's pg_hba.conf trusts
    // 127.0.0.1 for replication too (--auth=trust).
    run("initdb", [
      "-D",
      primaryDir,
      "-U",
      "root",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-instructions",
    ]);
    run("pg_ctl", [
      "-D",
      primaryDir,
      "-l",
      join(dir, "primary.log"),
      "-o",
      serverOptions(primaryPort),
      "-w",
      "start",
    ]);
    started.push(primaryDir);
    run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "root",
      "-D",
      replicaDir,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
    ]);
    // Every statement the replica runs is in its log: what proves a read was served there.
    run("pg_ctl", [
      "-D",
      replicaDir,
      "-l",
      join(dir, "replica.log"),
      "-o",
      serverOptions(replicaPort, logStatements ? ["log_statement=all"] : []),
      "-w",
      "start",
    ]);
    started.push(replicaDir);
  } catch (error) {
    const logs = ["primary.log", "replica.log"]
      .map((name) => join(dir, name))
      .filter(existsSync)
      .map((file) => readFileSync(file, "utf8").slice(-2000))
      .join("\n");
    destroy();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`Could not start the streaming pair: ${stderr}\n${logs}`, { cause: error });
  }
  return {
    primaryUrl: `postgres://root@127.0.0.1:${primaryPort}/postgres`,
    replicaUrl: `postgres://root@127.0.0.1:${replicaPort}/postgres`,
    replicaLog: () => readFileSync(join(dir, "replica.log"), "utf8"),
    stopReplica: () => stop(replicaDir),
    destroy,
  };
}

function uid(user: string): number {
  return Number(execFileSync("id", ["-u", user]).toString().trim());
}
function gid(user: string): number {
  return Number(execFileSync("id", ["-g", user]).toString().trim());
}
