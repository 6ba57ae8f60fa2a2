// The server's pages' catalogues against their English, as apps/web/src/lib/catalogues.test.ts
// does for the app's: the same keys, each message well formed, the same arguments.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { catalogueProblems, LOCALES, SOURCE_LOCALE } from "@tandem/i18n";
import { beforeAll, describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");

/** The server's modules that define copy (imported here so their copy is defined). */
function copyModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return copyModules(path);
    if (!/\.ts$/.test(entry.name) || /\.(test|es)\.ts$/.test(entry.name)) return [];
    return readFileSync(path, "utf8").includes("defineCopy(") ? [path] : [];
  });
}

const modules = copyModules();

beforeAll(async () => {
  for (const path of modules) await import(/* @vite-ignore */ path);
});

describe("the server's catalogues", () => {
  it("finds the pages', messages' and refusals' copy", () => {
    expect(modules.map((path) => relative(SRC, path)).sort()).toEqual([
      "http/error-words.ts",
      "http/field-labels.ts",
      "http/reminder-routes.ts",
      "http/server-rendered-page.ts",
      "http/sign-in/sign-in-copy.ts",
      "services/push/notices.ts",
      "services/reminders/mail.ts",
      "services/rewards/codes-summary.ts",
    ]);
  });

  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    it(`says every message in ${locale}, with the English's keys and arguments`, async () => {
      expect(await catalogueProblems(locale)).toEqual([]);
    });
  }
});
