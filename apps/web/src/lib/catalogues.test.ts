// Every catalogue against its English: the same keys, each message well formed and taking the
// same arguments (decision 300). TypeScript already refuses a catalogue that lacks a key.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { catalogueProblems, definedCopies, LOCALES, SOURCE_LOCALE } from "@tandem/i18n";
import { beforeAll, describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

/** The app's modules that define copy (imported here so their copy is defined). */
function copyModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return copyModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|es)\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, "utf8").includes("defineCopy(") ? [path] : [];
  });
}

const modules = copyModules();

beforeAll(async () => {
  for (const path of modules) await import(/* @vite-ignore */ path);
});

describe("catalogues", () => {
  it("finds the app's copy", () => {
    expect(modules.map((path) => relative(SRC, path))).toContain("routes/profile.tsx");
    expect(definedCopies().size).toBeGreaterThanOrEqual(modules.length);
  });

  for (const locale of LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
    it(`says every message in ${locale}, with the English's keys and arguments`, async () => {
      expect(await catalogueProblems(locale)).toEqual([]);
    });
  }
});
