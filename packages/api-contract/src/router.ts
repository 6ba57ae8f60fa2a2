import { initTRPC, TRPCError } from "@trpc/server";
import { z, ZodError } from "zod";
import { describeZodError } from "./errors.js";
import type { UserRole } from "./enums.js";
import * as s from "./schemas.js";

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
}

export interface Viewer {
  id: string;
  role: UserRole;
}

/** What every procedure knows about the request; built by the server per request. */
export interface RequestContext {
  viewer: Viewer | null;
  /** The browser's IANA time zone, when sent and valid. */
  timeZone: string | null;
  /** The Idempotency-Key request header, when sent. */
  idempotencyKey: string | null;
  /** The client's address, for per-address limits. */
  clientIp: string;
}

export type SignedInContext = RequestContext & { viewer: Viewer };

type In<T extends z.ZodType> = z.output<T>;
type Out<T extends z.ZodType> = Promise<z.input<T>>;

/**
 * What the server implements: one function per procedure, typed from the schemas.
 * Inputs arrive validated; outputs are validated again on the way out.
 */
export interface Handlers {
  user: {
    me(ctx: SignedInContext): Out<typeof s.AuthUserSchema>;
    setPhone(
      ctx: SignedInContext,
      input: In<typeof s.SetPhoneInputSchema>,
    ): Out<typeof s.AuthUserSchema>;
    setLocation(
      ctx: SignedInContext,
      input: In<typeof s.SetLocationInputSchema>,
    ): Out<typeof s.AuthUserSchema>;
    setType(
      ctx: SignedInContext,
      input: In<typeof s.SetUserTypeInputSchema>,
    ): Out<typeof s.AuthUserSchema>;
  };
  couple: {
    get(ctx: SignedInContext, input: In<typeof s.GetCoupleInputSchema>): Out<typeof s.CoupleSchema>;
  };
  pair: {
    generate(ctx: SignedInContext): Out<typeof s.PairCodeSchema>;
    use(
      ctx: SignedInContext,
      input: In<typeof s.UsePairCodeInputSchema>,
    ): Out<typeof s.CoupleSchema>;
    break(ctx: SignedInContext): Out<typeof s.OkSchema>;
  };
  quiz: {
    today(ctx: SignedInContext): Out<z.ZodArray<typeof s.QuizQuestionSchema>>;
    answer(
      ctx: SignedInContext,
      input: In<typeof s.QuizAnswerInputSchema>,
    ): Out<typeof s.QuizAnswerResultSchema>;
    history(
      ctx: SignedInContext,
      input: In<typeof s.QuizHistoryInputSchema>,
    ): Out<typeof s.QuizHistorySchema>;
  };
  rewards: {
    list(ctx: SignedInContext): Out<z.ZodArray<typeof s.RewardSchema>>;
    redeem(
      ctx: SignedInContext,
      input: In<typeof s.RewardIdInputSchema>,
    ): Out<typeof s.RedemptionResultSchema>;
    redemptions(ctx: SignedInContext): Out<z.ZodArray<typeof s.RedemptionSchema>>;
  };
  matching: {
    profile(ctx: SignedInContext): Out<z.ZodNullable<typeof s.MatchingProfileSchema>>;
    saveProfile(
      ctx: SignedInContext,
      input: In<typeof s.MatchingProfileInputSchema>,
    ): Out<typeof s.MatchingProfileSchema>;
    saveDiscoveryTags(
      ctx: SignedInContext,
      input: In<typeof s.DiscoveryTagsInputSchema>,
    ): Out<typeof s.DiscoveryTagsResultSchema>;
    discover(ctx: SignedInContext): Out<z.ZodArray<typeof s.DiscoverCandidateSchema>>;
    like(
      ctx: SignedInContext,
      input: In<typeof s.ToUserInputSchema>,
    ): Out<typeof s.LikeResultSchema>;
    pass(ctx: SignedInContext, input: In<typeof s.ToUserInputSchema>): Out<typeof s.OkSchema>;
    matches(ctx: SignedInContext): Out<z.ZodArray<typeof s.MatchSummarySchema>>;
    unmatch(ctx: SignedInContext, input: In<typeof s.UserIdInputSchema>): Out<typeof s.OkSchema>;
    block(ctx: SignedInContext, input: In<typeof s.UserIdInputSchema>): Out<typeof s.OkSchema>;
    report(ctx: SignedInContext, input: In<typeof s.ReportInputSchema>): Out<typeof s.OkSchema>;
  };
  waitlist: {
    join(
      ctx: RequestContext,
      input: In<typeof s.JoinWaitlistInputSchema>,
    ): Out<typeof s.JoinWaitlistResultSchema>;
  };
  admin: {
    listRewards(ctx: SignedInContext): Out<z.ZodArray<typeof s.RewardSchema>>;
    createReward(
      ctx: SignedInContext,
      input: In<typeof s.CreateRewardInputSchema>,
    ): Out<typeof s.RewardSchema>;
    setRewardActive(
      ctx: SignedInContext,
      input: In<typeof s.SetRewardActiveInputSchema>,
    ): Out<typeof s.RewardSchema>;
  };
}

