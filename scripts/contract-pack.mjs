// `npm run contract:pack`: the contract package as other teams install it. Works on a machine
// with Node and npm only (pnpm is installed into .tools/ when missing, like `npm start`).
// Builds packages/api-contract, packs it with pnpm (which applies `publishConfig`), checks
// the packed manifest, and writes two copies of the tarball:
//   .packs/tandem-api-contract-<version>.tgz   to hand to a team
//   .packs/tandem-api-contract.tgz             the newest, for examples/contract-consumer
//   npm run contract:pack -- <folder>          writes them to <folder> instead
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { childEnv, ensureDependencies, findPnpm, root } from "./lib.mjs";

const destination = resolve(process.argv[2] ?? join(root, ".packs"));
const packageDir = join(root, "packages", "api-contract");

const pnpm = findPnpm();
ensureDependencies(pnpm);
mkdirSync(destination, { recursive: true });

const packed = spawnSync(pnpm, ["pack", "--json", "--pack-destination", destination], {
  cwd: packageDir,
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
  env: childEnv,
});
if (packed.status !== 0) {
  console.error(packed.stdout);
  console.error("\ncontract:pack: packing failed (the build's errors are above).");
  process.exit(packed.status ?? 1);
}
// The prepack build prints first; the JSON is the rest.
const { filename, version, files } = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\{/m)));
const paths = new Set(files.map((file) => file.path));

/** The manifest inside the tarball, as npm will read it when a team installs the file. */
const tar = spawnSync("tar", ["-xOzf", filename, "package/package.json"], { encoding: "utf8" });
if (tar.status !== 0) throw new Error(`tar could not read ${filename}: ${tar.stderr}`);
const manifest = JSON.parse(tar.stdout);

const problems = [];
for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
  for (const [name, range] of Object.entries(manifest[field] ?? {})) {
    if (/^(catalog|workspace|link|file):/.test(range)) {
      problems.push(`${field}.${name} is "${range}": no registry can resolve that`);
    }
  }
}
/** Every file the manifest points at (exports' targets and `types`), without the "./". */
const targets = (value) =>
  typeof value === "string" ? [value] : Object.values(value ?? {}).flatMap(targets);
for (const target of [...targets(manifest.exports), ...targets(manifest.types)]) {
  const path = target.replace(/^\.\//, "");
  if (!paths.has(path)) problems.push(`the manifest points at ${target}, which is not packed`);
}
if (problems.length > 0) {
  console.error(`\ncontract:pack: ${filename} would not install:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

const newest = join(destination, "tandem-api-contract.tgz");
copyFileSync(filename, newest);
const kb = (statSync(filename).size / 1024).toFixed(1);
console.log(
  [
    "",
    `Packed @tandem/api-contract ${version}: ${filename} (${kb} KB, ${files.length} files)`,
    `  and the same as ${relative(process.cwd(), newest) || newest}`,
    "Install it in your project, with tRPC's client:",
    `  npm install ${filename} @trpc/client@11`,
    "",
  ].join("\n"),
);
