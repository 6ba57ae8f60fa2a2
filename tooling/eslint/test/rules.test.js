// Proves the lint rules of decisions 180 and 181: each rule reports a deliberate violation,
// and each package's eslint.config.js turns it on. Run: `pnpm --filter @tandem/eslint-config test`.
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import { ESLint } from "eslint";
import { apiBoundaries, webBoundaries } from "../boundaries.js";
import { base } from "../index.js";

const root = resolve(import.meta.dirname, "../../..");
const pkg = (path) => resolve(root, path);
const RESTRICTED = "@typescript-eslint/no-restricted-imports";

/** The rules an import line breaks in `file` (relative to `cwd`), with these configs only. */
async function importRules(cwd, configs, file, source) {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [...base, ...configs],
  });
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, {
    filePath: resolve(cwd, file),
  });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe("import boundaries (decision 180)", () => {
  const api = pkg("apps/api");
  const cases = [
    // [file, import line, broken rule or null]
    ["src/services/quiz/answer.ts", 'import { x } from "../photos/photos.js";', RESTRICTED],
    ["src/services/quiz/answer.ts", 'import { x } from "../photos/index.js";', null],
    ["src/services/quiz/answer.ts", 'import { x } from "./today.js";', null],
    ["src/services/quiz/answer.ts", 'import { x } from "../../lib/calendar.js";', null],
    ["src/services/quiz/answer.ts", 'import { x } from "../../infra/rate-limit.js";', null],
    ["src/infra/rate-limit.ts", 'import { x } from "../services/quiz/answer.js";', RESTRICTED],
    ["src/infra/rate-limit.ts", 'import type { x } from "fastify";', RESTRICTED],
    ["src/lib/calendar.ts", 'import { x } from "../http/errors.js";', RESTRICTED],
    ["src/lib/html/layout.ts", 'import { x } from "./html.js";', null],
    ["src/services/quiz/answer.ts", 'import type { x } from "fastify";', RESTRICTED],
    ["src/services/quiz/answer.ts", 'import x from "@fastify/cookie";', RESTRICTED],
    ["src/services/quiz/answer.ts", 'import { x } from "../../http/html.js";', RESTRICTED],
    ["src/auth/sessions.ts", 'import type { x } from "fastify";', RESTRICTED],
    ["src/auth/sessions.ts", 'import { x } from "../http/errors.js";', RESTRICTED],
    ["src/handlers.ts", 'import { x } from "./services/quiz/answer.js";', RESTRICTED],
    ["src/handlers.ts", 'import { x } from "./services/quiz/index.js";', null],
    ["src/http/photo-routes.ts", 'import { x } from "../services/photos/process.js";', RESTRICTED],
    ["src/http/photo-routes.ts", 'import type { x } from "fastify";', null],
    ["src/services/quiz/answer.test.ts", 'import { x } from "../photos/photos.js";', null],
    [
      "src/services/quiz/answer.ts",
      'import { x } from "@trpc/server/unstable-core-do-not-import";',
      RESTRICTED,
    ],
  ];
  for (const [file, source, broken] of cases) {
    it(`${file}: ${source} ${broken ? "is refused" : "is allowed"}`, async () => {
      const rules = await importRules(api, apiBoundaries, file, source);
      assert.deepEqual(rules, broken ? [broken] : []);
    });
  }

  const web = pkg("apps/web");
  const webCases = [
    ["src/app.tsx", 'import { x } from "@tandem/api-contract/server";', RESTRICTED],
    [
      "src/app.tsx",
      'import { x } from "../../../packages/api-contract/src/server.js";',
      RESTRICTED,
    ],
    ["src/app.tsx", 'import { x } from "@tandem/db";', RESTRICTED],
    ["src/app.tsx", 'import { x } from "@tandem/api-contract";', null],
    ["src/test/trpc-stub.ts", 'import { x } from "@tandem/api-contract/server";', null],
    ["e2e/quiz.spec.ts", 'import { x } from "@tandem/api-contract/server";', RESTRICTED],
    ["e2e/quiz.spec.ts", 'import { test as x } from "@playwright/test";', RESTRICTED],
    ["e2e/quiz.spec.ts", 'import { expect as x } from "@playwright/test";', null],
    ["e2e/support.ts", 'import { test as x } from "@playwright/test";', null],
  ];
  for (const [file, source, broken] of webCases) {
    it(`web ${file}: ${source} ${broken ? "is refused" : "is allowed"}`, async () => {
      const rules = await importRules(web, webBoundaries, file, source);
      assert.deepEqual(rules, broken ? [broken] : []);
    });
  }
});

describe("type-checked rules (decision 181)", () => {
  it("each package's config turns on the type-checked rules, api and web their boundaries", async () => {
    for (const [dir, file, boundaries] of [
      ["apps/api", "src/services/quiz/answer.ts", true],
      ["apps/web", "src/app.tsx", true],
      ["packages/db", "src/index.ts", false],
      ["packages/api-contract", "src/index.ts", false],
    ]) {
      const eslint = new ESLint({ cwd: pkg(dir) });
      const config = await eslint.calculateConfigForFile(resolve(pkg(dir), file));
      for (const rule of [
        "@typescript-eslint/no-floating-promises",
        "@typescript-eslint/no-misused-promises",
        "@typescript-eslint/await-thenable",
      ]) {
        assert.equal(config.rules[rule]?.[0], 2, `${dir}: ${rule}`);
      }
      const patterns = config.rules[RESTRICTED]?.[1]?.patterns ?? [];
      assert.equal(patterns.length > 0, boundaries, `${dir}: boundaries`);
    }
  });

  it("reports a floating promise and a promise where a void callback is expected", async () => {
    // The smallest program: the database package's own files.
    const db = pkg("packages/db");
    const eslint = new ESLint({ cwd: db });
    const source = [
      "function save(): Promise<void> {\n  return Promise.resolve();\n}",
      "save();",
      "[1, 2].forEach(async () => save());",
      "void save(); // a reason: nothing waits for it",
      "export {};",
    ].join("\n");
    const [result] = await eslint.lintText(source, { filePath: resolve(db, "src/schema.ts") });
    const found = result.messages.map((m) => `${m.line}:${m.ruleId}`);
    assert.deepEqual(found, [
      "4:@typescript-eslint/no-floating-promises",
      "5:@typescript-eslint/no-misused-promises",
    ]);
  });
});