// The web app imports this package (constants, types) in the browser, where tRPC otherwise
// refuses to build a router; the router only ever runs on the server.
const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    allowOutsideOfServer: true,
    // Validation errors read the same over tRPC as over REST: "Invalid input: field: message".
    errorFormatter({ shape, error }) {
      if (error.code !== "BAD_REQUEST" || !(error.cause instanceof ZodError)) return shape;
      const { message, fields } = describeZodError(error.cause);
      return { ...shape, message, data: { ...shape.data, fields } };
    },
  });

const publicProcedure = t.procedure;

const signedInProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.viewer) throw new TRPCError({ code: "UNAUTHORIZED", message: "Unauthorized" });
  return next({ ctx: { ...ctx, viewer: ctx.viewer } });
});

const adminProcedure = signedInProcedure.use(({ ctx, next }) => {
  if (ctx.viewer.role !== "admin") {
    throw new TRPCError({ code: "FORBIDDEN", message: "Only admins can do this." });
  }
  return next();
});

const get = (path: string): ProcedureMeta => ({ rest: { method: "GET", path } });
const post = (path: string, status?: number): ProcedureMeta => ({
  rest: status ? { method: "POST", path, status } : { method: "POST", path },
});
const patch = (path: string): ProcedureMeta => ({ rest: { method: "PATCH", path } });

