// Shared by `npm start` and `npm test`: install pnpm locally, install dependencies, run
// commands. A newcomer's machine has Node and npm only, so pnpm lives in .tools/ and every
// child process (turbo, vite, vitest, playwright, the server) gets a PATH that finds it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
/** The pnpm that `packageManager` names; turbo insists on finding this one on PATH. */
const PNPM_VERSION = rootPackage.packageManager.replace(/^pnpm@/, "");
const toolsDir = join(root, ".tools");
const toolsBin = join(toolsDir, "node_modules", ".bin");
const localPnpm = join(toolsBin, "pnpm");

/** The environment of every child: the local pnpm and the workspace's tools come first. */
export const childEnv = {
  ...process.env,
  PATH: [toolsBin, join(root, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter),
};

function installedPnpmVersion() {
  const manifest = join(toolsDir, "node_modules", "pnpm", "package.json");
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

/**
 * The pnpm of `packageManager`, installed into .tools/ with npm when missing. Always this
 * one, even when the machine has another on PATH: the path a newcomer takes is the only one.
 */
export function findPnpm() {
  if (installedPnpmVersion() !== PNPM_VERSION || !existsSync(localPnpm)) {
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
    mkdirSync(toolsDir, { recursive: true });
    run("npm", [
      "install",
      "--prefix",
      toolsDir,
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
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

/** The child's environment: ours, `extra` on top, and always the PATH that finds the tools. */
const envWith = (extra) => ({ ...childEnv, ...extra, PATH: childEnv.PATH });

/** Runs a command to its end; `options.env` holds only what to add to ours. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: envWith(options.env),
  });
  if (result.status !== 0) {
    const code = result.status ?? 1;
    console.error(`\n${command} ${args.join(" ")} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Runs a long-lived child, forwarding Ctrl-C / SIGTERM, and exits with its code. */
export function runForeground(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: envWith(options.env),
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
