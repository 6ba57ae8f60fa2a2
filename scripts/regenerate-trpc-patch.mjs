// Regenerates patches/@trpc__server@<version>.patch mechanically (patches/README.md):
//
//   node scripts/regenerate-trpc-patch.mjs            # the version in pnpm-workspace.yaml's catalog
//   node scripts/regenerate-trpc-patch.mjs 11.20.0    # another one (after changing the catalog)
//   node scripts/regenerate-trpc-patch.mjs --dry-run  # print what would change, touch nothing
//
// tRPC's published build lowers every object spread (`{ ...a, b }`) to a helper call,
// `_objectSpread2(_objectSpread2({}, a), {}, { b })`. This script asks pnpm for a pristine
// copy of the package (`pnpm patch --ignore-existing`), writes every such call of its
// `dist/` back as the spread it was compiled from, and hands the copy to `pnpm patch-commit`,
// which writes the patch, names it in pnpm-workspace.yaml and installs. Nothing is edited by
// hand, so a new tRPC release needs one run, whatever its chunks are called.
//
// It also makes tRPC validate with a schema's synchronous `parse` when the schema has one
// (rewriteParseFn below). tRPC picks `parseAsync` whenever a validator has it, and zod's
// async path allocates a result and a promise check per field: 31 KB of garbage and 7.8 µs
// for quiz.today's answer, against 2.2 µs for `parse`, which zod compiles into one function
// per object shape. A schema that needs its async path (an async refinement) makes `parse`
// throw, and the value is validated again with `parseAsync`, as before; so is an invalid
// value, so that its error is the one `parseAsync` gives.
//
// Only calls that start from an empty object (`_objectSpread2({}, ...)`, or such a call as
// the first argument) are rewritten: that is the shape the compiler emits for a spread, and
// `{ ...x }` defines the same own properties, strings then symbols, as the helper does.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const version =
  args.find((a) => /^\d+\.\d+\.\d+/.test(a)) ??
  /^\s+"@trpc\/server":\s*"?([^"\s]+)"?/m.exec(
    readFileSync(join(root, "pnpm-workspace.yaml"), "utf8"),
  )?.[1];
if (!version) throw new Error("No @trpc/server version in pnpm-workspace.yaml's catalog.");

const HELPER = "_objectSpread2";

/** A call of the helper that is a lowered spread: its target is a fresh `{}`. */
function isLoweredSpread(node) {
  if (!ts.isCallExpression(node) || node.arguments.length === 0) return false;
  const callee = node.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : null;
  if (name !== HELPER) return false;
  const target = node.arguments[0];
  return (
    (ts.isObjectLiteralExpression(target) && target.properties.length === 0) ||
    isLoweredSpread(target)
  );
}

/** Properties that mean the same inside a literal as copied from one (no getters, no __proto__). */
function inlinable(literal) {
  return literal.properties.every(
    (p) =>
      (ts.isPropertyAssignment(p) ||
        ts.isShorthandPropertyAssignment(p) ||
        ts.isSpreadAssignment(p) ||
        ts.isMethodDeclaration(p)) &&
      !(
        p.name &&
        (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
        p.name.text === "__proto__"
      ),
  );
}

export function rewriteSpreads(source, fileName = "chunk.mjs") {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  let count = 0;
  const text = (node) => {
    if (isLoweredSpread(node)) return spread(node);
    let out = "";
    let pos = node.getStart(file);
    node.forEachChild((child) => {
      out += source.slice(pos, child.getStart(file)) + text(child);
      pos = child.end;
    });
    return out + source.slice(pos, node.end);
  };
  const parts = (call) => {
    const [target, ...sources] = call.arguments;
    const list = isLoweredSpread(target) ? parts(target) : [];
    for (const from of sources) {
      if (ts.isObjectLiteralExpression(from) && inlinable(from))
        list.push(...from.properties.map(text));
      else list.push(`...${text(from)}`);
    }
    return list;
  };
  const spread = (call) => {
    count++;
    const list = parts(call);
    return list.length === 0 ? "{}" : `{ ${list.join(", ")} }`;
  };
  let out = source.slice(0, file.getStart(file));
  let pos = file.getStart(file);
  file.forEachChild((child) => {
    out += source.slice(pos, child.getStart(file)) + text(child);
    pos = child.end;
  });
  return { text: out + source.slice(pos), count };
}

const ASYNC_FIRST =
  'if (typeof parser.parseAsync === "function") return parser.parseAsync.bind(parser);';
const SYNC_FIRST = [
  'if (typeof parser.parseAsync === "function") {',
  '\t\tif (typeof parser.parse !== "function") return parser.parseAsync.bind(parser);',
  "\t\treturn (value) => {",
  "\t\t\ttry {",
  "\t\t\t\treturn parser.parse(value);",
  "\t\t\t} catch {",
  "\t\t\t\treturn parser.parseAsync(value);",
  "\t\t\t}",
  "\t\t};",
  "\t}",
].join("\n");

/** getParseFn's choice of `parseAsync` made sync-first; the file's text and whether it had it. */
export function rewriteParseFn(source) {
  const at = source.indexOf(ASYNC_FIRST);
  if (at === -1) return { text: source, count: 0 };
  if (source.indexOf(ASYNC_FIRST, at + 1) !== -1) throw new Error("getParseFn twice in a chunk");
  return { text: source.replace(ASYNC_FIRST, SYNC_FIRST), count: 1 };
}

function pnpm(...pnpmArgs) {
  return execFileSync("pnpm", pnpmArgs, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const editDir = mkdtempSync(join(tmpdir(), "trpc-server-patch-"));
  rmSync(editDir, { recursive: true });
  pnpm("patch", `@trpc/server@${version}`, "--edit-dir", editDir, "--ignore-existing");
  let total = 0;
  let parseFns = 0;
  const dist = join(editDir, "dist");
  for (const name of readdirSync(dist).filter((n) => /\.(mjs|cjs)$/.test(n))) {
    const path = join(dist, name);
    const spreads = rewriteSpreads(readFileSync(path, "utf8"), name);
    const parseFn = rewriteParseFn(spreads.text);
    const { count } = spreads;
    if (count === 0 && parseFn.count === 0) continue;
    total += count;
    parseFns += parseFn.count;
    const what = [
      ...(count ? [`${count} spread${count === 1 ? "" : "s"}`] : []),
      ...(parseFn.count ? ["getParseFn"] : []),
    ];
    console.log(`dist/${name}: ${what.join(", ")}`);
    if (!dryRun) writeFileSync(path, parseFn.text);
  }
  // One in the ES module build, one in the CommonJS build: fewer means tRPC changed it.
  if (parseFns !== 2) {
    throw new Error(
      `getParseFn's parseAsync line found in ${parseFns} chunks, not 2: read the new getParseFn and update rewriteParseFn.`,
    );
  }
  if (total === 0) {
    console.log(`@trpc/server@${version} has no lowered spreads (patches/README.md).`);
  }
  if (dryRun) {
    console.log(`${total} spreads and getParseFn; --dry-run: nothing written.`);
  } else {
    pnpm("patch-commit", editDir, "--patches-dir", "patches");
    console.log(
      `${total} spreads and getParseFn written back: patches/@trpc__server@${version}.patch`,
    );
  }
  rmSync(editDir, { recursive: true, force: true });
}
