// `npm test`: installs what is missing, then checks formatting, type-checks, lints and runs
// every test: unit and API tests (vitest, against a real database), the contract's tarball
// installed into a project outside the workspace, and the browser journeys (Playwright in
// the system's Chromium, when it is installed).
//   npm test -- --only=api   the suites that use a database, API and db, alone (CI runs them
//                            again with TEST_DATABASE_URL)
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, ensureDependencies, findPnpm, run } from "./lib.mjs";

const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const pnpm = findPnpm();
ensureDependencies(pnpm);

if (only === "api") {
  run(pnpm, ["--filter", "@tandem/db", "--filter", "@tandem/api", "test"]);
  process.exit(0);
}

// Formatting first; `npm run format` fixes what it finds. Then the docs' links and references.
run(pnpm, ["run", "format:check"]);
run(process.execPath, ["--test", "--test-reporter=dot", "scripts/docs.test.mjs"]);
run(pnpm, [
  "exec",
  "turbo",
  "run",
  "typecheck",
  "lint",
  "lint:scripts",
  "--output-logs=errors-only",
]);
run(pnpm, ["exec", "turbo", "run", "test", "--concurrency=1"]);

if (existsSync(CHROMIUM_PATH)) {
  run(pnpm, ["exec", "turbo", "run", "e2e", "--output-logs=full"], {
    env: { CHROMIUM_PATH },
  });
} else {
  console.log(
    `\nBrowser tests SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n` +
      "Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.\n",
  );
}
