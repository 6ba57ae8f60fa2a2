import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** The file that says which process has the embedded database open (Postgres's postmaster.pid). */
export const LOCK_FILE = "tandem.pid";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running server?). ` +
        "It can be opened by one process at a time: stop that process first " +
        "(a backup can be taken while it runs: npm run backup).",
    );
    this.name = "DataDirInUseError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process that holds `dataDir`, or undefined when nobody (or a process that ended) does. */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), "utf8"), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined;
}

/**
 * Takes `dataDir` for this process: a pid file made with O_EXCL, so of two processes
 * starting at once one wins. A file left by a process that ended (a crash, kill -9) is
 * taken over. Throws DataDirInUseError while another living process holds it.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, "wx", 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined && holder !== process.pid)
        throw new DataDirInUseError(dataDir, holder);
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off("exit", release);
      // Only our own file: never one another process took over meanwhile.
      if (dataDirHolder(dataDir) === process.pid) rmSync(path, { force: true });
    };
    process.on("exit", release);
    return { release };
  }
  throw new Error(`Could not take the lock file ${path}.`);
}
