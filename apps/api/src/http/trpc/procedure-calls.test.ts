import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { TRPCError, callTRPCProcedure, initTRPC, transformTRPCResponse } from "@trpc/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";

/**
 * patches/@trpc__server@11.19.0.patch: tRPC's build turns its object spreads into a helper
 * (`_objectSpread2`, defineProperty key by key) that took 17 of the 23 µs of a procedure call
 * with one middleware and an output check (bench/procedure-call.ts; 3.9 µs patched), and 5 to
 * 7% of a signed-in read's CPU in the server. The patch writes the spreads of a call's path
 * (the middleware chain, input merging, output, the response's transform) as JavaScript's
 * own, which is what tRPC's source says. It also has tRPC validate with a schema's `parse`
 * before its `parseAsync` (zod's async path: 7.8 µs and 31 KB of garbage for quiz.today's
 * answer, against 2.2 µs). These tests pin what those lines do, through tRPC's public calls.
 */
const secret = Symbol("secret");

interface Context {
  viewer: { id: string } | null;
  [secret]?: string;
}

const t = initTRPC.context<Context>().meta<{ tag: string }>().create();
const seen: unknown[] = [];

const signedIn = t.procedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new Error("no viewer");
  return next({ ctx: { viewer: ctx.viewer, role: "member" as const } });
});

const Answer = z.object({ id: z.string(), tags: z.array(z.string()) });
const Nickname = z.string().refine(async (name) => name.trim().length >= 3, "Too short.");

const router = t.router({
  answer: t.procedure
    .input(z.object({ id: z.string() }))
    .output(Answer)
    .query(({ input }) => ({ id: input.id, tags: ["calm"], extra: "not in the schema" })),
  nickname: t.procedure
    .input(Nickname)
    .output(Nickname)
    .query(({ input }) => input),
  whoami: signedIn
    .meta({ tag: "who" })
    .use((opts) => {
      seen.push({
        keys: Object.keys(opts).sort(),
        meta: opts.meta,
        path: opts.path,
        type: opts.type,
        batchIndex: opts.batchIndex,
      });
      return opts.next();
    })
    .output(z.object({ id: z.string(), role: z.string() }))
    // The extra field is stripped by the output schema.
    .query(({ ctx }) => ({ id: ctx.viewer.id, role: ctx.role, extra: "not in the schema" })),
  merged: signedIn
    .input(z.object({ page: z.number() }))
    .input(z.object({ size: z.number() }))
    .query(({ input }) => input),
  replaced: signedIn
    .input(z.object({ page: z.number() }))
    .use(({ next }) => next({ input: { page: 99 } }))
    .query(({ input }) => input),
  mergedWithEarlier: signedIn
    .use(({ next }) => next({ input: { size: 5 } }))
    .input(z.object({ page: z.number() }))
    .query(({ input }) => input),
  rawInputSwapped: signedIn
    .use(({ next }) => next({ getRawInput: async () => ({ page: 7 }) }))
    .input(z.object({ page: z.number() }))
    .query(({ input }) => input),
  symbolKept: t.procedure
    .use(({ next }) => next({ ctx: { extra: true } }))
    .query(({ ctx }) => ({ secret: ctx[secret] ?? null, extra: ctx.extra })),
});

const call = (path: string, ctx: Context, input?: unknown) =>
  callTRPCProcedure({
    router,
    path,
    type: "query",
    ctx,
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });

describe("tRPC procedure calls (patched to native object spreads)", () => {
  it("hands each middleware the call's options, its meta and a next, and merges the ctx it passes on", async () => {
    seen.length = 0;
    expect(await call("whoami", { viewer: { id: "u1" } })).toEqual({ id: "u1", role: "member" });
    expect(seen).toEqual([
      {
        keys: [
          "batchIndex",
          "ctx",
          "getRawInput",
          "input",
          "meta",
          "next",
          "path",
          "router",
          "signal",
          "type",
        ],
        meta: { tag: "who" },
        path: "whoami",
        type: "query",
        batchIndex: 0,
      },
    ]);
  });

  it("merges the objects of several input schemas, and an input passed on before them", async () => {
    expect(await call("merged", { viewer: { id: "u1" } }, { page: 2, size: 10 })).toEqual({
      page: 2,
      size: 10,
    });
    expect(await call("mergedWithEarlier", { viewer: { id: "u1" } }, { page: 3 })).toEqual({
      size: 5,
      page: 3,
    });
  });

  it("lets a middleware replace the input or the raw input", async () => {
    expect(await call("replaced", { viewer: { id: "u1" } }, { page: 1 })).toEqual({ page: 99 });
    expect(await call("rawInputSwapped", { viewer: { id: "u1" } }, { page: 1 })).toEqual({
      page: 7,
    });
  });

  it("keeps a context's symbol keys through the spreads, as JavaScript's spread does", async () => {
    expect(await call("symbolKept", { viewer: null, [secret]: "kept" })).toEqual({
      secret: "kept",
      extra: true,
    });
  });

  it("serializes a response's data and error, keeping the item's other keys", () => {
    const config = t._config;
    expect(
      transformTRPCResponse(config, { id: 7, result: { type: "data", data: { n: 1 } } } as never),
    ).toEqual({ id: 7, result: { type: "data", data: { n: 1 } } });
    const error = { code: -32600, message: "no", data: { code: "BAD_REQUEST" } };
    expect(transformTRPCResponse(config, [{ id: 8, error }] as never)).toEqual([{ id: 8, error }]);
  });

  it("validates inputs and outputs with a schema's synchronous parse", async () => {
    const parseAsync = vi.spyOn(Answer, "parseAsync");
    const parse = vi.spyOn(Answer, "parse");
    try {
      expect(await call("answer", { viewer: null }, { id: "q1" })).toEqual({
        id: "q1",
        tags: ["calm"],
      });
      expect(parse).toHaveBeenCalledTimes(1);
      expect(parseAsync).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
      parseAsync.mockRestore();
    }
  });

  it("still validates with an async refinement, through parseAsync", async () => {
    expect(await call("nickname", { viewer: null }, "Sam")).toBe("Sam");
    const refused = await call("nickname", { viewer: null }, "  x ").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe("BAD_REQUEST");
    expect((refused as TRPCError).cause).toMatchObject({
      issues: [{ code: "custom", message: "Too short." }],
    });
  });

  it("refuses an invalid input with zod's error, as before", async () => {
    const refused = await call("answer", { viewer: null }, { id: 7 }).catch((e: unknown) => e);
    expect((refused as TRPCError).code).toBe("BAD_REQUEST");
    expect((refused as TRPCError).cause).toBeInstanceOf(z.ZodError);
    expect((refused as TRPCError).cause).toMatchObject({
      issues: [{ code: "invalid_type", path: ["id"], expected: "string" }],
    });
  });

  it("is the installed tRPC: every line the patch adds is in it", () => {
    const require = createRequire(import.meta.url);
    const packageDir = dirname(require.resolve("@trpc/server/package.json"));
    const patch = readFileSync(
      join(import.meta.dirname, "../../../../../patches/@trpc__server@11.19.0.patch"),
      "utf8",
    );
    const sections = patch.split(/^diff --git /m).slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      const file = /^\+\+\+ b\/(\S+)$/m.exec(section)![1]!;
      const added = section
        .split("\n")
        .filter((line) => line.startsWith("+") && !line.startsWith("+++") && line.trim() !== "+")
        .map((line) => line.slice(1));
      expect(added.length, file).toBeGreaterThan(0);
      const installed = readFileSync(join(packageDir, file), "utf8");
      for (const line of added) expect(installed, file).toContain(line);
    }
  });
});
