// The contract as another team gets it: packed by the root's `npm run contract:pack` (which
// builds it first), installed by npm into a project outside the workspace, and type-checked
// by that project's TypeScript. `npm pack` ships package.json as it is, so that file's own
// fields are checked too.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const repositoryRoot = join(packageDir, "..", "..");
const fixtures = join(packageDir, "test", "consumer");

const versionOf = (dependency: string): string =>
  JSON.parse(readFileSync(join(packageDir, "node_modules", dependency, "package.json"), "utf8"))
    .version;

/** pnpm runs us with npm_config_* settings of its own; npm must not read them. */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)),
);

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, env: cleanEnv, encoding: "utf8" });
  if (result.error) throw result.error;
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function runOk(command: string, args: string[], cwd: string): string {
  const { status, output } = run(command, args, cwd);
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${status}):\n${output}`);
  return output;
}

let scratch: string;
let tarball: string;
let packedFiles: string[];
let consumer: string;
let installed: string;

const tsc = (project: string) =>
  run(
    process.execPath,
    [join(consumer, "node_modules/typescript/bin/tsc"), "-p", project],
    consumer,
  );

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "tandem-contract-"));
  runOk(
    process.execPath,
    [join(repositoryRoot, "scripts/contract-pack.mjs"), join(scratch, "tarball")],
    repositoryRoot,
  );
  tarball = join(scratch, "tarball", "tandem-api-contract.tgz");
  packedFiles = runOk("tar", ["-tzf", tarball], scratch)
    .split("\n")
    .filter((line) => line.startsWith("package/") && !line.endsWith("/"))
    .map((line) => line.slice("package/".length));

  consumer = join(scratch, "consumer");
  installed = join(consumer, "node_modules/@tandem/api-contract");
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  runOk(
    "npm",
    [
      "install",
      "--no-audit",
      "--no-fund",
      "--prefer-offline",
      tarball,
      `@trpc/client@${versionOf("@trpc/server")}`,
      `typescript@${versionOf("typescript")}`,
    ],
    consumer,
  );
  cpSync(fixtures, consumer, { recursive: true });
  // skipLibCheck as most projects set it (@trpc/server's own declarations want Node's types);
  // wrong.ts proves the types did not quietly turn into `any`.
  const compilerOptions = {
    target: "ES2022",
    lib: ["ES2022", "DOM"],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  writeFileSync(
    join(consumer, "tsconfig.json"),
    JSON.stringify({ compilerOptions, files: ["client.ts", "server.ts"] }),
  );
  writeFileSync(
    join(consumer, "tsconfig.wrong.json"),
    JSON.stringify({ compilerOptions, files: ["wrong.ts"] }),
  );
}, 300_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("the packed contract", { timeout: 120_000 }, () => {
  it("holds the built ESM, its type declarations, README and changelog, no sources or tests", () => {
    const files = [...packedFiles].sort();
    expect(files).toEqual(expect.arrayContaining(["CHANGELOG.md", "README.md", "package.json"]));
    expect(files).toEqual(
      expect.arrayContaining([
        "dist/index.js",
        "dist/index.d.ts",
        "dist/server.js",
        "dist/server.d.ts",
      ]),
    );
    const unexpected = files.filter(
      (file) =>
        !/^dist\/.+\.(js|d\.ts)$/.test(file) &&
        !/^(README|CHANGELOG)\.md$|^package\.json$/.test(file),
    );
    expect(unexpected).toEqual([]);
    const scripts = files.filter((file) => file.endsWith(".js"));
    expect(scripts.filter((file) => !files.includes(file.replace(/\.js$/, ".d.ts")))).toEqual([]);
  });

  it("points its manifest at dist and names real versions of what it needs", () => {
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8"));
    expect(manifest.exports).toEqual({
      ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
      "./server": { types: "./dist/server.d.ts", default: "./dist/server.js" },
      "./package.json": "./package.json",
    });
    expect(manifest.types).toBe("./dist/index.d.ts");
    expect(manifest.dependencies).toEqual({ zod: expect.stringMatching(/^\^4\./) });
    expect(manifest.peerDependencies).toEqual({ "@trpc/server": expect.stringMatching(/^\^11\./) });
  });

  it("ships a package.json whose own fields install from any packer (npm pack too)", () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
    for (const field of ["dependencies", "peerDependencies"]) {
      for (const range of Object.values<string>(manifest[field])) {
        expect(range, field).toMatch(/^[\^~]?\d/);
      }
    }
    // What any tool without the workspace's own "@tandem/source" condition resolves.
    const published = (entry: Record<string, string>) => ({
      types: entry.types,
      default: entry.default,
    });
    expect(published(manifest.exports["."])).toEqual(manifest.publishConfig.exports["."]);
    expect(published(manifest.exports["./server"])).toEqual(
      manifest.publishConfig.exports["./server"],
    );
    for (const entry of [manifest.exports["."], manifest.exports["./server"]]) {
      expect(packedFiles).toContain(entry.types.replace(/^\.\//, ""));
      expect(packedFiles).toContain(entry.default.replace(/^\.\//, ""));
    }
    expect(packedFiles).toContain(manifest.types.replace(/^\.\//, ""));
  });

  it("loads no server code from its root: its modules import zod and nothing else", () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      for (const [, specifier] of source.matchAll(
        /(?<![\w"'.$])(?:from|import)\s*["']([^"']+)["']/g,
      )) {
        if (specifier!.startsWith(".")) visit(join(dirname(file), specifier!));
        else packages.add(specifier!);
      }
    };
    visit(join(installed, "dist/index.js"));
    expect([...packages]).toEqual(["zod"]);
  });

  it("runs in plain Node: the root's schemas parse, the server entry builds a router", () => {
    const script = `
      import { RewardSchema } from "@tandem/api-contract";
      import { createAppRouter, restProcedures } from "@tandem/api-contract/server";
      const reward = RewardSchema.parse({ id: 1, title: "Coffee", description: "", imageUrl: null,
        brandName: null, pointsCost: 50, location: null, isActive: true, stock: null,
        codesValidUntil: null });
      const router = createAppRouter(new Proxy({}, { get: () => ({}) }));
      const redeem = restProcedures(router).find((p) => p.name === "rewards.redeem");
      console.log(JSON.stringify({ title: reward.title, redeem: redeem.rest }));
    `;
    writeFileSync(join(consumer, "runtime.mjs"), script);
    const output = runOk(process.execPath, ["runtime.mjs"], consumer);
    expect(JSON.parse(output)).toEqual({
      title: "Coffee",
      redeem: { method: "POST", path: "/api/rewards/{id}/redeem" },
    });
  });

  it("type-checks a tRPC client typed by AppRouter and REST calls typed by its schemas", () => {
    const { status, output } = tsc("tsconfig.json");
    expect(output).toBe("");
    expect(status).toBe(0);
  });

  it("refuses each misuse of those types, and only those", () => {
    const { status, output } = tsc("tsconfig.wrong.json");
    const expected = readFileSync(join(fixtures, "wrong.ts"), "utf8")
      .split("\n")
      .flatMap((line, index) => {
        const code = /\/\/ (TS\d+)$/.exec(line)?.[1];
        return code ? [`wrong.ts:${index + 1} ${code}`] : [];
      });
    const errors = [...output.matchAll(/^(\S+)\((\d+),\d+\): error (TS\d+)/gm)].map(
      ([, file, line, code]) => `${file}:${line} ${code}`,
    );
    expect(status).not.toBe(0);
    expect(expected).toHaveLength(6);
    expect(errors).toEqual(expected);
  });
});
