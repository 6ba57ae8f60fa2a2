// Keeps the docs resolvable by a newcomer: every relative link in a markdown file leads to a
// file of the repository, nothing cites the issue tracker or the spec's section numbers (cite
// a decision record or a doc instead), and every decision record has its shape and its line
// in docs/decisions/README.md. Run by `npm test`; alone: `node --test scripts/docs.test.mjs`.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

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

test('no "issue N" or "spec §N": references point inside the repository', () => {
  const found = [];
  for (const file of files.filter((f) => !CITED_AS_IS.some((p) => p.test(f)))) {
    read(file)
      .split("\n")
      .forEach((line, i) => {
        if (OPAQUE.some((p) => p.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  assert.deepEqual(
    found,
    [],
    "cite a decision record (docs/decisions/), a doc, or docs/spec/ by section title",
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
