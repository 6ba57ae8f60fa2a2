import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./data-dir-lock.js";

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "tandem-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another living process (a stand-in for a running server). */
function otherProcess() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"]);
  return { pid: child.pid!, stop: () => child.kill() };
}

describe("the embedded database's folder lock", () => {
  it("refuses, in words, while another living process holds the folder", () => {
    const dir = newDir();
    const other = otherProcess();
    try {
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(
        `The embedded database in ${dir} is in use by process ${other.pid}`,
      );
      // The holder's file is left as it was.
      expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe(`${other.pid}\n`);
    } finally {
      other.stop();
    }
  });

  it("takes over a file left by a process that ended, and removes its own at release", async () => {
    const dir = newDir();
    const other = otherProcess();
    other.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), "utf8")).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
