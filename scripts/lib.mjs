// Shared by `npm start` and `npm test`: find or install pnpm, install dependencies, run commands.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM_VERSION = "10.34.9";
const localPnpm = join(root, ".tools", "node_modules", ".bin", "pnpm");

function pnpmWorks(command) {
  try {
    const version = execFileSync(command, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return version.trim().startsWith("10.");
  } catch {
    return false;
  }
}

/** pnpm 10 from PATH, else one installed into .tools/ with npm (no global install needed). */
export function findPnpm() {
  if (pnpmWorks("pnpm")) return "pnpm";
  if (!existsSync(localPnpm) || !pnpmWorks(localPnpm)) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
    mkdirSync(join(root, ".tools"), { recursive: true });
    run("npm", [
      "install",
      "--prefix",
      join(root, ".tools"),
      "--no-audit",
      "--no-fund",
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  return localPnpm;
}

/** Installs the workspace's dependencies when they are missing or older than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = join(root, "node_modules", ".modules.yaml");
  const lockfile = join(root, "pnpm-lock.yaml");
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log("Installing dependencies ...");
  run(pnpm, ["install", "--frozen-lockfile"]);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.status !== 0) {
    const code = result.status ?? 1;
    console.error(`\n${command} ${args.join(" ")} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Runs a long-lived child, forwarding Ctrl-C / SIGTERM, and exits with its code. */
export function runForeground(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
