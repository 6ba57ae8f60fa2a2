// Every input and output of every procedure, as a client of AppRouter sees it, is exactly
// typed: nothing is `any` or `unknown`, at any depth. A schema whose input type is loose
// (`z.coerce.number()` types its input `unknown`, so `{ id: "seven" }` would compile) fails
// here with the path of the field. Run by vitest's type checking (`vitest run`) and by
// `pnpm typecheck`.
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { describe, expectTypeOf, it } from "vitest";
import type { AppRouter } from "../src/index.js";

type IsAny<T> = 0 extends 1 & T ? true : false;
type IsUnknown<T> = IsAny<T> extends true ? false : unknown extends T ? true : false;
/** How much deeper the walk may go; the JSON of a data export is recursive. */
type Deeper = [never, 0, 1, 2, 3, 4, 5, 6, 7];

/** The paths inside `T` whose type is `any` or `unknown`, each with which of the two. */
type LoosePaths<T, Path extends string, Depth extends number = 8> = [Depth] extends [never]
  ? never
  : IsAny<T> extends true
    ? `${Path}: any`
    : IsUnknown<T> extends true
      ? `${Path}: unknown`
      : T extends string | number | boolean | bigint | symbol | null | undefined | void
        ? never
        : T extends AsyncIterable<infer Item>
          ? LoosePaths<Item, `${Path} (each)`, Deeper[Depth]>
          : T extends readonly (infer Item)[]
            ? LoosePaths<Item, `${Path}[]`, Deeper[Depth]>
            : T extends object
              ? {
                  [Key in keyof T & string]-?: LoosePaths<T[Key], `${Path}.${Key}`, Deeper[Depth]>;
                }[keyof T & string]
              : never;

/** Fails to compile with the offending paths in the message ("... does not satisfy never"). */
const expectNoLoosePaths = <_Paths extends never>() => undefined;

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

describe("the types a client of AppRouter gets", () => {
  it("has no `any` or `unknown` in any procedure's input", () => {
    expectNoLoosePaths<LoosePaths<Inputs, "input">>();
  });

  it("has no `any` or `unknown` in any procedure's output", () => {
    expectNoLoosePaths<LoosePaths<Outputs, "output">>();
  });

  it("walks every procedure: the live events' stream and a coerced id included", () => {
    expectTypeOf<keyof Inputs>().toEqualTypeOf<keyof AppRouter["_def"]["record"]>();
    expectTypeOf<Inputs["rewards"]["redeem"]>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<Inputs["quiz"]["history"]>().toEqualTypeOf<
      void | { before?: string | undefined; limit?: number | undefined } | undefined
    >();
    type StreamMessage = Outputs["events"]["stream"] extends AsyncIterable<infer M> ? M : never;
    expectTypeOf<StreamMessage["data"]["type"]>().toEqualTypeOf<
      | "paired"
      | "partner-answered"
      | "couple-ended"
      | "couple-restored"
      | "match"
      | "liked"
      | "partner-redeemed"
      | "couple-goal"
      | "session-ended"
      | "message"
      | "messages-read"
      | "couple-proposal"
      | "conversation-ended"
      | "answer-response"
      | "couple-message"
      | "ready"
      | "resync"
    >();
  });

  it("would name a loose field by its path (the walk itself, on a made-up router type)", () => {
    interface Loose {
      rewards: {
        redeem: { id: unknown; note: string };
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the walk must find it
        list: { tags: any[]; nested: { deep: { deeper: unknown } } };
        stream: AsyncIterable<{ data: unknown }>;
      };
    }
    expectTypeOf<LoosePaths<Loose, "input">>().toEqualTypeOf<
      | "input.rewards.redeem.id: unknown"
      | "input.rewards.list.tags[]: any"
      | "input.rewards.list.nested.deep.deeper: unknown"
      | "input.rewards.stream (each).data: unknown"
    >();
  });
});
