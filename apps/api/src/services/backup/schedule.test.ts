import { mkdtempSync } from "node:fs";
import { readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupFileName } from "./backup-file.js";
import { startBackupSchedule } from "./schedule.js";

const HOUR = 60 * 60 * 1000;
const dir = mkdtempSync(join(tmpdir(), "tandem-schedule-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A logger that keeps what was said, by level. */
function listeningLog() {
  const said: { level: string; msg: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      said.push({ level, msg: String(args.find((a) => typeof a === "string") ?? "") });
  const log = { info: at("info"), warn: at("warn"), error: at("error") };
  return { said, log: log };
}

describe("the embedded server's daily backup", () => {
  it("takes one when the last is a day old, keeps the newest few, and warns after two days", async () => {
    let now = Date.parse("2026-12-01T00:00:00Z");
    let failing = false;
    const takeBackup = async () => {
      if (failing) throw new Error("disk full");
      const path = join(dir, backupFileName(new Date(now)));
      await writeFile(path, "backup");
      await utimes(path, now / 1000, now / 1000);
      return { path, bytes: 6, milliseconds: 1, rows: 0, photos: 0 };
    };
    const { said, log } = listeningLog();
    const schedule = startBackupSchedule({ dir, keep: 3, takeBackup, log, now: () => now });
    await schedule.check(); // the first check runs at start
    expect(await readdir(dir)).toHaveLength(1);

    now += 23 * HOUR;
    await schedule.check();
    expect(await readdir(dir)).toHaveLength(1);

    for (let day = 0; day < 4; day++) {
      now += 24 * HOUR;
      await schedule.check();
    }
    const kept = (await readdir(dir)).sort();
    expect(kept).toHaveLength(3);
    expect(kept.at(-1)).toBe(backupFileName(new Date(now)));
    expect(said.filter((s) => s.msg === "daily backup written")).toHaveLength(5);
    expect(said.filter((s) => s.level === "warn")).toHaveLength(0);

    failing = true;
    now += 24 * HOUR;
    await schedule.check();
    expect(said.at(-1)).toEqual({ level: "error", msg: "daily backup failed" });
    now += 25 * HOUR;
    await schedule.check();
    expect(said.at(-1)).toEqual({ level: "warn", msg: "the last good backup is 49 hours old" });
    await schedule.stop();
  });
});
