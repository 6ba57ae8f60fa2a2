import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { apiDir, freePort } from "./processes.js";
import type { Row } from "./table.js";

interface PageResult {
  name: string;
  path: string;
  requests: number;
  transferred: number;
  js: number;
  jsFiles: number;
  jsBudget?: number;
}

const web = join(apiDir, "../web");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const section = "pages, as a phone downloads them";

/**
 * What the landing page and the signed-in pages download (apps/web/scripts/measure-js.mjs:
 * the built app in Chromium, brotli as the server sends it), as rows of the bench's table.
 */
export async function measurePages(): Promise<Row[]> {
  if (!existsSync(join(web, "dist/landing.html"))) {
    return [{ section, label: "skipped", note: "no web build (`pnpm build`)" }];
  }
  let results: PageResult[];
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(web, "scripts/measure-js.mjs"), "--json"],
      { env: { ...process.env, MEASURE_PORT: String(await freePort()) }, timeout: 180_000 },
    );
    results = JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]") as PageResult[];
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return [{ section, label: "skipped", note: `could not measure: ${reason}` }];
  }
  return results.map((r) => ({
    section,
    label: `${r.name} \`${r.path}\`: compressed JavaScript / everything transferred`,
    note: `${kib(r.js)} in ${r.jsFiles} files / ${kib(r.transferred)} in ${r.requests} requests`,
    ...(r.jsBudget
      ? { goal: { ok: r.js <= r.jsBudget * 1024, text: `JS ≤ ${r.jsBudget} KiB` } }
      : {}),
  }));
}
