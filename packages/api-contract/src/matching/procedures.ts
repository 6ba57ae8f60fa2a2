import { OkSchema } from "../common.js";
import { get, post, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  DatingPreferencesInputSchema,
  DatingPreferencesSchema,
  DiscoverCandidateListSchema,
  DiscoverCountSchema,
  DiscoverWideningListSchema,
  DiscoveryTagsInputSchema,
  DiscoveryTagsResultSchema,
  LikeInputSchema,
  LikeResultSchema,
  LikesWaitingSchema,
  LikesYouSchema,
  MatchingProfileInputSchema,
  MatchingProfileSchema,
  MatchSummaryListSchema,
  PausedSchema,
  ReportInputSchema,
  SetPausedInputSchema,
  ToUserInputSchema,
  UndoPassResultSchema,
  UserIdInputSchema,
} from "./schemas.js";

const MaybeMatchingProfileSchema = MatchingProfileSchema.nullable();

export interface MatchingHandlers {
  profile: Handler<typeof MaybeMatchingProfileSchema>;
  saveProfile: Handler<typeof MatchingProfileSchema, typeof MatchingProfileInputSchema>;
  saveDiscoveryTags: Handler<typeof DiscoveryTagsResultSchema, typeof DiscoveryTagsInputSchema>;
  savePreferences: Handler<typeof DatingPreferencesSchema, typeof DatingPreferencesInputSchema>;
  discover: Handler<typeof DiscoverCandidateListSchema>;
  like: Handler<typeof LikeResultSchema, typeof LikeInputSchema>;
  pass: Handler<typeof OkSchema, typeof ToUserInputSchema>;
  matches: Handler<typeof MatchSummaryListSchema>;
  unmatch: Handler<typeof OkSchema, typeof UserIdInputSchema>;
  block: Handler<typeof OkSchema, typeof UserIdInputSchema>;
  report: Handler<typeof OkSchema, typeof ReportInputSchema>;
  likesWaiting: Handler<typeof LikesWaitingSchema>;
  discoverCount: Handler<typeof DiscoverCountSchema>;
  discoverWidenings: Handler<typeof DiscoverWideningListSchema>;
  likesYou: Handler<typeof LikesYouSchema>;
  undoPass: Handler<typeof UndoPassResultSchema>;
  setPaused: Handler<typeof PausedSchema, typeof SetPausedInputSchema>;
}

export const matchingRouter = (h: MatchingHandlers) =>
  router({
    profile: signedInProcedure
      .meta(get("/api/matching/profile"))
      .output(MaybeMatchingProfileSchema)
      .query(({ ctx }) => h.profile(ctx)),
    saveProfile: signedInProcedure
      .meta(post("/api/matching/profile"))
      .input(MatchingProfileInputSchema)
      .output(MatchingProfileSchema)
      .mutation(({ ctx, input }) => h.saveProfile(ctx, input)),
    saveDiscoveryTags: signedInProcedure
      .meta(post("/api/matching/discovery-tags"))
      .input(DiscoveryTagsInputSchema)
      .output(DiscoveryTagsResultSchema)
      .mutation(({ ctx, input }) => h.saveDiscoveryTags(ctx, input)),
    savePreferences: signedInProcedure
      .meta(post("/api/matching/preferences"))
      .input(DatingPreferencesInputSchema)
      .output(DatingPreferencesSchema)
      .mutation(({ ctx, input }) => h.savePreferences(ctx, input)),
    discover: signedInProcedure
      .meta(get("/api/matching/discover"))
      .output(DiscoverCandidateListSchema)
      .query(({ ctx }) => h.discover(ctx)),
    like: signedInProcedure
      .meta(post("/api/matching/like"))
      .input(LikeInputSchema)
      .output(LikeResultSchema)
      .mutation(({ ctx, input }) => h.like(ctx, input)),
    pass: signedInProcedure
      .meta(post("/api/matching/pass"))
      .input(ToUserInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.pass(ctx, input)),
    matches: signedInProcedure
      .meta(get("/api/matching/matches"))
      .output(MatchSummaryListSchema)
      .query(({ ctx }) => h.matches(ctx)),
    unmatch: signedInProcedure
      .meta(post("/api/matching/unmatch"))
      .input(UserIdInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.unmatch(ctx, input)),
    block: signedInProcedure
      .meta(post("/api/matching/block"))
      .input(UserIdInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.block(ctx, input)),
    report: signedInProcedure
      .meta(post("/api/matching/report", 201))
      .input(ReportInputSchema)
      .output(OkSchema)
      .mutation(({ ctx, input }) => h.report(ctx, input)),
    likesWaiting: signedInProcedure
      .meta(get("/api/matching/likes-waiting"))
      .output(LikesWaitingSchema)
      .query(({ ctx }) => h.likesWaiting(ctx)),
    discoverCount: signedInProcedure
      .meta(get("/api/matching/discover/count"))
      .output(DiscoverCountSchema)
      .query(({ ctx }) => h.discoverCount(ctx)),
    discoverWidenings: signedInProcedure
      .meta(get("/api/matching/discover/widenings"))
      .output(DiscoverWideningListSchema)
      .query(({ ctx }) => h.discoverWidenings(ctx)),
    likesYou: signedInProcedure
      .meta(get("/api/matching/likes"))
      .output(LikesYouSchema)
      .query(({ ctx }) => h.likesYou(ctx)),
    undoPass: signedInProcedure
      .meta(post("/api/matching/undo-pass"))
      .output(UndoPassResultSchema)
      .mutation(({ ctx }) => h.undoPass(ctx)),
    setPaused: signedInProcedure
      .meta(post("/api/matching/pause"))
      .input(SetPausedInputSchema)
      .output(PausedSchema)
      .mutation(({ ctx, input }) => h.setPaused(ctx, input)),
  });
