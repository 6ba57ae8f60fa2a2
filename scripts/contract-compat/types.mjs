// The type-level half of the comparison: one TypeScript program (the compiler API, the
// workspace's own TypeScript) that holds both versions' sources and a generated file of
// assignments. Each procedure in both: an input the old version accepted must still be
// accepted (old input assignable to the new), and what the new one answers must fit the old
// answer's type, with string and number literals widened (a new enum value in an answer is a
// minor change: the README tells clients to keep a default branch). A removed export of
// either entry point is breaking too, found with the checker (type-only exports included).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

// A subscription's answer is an async iterable: its items are loosened like any answer, so a
// new kind of event is a minor change as a new enum value is (clients ignore kinds they do
// not know, as the README says).
const LOOSE = `type Loose<T> = T extends string ? string : T extends number ? number
  : T extends boolean ? boolean : T extends readonly (infer U)[] ? Loose<U>[]
  : T extends AsyncIterable<infer U> ? AsyncIterable<Loose<U>>
  : T extends (...args: never[]) => unknown ? T : T extends object ? { [K in keyof T]: Loose<T[K]> } : T;`;

const access = (name) =>
  name
    .split(".")
    .map((part) => `[${JSON.stringify(part)}]`)
    .join("");

/** The generated checks' source, and what each check's line means in words. */
function checkSource(procedures) {
  const lines = [
    `import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";`,
    `import type { AppRouter as OldRouter } from "./old/src/index.ts";`,
    `import type { AppRouter as NewRouter } from "./new/src/index.ts";`,
    `type OldIn = inferRouterInputs<OldRouter>; type NewIn = inferRouterInputs<NewRouter>;`,
    `type OldOut = inferRouterOutputs<OldRouter>; type NewOut = inferRouterOutputs<NewRouter>;`,
    ...LOOSE.split("\n"),
  ];
  const meaning = new Map();
  procedures.forEach((name, i) => {
    const at = access(name);
    meaning.set(
      lines.length + 1,
      `procedure ${name}: an input the last release accepted no longer type-checks`,
    );
    lines.push(`declare const in${i}: OldIn${at}; export const inCheck${i}: NewIn${at} = in${i};`);
    meaning.set(
      lines.length + 1,
      `procedure ${name}: its answer no longer fits the last release's type`,
    );
    lines.push(
      `declare const out${i}: Loose<NewOut${at}>; export const outCheck${i}: Loose<OldOut${at}> = out${i};`,
    );
  });
  return { source: lines.join("\n") + "\n", meaning };
}

const firstLines = (ts, message) =>
  ts
    .flattenDiagnosticMessageText(message, "\n")
    .split("\n")
    .slice(0, 3)
    .map((line) => line.trim())
    .join(" / ");

/**
 * Breaking changes of the types between `work/old` and `work/new` (each a contract with
 * src/index.ts and src/server.ts), for the procedures both have. `resolveFrom` is a folder
 * whose node_modules hold typescript, zod and @trpc/server.
 */
export function compareTypes({ work, procedures, resolveFrom }) {
  const ts = createRequire(join(resolveFrom, "package.json"))("typescript");
  const { source, meaning } = checkSource(procedures);
  const checkFile = join(work, "compat-check.ts");
  writeFileSync(checkFile, source);
  const entry = (side, file) => join(work, side, "src", file);
  const program = ts.createProgram({
    rootNames: [checkFile, entry("old", "server.ts"), entry("new", "server.ts")],
    options: {
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2023.d.ts"],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  });
  const breaking = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program, program.getSourceFile(checkFile))) {
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const what = meaning.get(line + 1) ?? "the generated type check";
    breaking.push(`${what}: ${firstLines(ts, diagnostic.messageText)}`);
  }
  const checker = program.getTypeChecker();
  const exported = (side, file) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry(side, file)));
    return new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []);
  };
  for (const [file, specifier] of [
    ["index.ts", "@tandem/api-contract"],
    ["server.ts", "@tandem/api-contract/server"],
  ]) {
    const now = exported("new", file);
    for (const name of exported("old", file))
      if (!now.has(name)) breaking.push(`export ${name} of ${specifier} was removed`);
  }
  return breaking;
}
