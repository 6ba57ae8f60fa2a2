// Where a page's main-thread time goes while it loads, in Chromium: a trace of each load,
// summed by task kind and by the source file whose code ran (through the build's hidden
// source maps), with each long task and what ran in it. A measurement, never a pass/fail
// test. Usage, after `pnpm build`:
//   node apps/web/scripts/profile-load.mjs [--json] [--top N]
// PROFILE_PAGES=home,quiz,discover (the default), PROFILE_RUNS (3, each in a fresh profile,
// like Lighthouse's cleared storage), PROFILE_PORT (3297), PROFILE_ROOT (another checkout
// whose build to measure, for an A/B against an older commit), PROFILE_CPU (1).
// Figures: "CPU" sums each main-thread task's own CPU time times 4 (Lighthouse's simulated
// phone), so the machine's other work barely moves it; "CPU blocking" is what Lighthouse's
// total blocking time adds up from those tasks (each one's time over 50 ms, after the first
// contentful paint). "tasks" and "blocking" are the same from wall-clock time, which a busy
// machine inflates. PROFILE_CPU=4 slows the browser for real instead
// (`Emulation.setCPUThrottlingRate`): the CPU figures are then the slowed time itself.
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { signIn, startLocalServer } from "./local-server.mjs";

const PAGES = [
  { name: "home", path: "/app", account: "alex@tandem.demo" },
  { name: "quiz", path: "/app/quiz", account: "alex@tandem.demo" },
  { name: "discover", path: "/app/discover", account: "jordan@tandem.demo" },
];
const root = process.env.PROFILE_ROOT ?? fileURLToPath(new URL("../../..", import.meta.url));
const port = Number(process.env.PROFILE_PORT ?? 3297);
const runs = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3));
const cpu = Number(process.env.PROFILE_CPU ?? 1);
const chosen = new Set((process.env.PROFILE_PAGES ?? "home,quiz,discover").split(","));
const json = process.argv.includes("--json");
const topIndex = process.argv.indexOf("--top");
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 12;
/** Lighthouse's simulated phone: four times slower than the machine measuring. */
const SIMULATED_SLOWDOWN = 4;
/** How long the page is watched after its load event (the app takes over meanwhile). */
const AFTER_LOAD_MS = Number(process.env.PROFILE_AFTER_LOAD_MS ?? 6000);

const maps = new Map();
/** The original source file of a position in a built script, through its hidden source map. */
function sourceOf(url, line, column) {
  const match = /\/assets\/([^/?#]+\.js)/.exec(url ?? "");
  if (!match) return url ? new URL(url).pathname : "(native)";
  const file = join(root, "apps/web/dist/assets", match[1]);
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, "utf8")) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return match[1];
  const position = originalPositionFor(map, { line: line + 1, column: Math.max(0, column) });
  const source = position.source ?? match[1];
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return source.replace(/^(\.\.\/)+/, "").replace(/^apps\/web\//, "");
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "loading",
  "toplevel",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
];

async function profileLoad(browser, origin, page, cookie) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const [name, value] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: origin }]);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  const issues = [];
  const console_ = [];
  cdp.on("Audits.issueAdded", ({ issue }) => issues.push(issue));
  tab.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") console_.push(`${m.type()}: ${m.text()}`);
  });
  await cdp.send("Audits.enable");
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  const events = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: CATEGORIES, recordMode: "recordContinuously" },
    transferMode: "ReportEvents",
  });
  await tab.goto(`${origin}${page.path}`, { waitUntil: "load" });
  await tab.waitForTimeout(AFTER_LOAD_MS);
  await cdp.send("Tracing.end");
  await done;
  await context.close();
  return { ...analyse(events, page), issues, console: console_ };
}

