// The server renderer alone (apps/web/src/server/render-page.tsx, built to dist-server/), in a
// process of its own: CPU per page by the process's own CPU time (user + system, all threads:
// `process.cpuUsage()`), not wall time, so another tenant of the machine cannot add to it.
// Its reads are answered at once from memory: recorded first from a running API over HTTP
// (the wire's JSON, as the server's in-process call answers them), then parsed again for
// every call as the server does. Prints one JSON line: ms of CPU per page, pages, renderer
// calls per page and the document's length.
//
//   node bench/render-cpu.mjs <dist-server/render-page.js> <dist/index.html> <origin> <cookie> <path> [pages]
import { readFileSync } from "node:fs";
import process from "node:process";
import { pathToFileURL } from "node:url";

const [rendererFile, shellFile, origin, cookie, path, pagesArg] = process.argv.slice(2);
if (!rendererFile || !shellFile || !origin || !cookie || !path) {
  throw new Error("usage: render-cpu.mjs <renderer> <index.html> <origin> <cookie> <path> [pages]");
}
const pages = Number(pagesArg ?? 400);
const renderer = await import(pathToFileURL(rendererFile).href);
const shell = readFileSync(shellFile, "utf8");

/** The wire's JSON of each read, by procedure and input. */
const answers = new Map();
const key = (procedure, input) => `${procedure} ${JSON.stringify(input ?? null)}`;
let calls = 0;

async function record(procedure, input) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${origin}/trpc/${procedure}${query}`, {
    headers: { cookie, "x-time-zone": "UTC" },
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${procedure}: ${res.status} ${JSON.stringify(body)}`);
  answers.set(key(procedure, input), JSON.stringify(body.result.data ?? null));
}

const call = async (procedure, input) => {
  calls++;
  const json = answers.get(key(procedure, input));
  if (json === undefined) {
    await record(procedure, input);
    return JSON.parse(answers.get(key(procedure, input)));
  }
  return JSON.parse(json);
};
// The pages as an English-speaking phone gets them (the source language: no catalogue to load).
const options = { shell, liveEventsFrom: "0", locale: "en" };

const first = await renderer.renderPage(path, call, options);
if (!first || !("document" in first)) {
  throw new Error(`${path} was not rendered: ${JSON.stringify(first)}`);
}
// Warm up (the JIT, the renderer's first calls), then measure.
for (let i = 0; i < Math.min(100, pages); i++) await renderer.renderPage(path, call, options);
calls = 0;
const before = process.cpuUsage();
let length = 0;
for (let i = 0; i < pages; i++) {
  const page = await renderer.renderPage(path, call, options);
  length = page.document.length;
}
const used = process.cpuUsage(before);
process.stdout.write(
  `${JSON.stringify({
    cpuMsPerPage: (used.user + used.system) / 1000 / pages,
    pages,
    callsPerPage: calls / pages,
    documentLength: length,
  })}\n`,
);