/** The whole API: each procedure with its input, output and REST route, wired to `h`. */
export function createAppRouter(h: Handlers) {
  return t.router({
    user: t.router({
      me: signedInProcedure
        .meta(get("/api/auth/user"))
        .output(s.AuthUserSchema)
        .query(({ ctx }) => h.user.me(ctx)),
      setPhone: signedInProcedure
        .meta(post("/api/user/phone"))
        .input(s.SetPhoneInputSchema)
        .output(s.AuthUserSchema)
        .mutation(({ ctx, input }) => h.user.setPhone(ctx, input)),
      setLocation: signedInProcedure
        .meta(post("/api/user/location"))
        .input(s.SetLocationInputSchema)
        .output(s.AuthUserSchema)
        .mutation(({ ctx, input }) => h.user.setLocation(ctx, input)),
      setType: signedInProcedure
        .meta(post("/api/user/type"))
        .input(s.SetUserTypeInputSchema)
        .output(s.AuthUserSchema)
        .mutation(({ ctx, input }) => h.user.setType(ctx, input)),
    }),
    couple: t.router({
      get: signedInProcedure
        .meta(get("/api/couple/{coupleId}"))
        .input(s.GetCoupleInputSchema)
        .output(s.CoupleSchema)
        .query(({ ctx, input }) => h.couple.get(ctx, input)),
    }),
    pair: t.router({
      generate: signedInProcedure
        .meta(post("/api/pair/generate"))
        .output(s.PairCodeSchema)
        .mutation(({ ctx }) => h.pair.generate(ctx)),
      use: signedInProcedure
        .meta(post("/api/pair/use"))
        .input(s.UsePairCodeInputSchema)
        .output(s.CoupleSchema)
        .mutation(({ ctx, input }) => h.pair.use(ctx, input)),
      break: signedInProcedure
        .meta(post("/api/pair/break"))
        .output(s.OkSchema)
        .mutation(({ ctx }) => h.pair.break(ctx)),
    }),
    quiz: t.router({
      today: signedInProcedure
        .meta(get("/api/quiz/today"))
        .output(z.array(s.QuizQuestionSchema))
        .query(({ ctx }) => h.quiz.today(ctx)),
      answer: signedInProcedure
        .meta(post("/api/quiz/answer"))
        .input(s.QuizAnswerInputSchema)
        .output(s.QuizAnswerResultSchema)
        .mutation(({ ctx, input }) => h.quiz.answer(ctx, input)),
      history: signedInProcedure
        .meta(get("/api/quiz/history"))
        .input(s.QuizHistoryInputSchema)
        .output(s.QuizHistorySchema)
        .query(({ ctx, input }) => h.quiz.history(ctx, input)),
    }),
    rewards: t.router({
      list: signedInProcedure
        .meta(get("/api/rewards"))
        .output(z.array(s.RewardSchema))
        .query(({ ctx }) => h.rewards.list(ctx)),
      redeem: signedInProcedure
        .meta(post("/api/rewards/{id}/redeem"))
        .input(s.RewardIdInputSchema)
        .output(s.RedemptionResultSchema)
        .mutation(({ ctx, input }) => h.rewards.redeem(ctx, input)),
      redemptions: signedInProcedure
        .meta(get("/api/rewards/redemptions"))
        .output(z.array(s.RedemptionSchema))
        .query(({ ctx }) => h.rewards.redemptions(ctx)),
    }),
    matching: t.router({
      profile: signedInProcedure
        .meta(get("/api/matching/profile"))
        .output(s.MatchingProfileSchema.nullable())
        .query(({ ctx }) => h.matching.profile(ctx)),
      saveProfile: signedInProcedure
        .meta(post("/api/matching/profile"))
        .input(s.MatchingProfileInputSchema)
        .output(s.MatchingProfileSchema)
        .mutation(({ ctx, input }) => h.matching.saveProfile(ctx, input)),
      saveDiscoveryTags: signedInProcedure
        .meta(post("/api/matching/discovery-tags"))
        .input(s.DiscoveryTagsInputSchema)
        .output(s.DiscoveryTagsResultSchema)
        .mutation(({ ctx, input }) => h.matching.saveDiscoveryTags(ctx, input)),
      discover: signedInProcedure
        .meta(get("/api/matching/discover"))
        .output(z.array(s.DiscoverCandidateSchema))
        .query(({ ctx }) => h.matching.discover(ctx)),
      like: signedInProcedure
        .meta(post("/api/matching/like"))
        .input(s.ToUserInputSchema)
        .output(s.LikeResultSchema)
        .mutation(({ ctx, input }) => h.matching.like(ctx, input)),
      pass: signedInProcedure
        .meta(post("/api/matching/pass"))
        .input(s.ToUserInputSchema)
        .output(s.OkSchema)
        .mutation(({ ctx, input }) => h.matching.pass(ctx, input)),
      matches: signedInProcedure
        .meta(get("/api/matching/matches"))
        .output(z.array(s.MatchSummarySchema))
        .query(({ ctx }) => h.matching.matches(ctx)),
      unmatch: signedInProcedure
        .meta(post("/api/matching/unmatch"))
        .input(s.UserIdInputSchema)
        .output(s.OkSchema)
        .mutation(({ ctx, input }) => h.matching.unmatch(ctx, input)),
      block: signedInProcedure
        .meta(post("/api/matching/block"))
        .input(s.UserIdInputSchema)
        .output(s.OkSchema)
        .mutation(({ ctx, input }) => h.matching.block(ctx, input)),
      report: signedInProcedure
        .meta(post("/api/matching/report", 201))
        .input(s.ReportInputSchema)
        .output(s.OkSchema)
        .mutation(({ ctx, input }) => h.matching.report(ctx, input)),
    }),
    waitlist: t.router({
      join: publicProcedure
        .meta(post("/api/waitlist"))
        .input(s.JoinWaitlistInputSchema)
        .output(s.JoinWaitlistResultSchema)
        .mutation(({ ctx, input }) => h.waitlist.join(ctx, input)),
    }),
    admin: t.router({
      listRewards: adminProcedure
        .meta(get("/api/admin/rewards"))
        .output(z.array(s.RewardSchema))
        .query(({ ctx }) => h.admin.listRewards(ctx)),
      createReward: adminProcedure
        .meta(post("/api/admin/rewards", 201))
        .input(s.CreateRewardInputSchema)
        .output(s.RewardSchema)
        .mutation(({ ctx, input }) => h.admin.createReward(ctx, input)),
      setRewardActive: adminProcedure
        .meta(patch("/api/admin/rewards/{id}"))
        .input(s.SetRewardActiveInputSchema)
        .output(s.RewardSchema)
        .mutation(({ ctx, input }) => h.admin.setRewardActive(ctx, input)),
    }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
