// `npm run bench` / `pnpm bench`: builds the API and the web app, then prints every figure of the bench as
// one markdown table (apps/api/bench/run.ts; its variables are documented there and in the
// README's "Measuring"). Needs the machine's Postgres (BENCH_DATABASE_URL).
import { ensureDependencies, findPnpm, run } from "./lib.mjs";

const pnpm = findPnpm();
ensureDependencies(pnpm);
run(pnpm, ["--filter", "@tandem/api", "build"]);
run(pnpm, ["--filter", "@tandem/web", "build"]); // the "pages" rows measure the web build
run(pnpm, ["--filter", "@tandem/api", "bench"]);
