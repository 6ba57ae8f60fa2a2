// Keeps the docs resolvable by a newcomer: every relative link in a markdown file leads to a
// file of the repository, nothing cites the issue tracker or the spec's section numbers (cite
// a decision record or a doc instead), even across a line break, every file a code comment
// names exists, and every decision record has its shape and its line in
// docs/decisions/README.md. Run by `npm test`; alone: `node --test scripts/docs.test.mjs`.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { commentsOf } from "./source-comments.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SKIPPED_DIRS = new Set([
  ".git",
  "node_modules",
  "dist",
  "dist-server",
  ".turbo",
  ".data",
  ".tools",
  "coverage",
  "test-results",
  "playwright-report",
  "screenshots",
]);
const TEXT = /\.(md|ts|tsx|mts|js|mjs|cjs|json|css|html|ya?ml)$/;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(join(dir, entry.name));
    return TEXT.test(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });
}
const files = walk(root).sort();
const read = (file) => readFileSync(join(root, file), "utf8");

test("every relative link in a markdown file resolves", () => {
  const broken = [];
  for (const file of files.filter((f) => f.endsWith(".md"))) {
    const withoutCode = read(file).replace(/```[\s\S]*?```/g, "");
    for (const [, target] of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^([a-z]+:|#)/i.test(target)) continue;
      const path = decodeURIComponent(target.split("#")[0]);
      if (!existsSync(resolve(root, dirname(file), path))) broken.push(`${file}: ${target}`);
    }
  }
  assert.deepEqual(broken, [], "links to files that do not exist");
});

// Changesets and the changelog are release notes, written once; docs/spec/ is a verbatim copy.
const CITED_AS_IS = [
  /^\.changeset\//,
  /CHANGELOG\.md$/,
  /^docs\/spec\//,
  /^scripts\/docs\.test\.mjs$/,
];
const OPAQUE = [/\bissues? #?\d+/i, /§\s*\d/, /\bspec(?:'s)? section \d/i];

// A line without what wraps it: indentation, a comment's `//` or `*`, a quote's `>`.
const unwrapped = (line) => line.replace(/^\s*(?:\/\/+|\*+(?!\/)|>)?\s*/, "").trimEnd();
const isOpaque = (text) => OPAQUE.some((p) => p.test(text));

test('no "issue N" or "spec §N": references point inside the repository', () => {
  const found = [];
  for (const file of files.filter((f) => !CITED_AS_IS.some((p) => p.test(f)))) {
    const lines = read(file).split("\n").map(unwrapped);
    lines.forEach((line, i) => {
      const next = lines[i + 1] ?? "";
      // Either on this line, or split between it and the next ("issue" / "11)").
      if (isOpaque(line) || (isOpaque(`${line} ${next}`) && !isOpaque(next)))
        found.push(`${file}:${i + 1}: ${line}${isOpaque(line) ? "" : ` / ${next}`}`);
    });
  }
  assert.deepEqual(
    found,
    [],
    "cite a decision record (docs/decisions/), a doc, or docs/spec/ by section title",
  );
});

// A path in a comment: `services/matching/visibility.ts`, `../lib/push.ts`, `docs/pages.md`.
// Not one inside quotes (an example of code), nor a glob, nor a build's output.
const CITED_PATH =
  /(?<![\w@/.:$"'-])((?:\.{1,2}\/|[\w@-][\w.@-]*\/)(?:[\w.@-]+\/)*[\w.-]+\.(?:tsx?|mts|mjs|cjs|js|json|md|css|html|sql|ya?ml|cfg))(?![\w/*{"'])/g;
// A bare file name of source code: `render-page.test.tsx`.
const CITED_NAME = /(?<![\w@/.:$<"'-])([\w-][\w.-]*\.(?:tsx?|mts|mjs|cjs))(?![\w/*{(<>"'])/g;
const BUILT = /(?:^|\/)(?:dist|dist-server|node_modules)\//;
const SOURCE = /^(?:apps|packages)\/.*\.(?:ts|tsx|mts|js|mjs|cjs)$/;

/** A cited path exists from one of these: the file's folder, its package, the package's src, the repository. */
function citedPathExists(file, path) {
  const packageDir = file.split("/").slice(0, 2).join("/");
  const bases = [dirname(file), packageDir, join(packageDir, "src"), "."];
  // An import-style `.js` names the TypeScript source beside it.
  const names = [path, path.replace(/\.js$/, ".ts"), path.replace(/\.js$/, ".tsx")];
  return bases.some((base) => names.some((name) => existsSync(resolve(root, base, name))));
}

test("comments are told from strings, templates and regex literals", () => {
  const source = [
    'const url = "http://a/b.ts"; // one.ts',
    "const re = /\\/\\/not.ts/; const t = `${x /* two.ts */}//not.ts`;",
    "/**",
    " * three.ts",
    " */ const half = a / b; // four.ts",
  ].join("\n");
  assert.deepEqual(
    commentsOf(source).map((c) => [c.line, c.text.trim()]),
    [
      [1, "one.ts"],
      [2, "two.ts"],
      [3, "*\n * three.ts"],
      [5, "four.ts"],
    ],
  );
});

test("every file a code comment names exists", () => {
  const fileNames = new Set(files.map((f) => basename(f)));
  const stale = [];
  for (const file of files.filter((f) => SOURCE.test(f))) {
    for (const comment of commentsOf(read(file))) {
      const at = (match) =>
        `${file}:${comment.line + comment.text.slice(0, match.index).split("\n").length - 1}`;
      for (const match of comment.text.matchAll(CITED_PATH)) {
        if (!BUILT.test(match[1]) && !citedPathExists(file, match[1]))
          stale.push(`${at(match)}: ${match[1]}`);
      }
      for (const match of comment.text.matchAll(CITED_NAME)) {
        if (!fileNames.has(match[1])) stale.push(`${at(match)}: ${match[1]}`);
      }
    }
  }
  assert.deepEqual(
    stale,
    [],
    "a path resolves from the comment's folder, its package or its package's src, or the repository root; a bare name exists somewhere in the repository",
  );
});

test("every decision record has its shape and its line in the index", () => {
  const dir = join(root, "docs/decisions");
  const index = readFileSync(join(dir, "README.md"), "utf8");
  const records = readdirSync(dir).filter((f) => f !== "README.md");
  const problems = [];
  const numbers = new Map();
  for (const name of records) {
    const match = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.exec(name);
    if (!match) {
      problems.push(`${name}: not named NNN-short-title.md`);
      continue;
    }
    const number = match[1];
    if (numbers.has(number))
      problems.push(`${name}: number ${number} also used by ${numbers.get(number)}`);
    numbers.set(number, name);
    const text = readFileSync(join(dir, name), "utf8");
    if (!text.startsWith(`# ${number}. `))
      problems.push(`${name}: first line is not "# ${number}. Title"`);
    if (!/^- Date: \d{4}-\d{2}-\d{2}/m.test(text))
      problems.push(`${name}: no "- Date: YYYY-MM-DD"`);
    if (!/^- Status: \S/m.test(text)) problems.push(`${name}: no "- Status: ..."`);
    for (const section of ["Context", "Decision", "Consequences"]) {
      if (!new RegExp(`^## ${section}$`, "m").test(text))
        problems.push(`${name}: no "## ${section}"`);
    }
    if (!index.includes(`](${name})`))
      problems.push(`${name}: missing from docs/decisions/README.md`);
  }
  assert.deepEqual(problems, []);
  assert.ok(records.length > 0, "no decision records found");
});
