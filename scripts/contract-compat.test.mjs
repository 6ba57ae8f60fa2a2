// scripts/contract-compat.mjs on a small contract (scripts/contract-compat/fixture) and one
// change at a time: each breaking change fails the check unless the major version goes up,
// additive changes pass. Run by .ci/run: node --test scripts/contract-compat.test.mjs
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { root } from "./lib.mjs";

const fixture = join(root, "scripts/contract-compat/fixture");
const scratch = mkdtempSync(join(tmpdir(), "contract-compat-test-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** The fixture with `edits` ([from, to] in src/index.ts) and maybe another version. */
function variant(name, edits, { version, changeset } = {}) {
  const dir = join(scratch, name);
  cpSync(fixture, dir, { recursive: true });
  const index = join(dir, "src/index.ts");
  let source = readFileSync(index, "utf8");
  for (const [from, to] of edits) {
    assert.ok(source.includes(from), `the fixture no longer has ${JSON.stringify(from)}`);
    source = source.replace(from, to);
  }
  writeFileSync(index, source);
  if (version) writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "f", version }));
  if (changeset) {
    mkdirSync(join(dir, ".changeset"));
    writeFileSync(join(dir, ".changeset/change.md"), changeset);
  }
  return dir;
}

function compat(dir) {
  const result = spawnSync(
    process.execPath,
    ["scripts/contract-compat.mjs", "--old", fixture, "--new", dir],
    { cwd: root, encoding: "utf8" },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

const NAME_FIELD = ["  name: z.string(),\n  colour: ColourSchema,", "  colour: ColourSchema,"];
const breaking = {
  "a field removed from an answer": {
    edits: [NAME_FIELD],
    says: [
      /REST GET \/api\/items: \[Removed\] property `name`/,
      /procedure items\.list: its answer/,
    ],
  },
  "an enum value removed": {
    edits: [['z.enum(["red", "green", "blue"])', 'z.enum(["red", "green"])']],
    says: [/procedure items\.create: an input the last release accepted/, /REST POST \/api\/items/],
  },
  "an optional input made required": {
    edits: [["  limit: z.number().optional(),", "  limit: z.number(),"]],
    says: [/procedure items\.list: an input the last release accepted/, /REST GET \/api\/items/],
  },
  "a procedure removed": {
    edits: [
      [
        / {6}remove: t\.procedure[\s\S]*?\}\)\),\n/.exec(
          readFileSync(join(fixture, "src/index.ts"), "utf8"),
        )[0],
        "",
      ],
    ],
    says: [
      /procedure items\.remove \(mutation\) was removed/,
      /REST .*\/api\/items\/\{id\}\/remove/,
    ],
  },
};

describe("contract-compat", { concurrency: 2 }, () => {
  for (const [name, { edits, says }] of Object.entries(breaking)) {
    it(`fails on ${name}, and says what broke`, () => {
      const { status, output } = compat(variant(name.replaceAll(" ", "-"), edits));
      assert.equal(status, 1, output);
      assert.match(output, /FAILED: \d+ breaking changes? since 1\.0\.0/);
      for (const line of says) assert.match(output, line);
    });
  }

  it("passes additive changes: a new optional input field, an answer field, a procedure", () => {
    const dir = variant("additive", [
      [
        "  note: z.string().optional(),",
        "  note: z.string().optional(),\n  tag: z.string().optional(),",
      ],
      [
        "  colour: ColourSchema,\n});\nexport const ListInputSchema",
        "  colour: ColourSchema,\n  createdAt: z.string(),\n});\nexport const ListInputSchema",
      ],
      [
        "    items: t.router({",
        '    items: t.router({\n      count: t.procedure\n        .meta({ rest: { method: "GET", path: "/api/items/count" } })\n        .output(z.number())\n        .query(() => 0),',
      ],
      ['z.enum(["red", "green", "blue"])', 'z.enum(["red", "green", "blue", "pink"])'],
    ]);
    const { status, output } = compat(dir);
    assert.equal(status, 0, output);
    assert.match(output, /no breaking change \(3 → 4 procedures/);
  });

  it("passes a breaking change when the major version goes up", () => {
    const { status, output } = compat(variant("major", [NAME_FIELD], { version: "2.0.0" }));
    assert.equal(status, 0, output);
    assert.match(output, /2\.0\.0 is a new major version: passed/);
    assert.match(output, /breaking: procedure items\.list/);
  });

  it("passes a breaking change with a pending major changeset, not with a minor one", () => {
    const major = '---\n"@tandem/api-contract": major\n---\n\nRemoved `name`.\n';
    const passed = compat(variant("changeset-major", [NAME_FIELD], { changeset: major }));
    assert.equal(passed.status, 0, passed.output);
    assert.match(passed.output, /a pending changeset makes the next version major/);
    const minor = major.replace("major", "minor");
    const failed = compat(variant("changeset-minor", [NAME_FIELD], { changeset: minor }));
    assert.equal(failed.status, 1, failed.output);
  });
});
