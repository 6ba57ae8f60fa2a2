/**
 * What one tRPC procedure call costs with nothing else around it: a middleware that checks
 * the viewer (as `signedInProcedure`), an output schema, `callTRPCProcedure` as the REST
 * routes and the fast path call it. Prints nanoseconds per call, the median of 6 rounds of
 * 100,000 after 2 rounds of warm-up:
 *
 *   cd apps/api && pnpm tsx bench/procedure-call.ts
 *
 * With tRPC's build as published, 23 µs a call, 17 of them in its object-spread helper; with
 * patches/@trpc__server@11.19.0.patch, 3.9 µs (docs/scaling.md). The first line is the
 * contract's layout: one middleware (tracing, a token's scope and the viewer in one). The
 * third is the first behind a middleware of its own for tracing (decision 316), tracing off:
 * what each level of middleware costs, and why the contract has one.
 */
import { callTRPCProcedure, initTRPC, TRPCError } from "@trpc/server";
import { z } from "zod";

interface Context {
  viewer: { id: string } | null;
  requestId: string;
}
const t = initTRPC.context<Context>().create();
const signedIn = t.procedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});
const User = z.object({ id: z.string(), firstName: z.string(), points: z.number() });
// Tracing as a middleware of its own (decision 316), with tracing off: no hook in the context.
const traced = t.middleware(({ ctx, path, type, next }) => {
  const hook = (
    ctx as { traceProcedure?: (c: object, run: typeof next) => ReturnType<typeof next> }
  ).traceProcedure;
  return hook ? hook({ path, type }, () => next()) : next();
});
const router = t.router({
  tracedMe: t.procedure
    .use(traced)
    .use(({ ctx, next }) => {
      if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED" });
      return next({ ctx: { ...ctx, viewer: ctx.viewer } });
    })
    .output(User)
    .query(({ ctx }) => ({ id: ctx.viewer.id, firstName: "Alex", points: 1 })),
  me: signedIn
    .output(User)
    .query(({ ctx }) => ({ id: ctx.viewer.id, firstName: "Alex", points: 1 })),
  withInput: signedIn
    .input(z.object({ points: z.number() }))
    .output(User)
    .query(({ ctx, input }) => ({ id: ctx.viewer.id, firstName: "Alex", points: input.points })),
});
const ctx: Context = { viewer: { id: "u1" }, requestId: "r1" };

async function nsPerCall(path: "me" | "withInput" | "tracedMe", input: unknown, calls: number) {
  const getRawInput = async () => input;
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) {
    await callTRPCProcedure({
      router,
      path,
      type: "query",
      ctx,
      getRawInput,
      signal: undefined,
      batchIndex: 0,
    });
  }
  return Number(process.hrtime.bigint() - started) / calls;
}

const rounds: Record<string, number[]> = { me: [], withInput: [], tracedMe: [] };
for (let round = 0; round < 8; round++) {
  const me = await nsPerCall("me", undefined, 100_000);
  const withInput = await nsPerCall("withInput", { points: 3 }, 100_000);
  const tracedMe = await nsPerCall("tracedMe", undefined, 100_000);
  if (round < 2) continue;
  rounds.me!.push(me);
  rounds.withInput!.push(withInput);
  rounds.tracedMe!.push(tracedMe);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `a query, one middleware, an output schema: ${median(rounds.me!).toFixed(0)} ns a call`,
);
console.log(`the same with an input schema: ${median(rounds.withInput!).toFixed(0)} ns a call`);
console.log(
  `the first, behind a tracing middleware of its own, tracing off: ${median(rounds.tracedMe!).toFixed(0)} ns a call`,
);
