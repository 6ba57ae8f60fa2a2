import { initTRPC, TRPCError, type AnyTRPCRouter } from "@trpc/server";
import type { z } from "zod";
import type { ApiTokenScope } from "./api-tokens/schemas.js";
import type { RequestContext, SignedInContext } from "./context.js";
import { AppError } from "./app-error.js";
import { shownName, toErrorResponse } from "./error-body.js";
import {
  LIVE_EVENTS_MAX_DURATION_MS,
  LIVE_EVENTS_PING_MS,
  LIVE_EVENTS_RECONNECT_AFTER_INACTIVITY_MS,
} from "./events/schemas.js";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

/** Where a procedure is also served as REST; `{name}` segments are path parameters. */
export interface RestRoute {
  method: HttpMethod;
  path: string;
  /** HTTP status of a success answer (200 unless said). */
  status?: number;
}

export interface ProcedureMeta {
  rest?: RestRoute;
  /** The API token scope that reaches this procedure; without one, no token does. */
  scope?: ApiTokenScope;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // Subscriptions (the live event stream) over server-sent events.
    sse: {
      ping: { enabled: true, intervalMs: LIVE_EVENTS_PING_MS },
      maxDurationMs: LIVE_EVENTS_MAX_DURATION_MS,
      client: { reconnectAfterInactivityMs: LIVE_EVENTS_RECONNECT_AFTER_INACTIVITY_MS },
    },
    // The same fields as a REST error body (see error-body.ts), never a stack or a cause.
    errorFormatter({ shape, error, ctx }) {
      const answer = toErrorResponse(error, ctx?.requestId);
      const { status } = answer;
      const body = ctx?.localizeError?.(answer.body) ?? answer.body;
      const { code, message: _message, ...details } = body;
      return {
        message: body.message,
        code: shape.code,
        data: {
          code,
          httpStatus: status,
          path: shape.data.path === undefined ? undefined : shownName(shape.data.path),
          ...details,
        },
      };
    },
  });

export const router = t.router;

/**
 * Who a call made with an API token stands for: the token's creator (whose staff role the
 * server checked when it read the token), where the procedure's `meta.scope` is one of the
 * token's scopes; refused otherwise. Null for a call without a token.
 */
function tokenViewer(ctx: RequestContext, meta: ProcedureMeta | undefined, path: string) {
  const token = ctx.apiToken;
  if (!token) return null;
  const scope = meta?.scope;
  if (!scope) {
    throw new AppError(
      "FORBIDDEN",
      `An API token cannot call ${path}: tokens reach only the procedures of their scopes.`,
      { reason: "TOKEN_SCOPE_MISSING" },
    );
  }
  if (!token.scopes.includes(scope)) {
    throw new AppError(
      "FORBIDDEN",
      `This API token does not have the scope ${scope}, which ${path} needs. Staff can create a token with it in the admin panel.`,
      { reason: "TOKEN_SCOPE_MISSING" },
    );
  }
  return { id: token.createdById, role: "admin" as const };
}

/** A span around the call when the server traces (its `traceProcedure`); nothing otherwise. */
const traced = <T extends { ok: boolean }>(
  ctx: RequestContext,
  path: string,
  type: string,
  call: () => Promise<T>,
) => (ctx.traceProcedure ? ctx.traceProcedure({ path, type }, call) : call());

// Each is one middleware (tracing, the token's scope, the viewer): every level of tRPC's
// middleware chain copies the call's options twice, about 1.2 µs (apps/api/bench/procedure-call.ts).
export const publicProcedure = t.procedure.use(({ ctx, meta, path, type, next }) =>
  traced(ctx, path, type, () => {
    const viewer = tokenViewer(ctx, meta, path);
    return viewer ? next({ ctx: { viewer } }) : next();
  }),
);

export const signedInProcedure = t.procedure.use(({ ctx, meta, path, type, next }) =>
  traced(ctx, path, type, () => {
    const viewer = tokenViewer(ctx, meta, path) ?? ctx.viewer;
    if (!viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: "Unauthorized" });
    // Merged into the context by tRPC: only the narrowed viewer is passed, not a copy of all.
    return next({ ctx: { viewer } });
  }),
);

export const adminProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.viewer.role !== "admin") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Only admins can do this." });
  }
  return next();
});

export const get = (path: string): ProcedureMeta => ({ rest: { method: "GET", path } });
export const post = (path: string, status?: number): ProcedureMeta => ({
  rest: status ? { method: "POST", path, status } : { method: "POST", path },
});
export const patch = (path: string): ProcedureMeta => ({ rest: { method: "PATCH", path } });
/** Adds the API token scope that reaches a procedure to its REST meta. */
export const scoped = (scope: ApiTokenScope, meta: ProcedureMeta): ProcedureMeta => ({
  ...meta,
  scope,
});

/**
 * The server's function behind one procedure, typed from its schemas: the input arrives
 * validated (zod's output type); what it returns is validated again on the way out.
 */
export type Handler<
  Output extends z.ZodType,
  Input extends z.ZodType | undefined = undefined,
  Ctx = SignedInContext,
> = Input extends z.ZodType
  ? (ctx: Ctx, input: z.output<Input>) => Promise<z.input<Output>>
  : (ctx: Ctx) => Promise<z.input<Output>>;

/** What the REST adapter, the OpenAPI document and tests need of one REST procedure. */
export interface RestProcedure {
  /** The tRPC path, "rewards.redeem". */
  name: string;
  type: "query" | "mutation";
  rest: RestRoute;
  input: z.ZodType | undefined;
  output: z.ZodType | undefined;
  /** The API token scope that reaches it, if any. */
  scope?: ApiTokenScope;
}

interface ProcedureDef {
  _def: {
    type: "query" | "mutation" | "subscription";
    meta?: ProcedureMeta;
    inputs: unknown[];
    output?: unknown;
  };
}

/** Every procedure of `appRouter` that declares a REST route, in declaration order. */
export function restProcedures(appRouter: AnyTRPCRouter): RestProcedure[] {
  const procedures = appRouter._def.procedures as Record<string, ProcedureDef>;
  return Object.entries(procedures).flatMap(([name, { _def }]) => {
    if (!_def.meta?.rest || _def.type === "subscription") return [];
    return [
      {
        name,
        type: _def.type,
        rest: _def.meta.rest,
        input: _def.inputs[0] as z.ZodType | undefined,
        output: _def.output as z.ZodType | undefined,
        ...(_def.meta.scope ? { scope: _def.meta.scope } : {}),
      },
    ];
  });
}