function analyse(events, page) {
  // The page's main thread: the renderer thread that parsed the page's HTML.
  const parse = events.find(
    (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").endsWith(page.path),
  );
  if (!parse) throw new Error(`no ParseHTML of ${page.path} in the trace`);
  const { pid, tid } = parse;
  const main = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigation = main.find((e) => e.name === "navigationStart")?.ts ?? parse.ts;
  const fcp = main.find((e) => e.name === "firstContentfulPaint")?.ts ?? navigation;
  const tasks = main
    .filter((e) => e.ph === "X" && e.name === "RunTask" && e.ts >= navigation)
    .sort((a, b) => a.ts - b.ts);
  const ms = (us) => us / 1000;
  let total = 0;
  let blocking = 0;
  let longest = 0;
  // The same from the thread's own CPU time (what the machine's other work does not inflate),
  // times Lighthouse's slowdown when the browser ran at full speed: its simulation's figures.
  const scale = cpu === 1 ? SIMULATED_SLOWDOWN : 1;
  let cpuTotal = 0;
  let cpuBlocking = 0;
  for (const task of tasks) {
    total += task.dur;
    longest = Math.max(longest, task.dur);
    if (task.ts >= fcp && task.dur > 50_000) blocking += task.dur - 50_000;
    const own = (task.tdur ?? task.dur) * scale;
    cpuTotal += own;
    if (task.ts >= fcp && own > 50_000) cpuBlocking += own - 50_000;
  }

  // Self time by event name, inside the tasks.
  const complete = main
    .filter((e) => e.ph === "X" && e.dur > 0 && e.ts >= navigation)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byKind = new Map();
  const stack = [];
  for (const event of complete) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= Math.min(event.dur, parent.ts + parent.dur - event.ts);
    const entry = { ts: event.ts, dur: event.dur, self: event.dur, name: event.name };
    stack.push(entry);
    event._entry = entry;
  }
  for (const event of complete) {
    if (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask") continue;
    byKind.set(event.name, (byKind.get(event.name) ?? 0) + event._entry.self);
  }

  // JavaScript by source file, from the CPU profile's samples on that thread.
  const bySource = new Map();
  const samplesAt = [];
  for (const profile of events.filter(
    (e) => e.name === "Profile" && e.pid === pid && e.tid === tid,
  )) {
    const nodes = new Map();
    let at = profile.args?.data?.startTime ?? 0;
    const chunks = events.filter(
      (e) => e.name === "ProfileChunk" && e.id === profile.id && e.pid === pid,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data?.cpuProfile ?? {};
      for (const node of data.nodes ?? []) nodes.set(node.id, node);
      const deltas = chunk.args?.data?.timeDeltas ?? [];
      (data.samples ?? []).forEach((id, i) => {
        at += deltas[i] ?? 0;
        const frame = nodes.get(id)?.callFrame ?? {};
        const fn = frame.functionName;
        const key = fn?.startsWith("(")
          ? fn
          : `${sourceOf(frame.url, frame.lineNumber ?? 0, frame.columnNumber ?? 0)}`;
        samplesAt.push({ at, key, fn: fn || "(anonymous)" });
      });
    }
  }
  samplesAt.sort((a, b) => a.at - b.at);
  for (let i = 0; i < samplesAt.length; i++) {
    const sample = samplesAt[i];
    sample.dt = (samplesAt[i + 1]?.at ?? sample.at) - sample.at;
    if (sample.at >= navigation)
      bySource.set(sample.key, (bySource.get(sample.key) ?? 0) + sample.dt);
  }
  const samples = samplesAt.length;
  // Each long task: what started it, and the sources whose code ran in it.
  const longTasks = tasks
    .filter((t) => (t.tdur ?? t.dur) * scale > 50_000)
    .map((task) => {
      const inside = complete.filter(
        (e) =>
          e !== task &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur &&
          e.name !== "RunTask" &&
          e.name !== "ThreadControllerImpl::RunTask",
      );
      const first = inside[0];
      const what = first
        ? `${first.name}${first.args?.data?.url ? ` ${new URL(first.args.data.url).pathname}` : ""}${first.args?.data?.functionName ? ` ${first.args.data.functionName}` : ""}${first.args?.data?.type ? ` ${first.args.data.type}` : ""}`
        : "?";
      const sources = new Map();
      for (const sample of samplesAt) {
        if (sample.at < task.ts || sample.at > task.ts + task.dur) continue;
        const key = sample.key.startsWith("(") ? sample.key : `${sample.key}:${sample.fn}`;
        sources.set(key, (sources.get(key) ?? 0) + sample.dt);
      }
      const topSources = [...sources]
        .filter(([k]) => k !== "(idle)")
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, v]) => `${k} ${Math.round(v / 1000)}`);
      return [
        Math.round(ms(task.ts - navigation)),
        Math.round(ms((task.tdur ?? task.dur) * scale)),
        what,
        topSources.join(", "),
      ];
    });
  const sorted = (map, scale) =>
    [...map]
      .filter(([key]) => key !== "(idle)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, value]) => [key, Math.round(scale(value))]);
  return {
    fcp: Math.round(ms(fcp - navigation)),
    tasks: Math.round(ms(total)),
    cpuTasks: Math.round(ms(cpuTotal)),
    cpuBlocking: Math.round(ms(cpuBlocking)),
    blocking: Math.round(ms(blocking)),
    longest: Math.round(ms(longest)),
    count: tasks.length,
    long: longTasks,
    kinds: sorted(byKind, ms),
    sources: sorted(bySource, ms),
    samples,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startLocalServer(port, root);
const results = [];
const loadBefore = loadavg()[0];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookies = new Map();
    for (const page of PAGES.filter((p) => chosen.has(p.name))) {
      if (!cookies.has(page.account))
        cookies.set(page.account, await signIn(server.origin, page.account));
      for (let run = 1; run <= runs; run++) {
        const result = await profileLoad(browser, server.origin, page, cookies.get(page.account));
        results.push({ page: page.name, run, load: loadavg()[0], ...result });
        if (!json) {
          console.log(
            `${page.name} run ${run}: CPU ${result.cpuTasks} ms, CPU blocking ${result.cpuBlocking} ms; tasks ${result.tasks} ms (${result.count}), blocking ${result.blocking} ms, longest ${result.longest} ms, FCP ${result.fcp} ms, load ${loadavg()[0].toFixed(2)}`,
          );
          for (const [start, dur, what, sources] of result.long) {
            console.log(`  long task at ${start} ms, ${dur} ms: ${what}; ${sources}`);
          }
          console.log(`  by kind: ${result.kinds.map(([k, v]) => `${k} ${v}`).join(", ")}`);
          console.log(`  JS by source: ${result.sources.map(([k, v]) => `${k} ${v}`).join(", ")}`);
          for (const issue of result.issues) console.log(`  issue: ${JSON.stringify(issue)}`);
          for (const line of result.console) console.log(`  console ${line.slice(0, 300)}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

if (json) console.log(JSON.stringify(results));
else {
  console.log(
    `\nmedians (cpu ${cpu}x, load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after):`,
  );
  for (const page of PAGES.filter((p) => chosen.has(p.name))) {
    const mine = results.filter((r) => r.page === page.name);
    console.log(
      `| ${page.name} | CPU ${median(mine.map((r) => r.cpuTasks))} ms | CPU blocking ${median(mine.map((r) => r.cpuBlocking))} ms | tasks ${median(mine.map((r) => r.tasks))} ms | blocking ${median(mine.map((r) => r.blocking))} ms |`,
    );
  }
}
