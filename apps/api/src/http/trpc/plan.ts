import { TRPCError, type AnyTRPCProcedure, type AnyTRPCRouter } from "@trpc/server";
import type { FastifyRequest } from "fastify";
import secureJson from "secure-json-parse";
import { isObject } from "./values.js";

export interface Call {
  batchIndex: number;
  path: string;
  procedure: AnyTRPCProcedure;
  getRawInput: () => Promise<unknown>;
  result: () => unknown;
}

export interface Plan {
  isBatchCall: boolean;
  type: "query" | "mutation";
  calls: Call[];
  /** The URL's path segment, as the official adapter passes it to `createContext`. */
  path: string;
}

/** The calls of a request the fast path serves exactly as tRPC would, or null to hand it on. */
export function planCall(
  router: AnyTRPCRouter,
  request: FastifyRequest,
  rawPath: string,
): Plan | null {
  const method = request.method;
  if (method !== "GET" && method !== "POST") return null;
  const headers = request.headers;
  const contentType = headers["content-type"];
  if (contentType === undefined ? method === "POST" : !contentType.startsWith("application/json"))
    return null;
  if (headers["trpc-accept"] !== undefined) return null;
  const accept = headers.accept;
  if (
    accept?.includes("application/jsonl") &&
    accept.split(",").some((t) => t.trim() === "application/jsonl")
  )
    return null;
  const query = request.query as Record<string, string | string[] | undefined>;
  if (query.connectionParams !== undefined) return null;
  if (Array.isArray(query.batch) || Array.isArray(query.input)) return null;
  const def = router._def as { procedures: Record<string, AnyTRPCProcedure>; lazy: object };
  if (hasLazyRouters(def.lazy)) return null;

  let decodedPath = rawPath;
  if (rawPath.includes("%")) {
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      return null;
    }
  }
  const isBatchCall = query.batch === "1";
  const paths = isBatchCall ? decodedPath.split(",") : [decodedPath];
  const type = method === "GET" ? "query" : "mutation";
  const procedures: AnyTRPCProcedure[] = [];
  for (const name of paths) {
    const procedure = Object.hasOwn(def.procedures, name) ? def.procedures[name] : undefined;
    if (!procedure || procedure._def.type !== type) return null;
    procedures.push(procedure);
  }

  const rawInput =
    method === "GET"
      ? query.input || undefined
      : typeof request.body === "string"
        ? request.body
        : "";
  if (rawInput === undefined && !isBatchCall) {
    const call = { batchIndex: 0, path: decodedPath, procedure: procedures[0]!, ...NO_INPUT };
    return { isBatchCall, type, calls: [call], path: rawPath };
  }
  const inputs = lazyInputs(router, rawInput, isBatchCall, paths.length);
  const calls = paths.map((name, index) => ({
    batchIndex: index,
    path: name,
    procedure: procedures[index]!,
    getRawInput: async () => (await inputs.read())[index],
    result: () => inputs.result()?.[index],
  }));
  return { isBatchCall, type, calls, path: rawPath };
}

/** A call that sent no input (most reads): nothing to parse, nothing to remember. */
const NO_INPUT = {
  getRawInput: () => Promise.resolve(undefined),
  result: () => undefined,
};

function hasLazyRouters(lazy: object): boolean {
  for (const _ in lazy) return true;
  return false;
}

/** tRPC's `memo` over the request's inputs: parsed once, when a procedure first asks. */
function lazyInputs(
  router: AnyTRPCRouter,
  rawInput: string | undefined,
  isBatchCall: boolean,
  count: number,
) {
  const deserialize = (value: unknown) =>
    router._def._config.transformer.input.deserialize(value) as unknown;
  let value: Record<number, unknown> | undefined;
  let pending: Promise<Record<number, unknown>> | null = null;
  const parse = async (): Promise<Record<number, unknown>> => {
    // As the JSON body parser: "__proto__" / "constructor.prototype" keys are refused.
    const parsed: unknown =
      rawInput === undefined
        ? undefined
        : secureJson.parse(rawInput, { protoAction: "error", constructorAction: "error" });
    const inputs: Record<number, unknown> = Object.create(null);
    if (parsed === undefined) return inputs;
    if (!isBatchCall) {
      inputs[0] = deserialize(parsed);
      return inputs;
    }
    if (!isObject(parsed)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (let index = 0; index < count; index++) {
      const input = (parsed as Record<number, unknown>)[index];
      if (input !== undefined) inputs[index] = deserialize(input);
    }
    return inputs;
  };
  return {
    read: async () => {
      if (value !== undefined) return value;
      pending ??= parse().catch((cause: unknown) => {
        if (cause instanceof TRPCError) throw cause;
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: cause instanceof Error ? cause.message : "Invalid input",
          cause,
        });
      });
      value = await pending;
      pending = null;
      return value;
    },
    result: () => value,
  };
}
