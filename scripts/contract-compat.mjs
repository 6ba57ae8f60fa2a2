// Is this contract compatible with the last release? Builds both versions' public types and
// OpenAPI documents from their sources, compares them (decision 362) and prints each breaking
// change in words. Breaking changes fail unless the major version went up: in
// packages/api-contract/package.json, or in a pending changeset marked "major" for it.
//   node scripts/contract-compat.mjs                 against the last release
//   node scripts/contract-compat.mjs --base <rev>    against any commit
//   node scripts/contract-compat.mjs --old <dir> --new <dir>   two contract folders (tests)
// The last release is the newest first-parent commit before HEAD that changed the
// contract's version (as scripts/previous-release.mjs finds Tandem's): a plain clone, no tags
// and no registry needed. Both versions are copied under packages/api-contract/.compat/<pid>/, so
// they load with the workspace's zod, tRPC and TypeScript.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { root } from "./lib.mjs";
import { compareOpenApi } from "./contract-compat/openapi.mjs";
import { compareTypes } from "./contract-compat/types.mjs";

const CONTRACT = "packages/api-contract";
/** Where the OpenAPI generator lives, newest place first (it moved into src/http/). */
const OPENAPI_PLACES = ["apps/api/src/http/openapi.ts", "apps/api/src/openapi.ts"];
const OPENAPI = OPENAPI_PLACES.find((place) => existsSync(join(root, place))) ?? OPENAPI_PLACES[0];
/** The generator's place at a commit. */
const openapiAt = (commit) =>
  OPENAPI_PLACES.find((place) => {
    try {
      execFileSync("git", ["cat-file", "-e", `${commit}:${place}`], { cwd: root, stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  }) ?? OPENAPI;
const contractRoot = join(root, CONTRACT);
const started = Date.now();
const say = (line) => console.log(`contract-compat: ${line}`);
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const git = (...args) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const versionAt = (commit) => {
  try {
    return JSON.parse(git("show", `${commit}:${CONTRACT}/package.json`)).version;
  } catch {
    return undefined;
  }
};

/** The newest first-parent commit before HEAD that changed the contract's version. */
function lastRelease() {
  if (git("rev-parse", "--is-shallow-repository").trim() === "true") {
    say("a shallow clone: fetching the history to find the last release");
    git("fetch", "--quiet", "--unshallow");
  }
  const head = git("rev-parse", "HEAD").trim();
  const log = git("log", "--first-parent", "--format=%H", "--", `${CONTRACT}/package.json`);
  for (const commit of log.split("\n")) {
    if (!commit || commit === head) continue;
    const version = versionAt(commit);
    if (version && version !== "0.0.0" && version !== versionAt(`${commit}^`))
      return { commit, version };
  }
  return undefined;
}

/** The highest bump pending changesets ask of the contract: "major", "minor", ... or none. */
function pendingBump(changesetDir) {
  if (!existsSync(changesetDir)) return undefined;
  const bumps = readdirSync(changesetDir)
    .filter((file) => file.endsWith(".md") && file !== "README.md")
    .map((file) => readFileSync(join(changesetDir, file), "utf8"))
    .map((text) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "")
    .map((head) => /["']?@tandem\/api-contract["']?\s*:\s*(major|minor|patch)/.exec(head)?.[1]);
  return ["major", "minor", "patch"].find((bump) => bumps.includes(bump));
}

const work = join(contractRoot, ".compat", String(process.pid));
mkdirSync(work, { recursive: true });
const cleanUp = () => rmSync(work, { recursive: true, force: true });
process.on("exit", cleanUp);

/** Lays one version out as work/<side>/{package.json, src/, openapi.ts}. */
function layOut(side, { dir, commit, openapi }) {
  const target = join(work, side);
  mkdirSync(target, { recursive: true });
  if (commit) {
    const generator = openapiAt(commit);
    const archive = execFileSync(
      "git",
      ["archive", commit, `${CONTRACT}/src`, `${CONTRACT}/package.json`, generator],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    execFileSync("tar", ["-x", "-C", target, "--strip-components=2", CONTRACT], { input: archive });
    const strip = String(generator.split("/").length - 1);
    execFileSync("tar", ["-x", "-C", target, `--strip-components=${strip}`, generator], {
      input: archive,
    });
  } else {
    cpSync(join(dir, "src"), join(target, "src"), { recursive: true });
    cpSync(join(dir, "package.json"), join(target, "package.json"));
    cpSync(openapi, join(target, "openapi.ts"));
  }
  // The generator imports the contract by its package name: point it at this version.
  const generator = join(target, "openapi.ts");
  writeFileSync(
    generator,
    readFileSync(generator, "utf8")
      .replaceAll('"@tandem/api-contract/package.json"', '"./package.json"')
      .replaceAll('"@tandem/api-contract/server"', '"./src/server.ts"')
      .replaceAll('"@tandem/api-contract"', '"./src/index.ts"'),
  );
  return JSON.parse(readFileSync(join(target, "package.json"), "utf8")).version;
}

const tsx = createRequire(join(root, "apps/api/package.json")).resolve("tsx/cli");
const describe = (side) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        tsx,
        join(root, "scripts/contract-compat/describe-contract.ts"),
        join(work, side),
        join(work, side, "openapi.ts"),
      ],
      {
        cwd: contractRoot,
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
      },
    ),
  );

const oldDir = argument("--old");
let oldVersion, newVersion, bump;
if (oldDir) {
  const newDir = argument("--new");
  if (!newDir) throw new Error("--old needs --new");
  const openapi = argument("--openapi") ?? join(root, OPENAPI);
  oldVersion = layOut("old", { dir: oldDir, openapi });
  newVersion = layOut("new", { dir: newDir, openapi });
  bump = pendingBump(join(newDir, ".changeset"));
  say(`${oldDir} (${oldVersion}) against ${newDir} (${newVersion})`);
} else {
  const base = argument("--base");
  const release = base
    ? { commit: git("rev-parse", base).trim(), version: versionAt(base) }
    : lastRelease();
  if (!release) {
    say("no release of the contract before this commit: nothing to compare (passed)");
    process.exit(0);
  }
  oldVersion = layOut("old", { commit: release.commit });
  newVersion = layOut("new", { dir: contractRoot, openapi: join(root, OPENAPI) });
  bump = pendingBump(join(root, ".changeset"));
  say(
    `the last release ${release.version} (${release.commit.slice(0, 12)}) against ${newVersion} here`,
  );
}

const [before, after] = [describe("old"), describe("new")];
const phase = (name) =>
  process.env.COMPAT_TIMES && say(`${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
phase("described");
const breaking = [];
const now = new Map(after.procedures.map((p) => [p.name, p.type]));
for (const { name, type } of before.procedures) {
  if (!now.has(name)) breaking.push(`procedure ${name} (${type}) was removed`);
  else if (now.get(name) !== type)
    breaking.push(`procedure ${name} is a ${now.get(name)}, was a ${type}`);
}
breaking.push(...compareOpenApi(before.openapi, after.openapi));
phase("openapi compared");
const shared = before.procedures.map((p) => p.name).filter((name) => now.has(name));
breaking.push(...compareTypes({ work, procedures: shared, resolveFrom: contractRoot }));

const major = (version) => Number(version.split(".")[0]);
const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;
const counted = `${before.procedures.length} → ${after.procedures.length} procedures`;
if (breaking.length === 0) {
  say(`no breaking change (${counted}, ${seconds}): passed`);
  process.exit(0);
}
for (const change of breaking) console.log(`  breaking: ${change}`);
if (major(newVersion) > major(oldVersion)) {
  say(
    `${breaking.length} breaking changes, and ${newVersion} is a new major version: passed (${seconds})`,
  );
} else if (bump === "major") {
  say(
    `${breaking.length} breaking changes, and a pending changeset makes the next version major: passed (${seconds})`,
  );
} else {
  console.error(
    `\ncontract-compat: FAILED: ${breaking.length} breaking changes since ${oldVersion}, and ${newVersion} is not a new major version.\n` +
      "Keep the old procedure, field or value (deprecated, see the contract's README), or add a changeset that bumps @tandem/api-contract to major.",
  );
  process.exit(1);
}
