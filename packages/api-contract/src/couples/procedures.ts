import { OkSchema } from "../common.js";
import type { RequestContext } from "../context.js";
import { get, post, publicProcedure, router, signedInProcedure, type Handler } from "../trpc.js";
import {
  AnswerProposalInputSchema,
  CoupleProposalSchema,
  CoupleSchema,
  MaybeCoupleProposalSchema,
  ProposalMatchInputSchema,
  GetCoupleInputSchema,
  InvitePreviewSchema,
  MaybeEndedPairingSchema,
  UndoEndPairingInputSchema,
  InviteTokenInputSchema,
  PairCodeSchema,
  PartnerInviteSchema,
  UsePairCodeInputSchema,
} from "./schemas.js";

export interface CoupleHandlers {
  get: Handler<typeof CoupleSchema, typeof GetCoupleInputSchema>;
}

export const coupleRouter = (h: CoupleHandlers) =>
  router({
    get: signedInProcedure
      .meta(get("/api/couple/{coupleId}"))
      .input(GetCoupleInputSchema)
      .output(CoupleSchema)
      .query(({ ctx, input }) => h.get(ctx, input)),
  });

export interface PairHandlers {
  generate: Handler<typeof PairCodeSchema>;
  use: Handler<typeof CoupleSchema, typeof UsePairCodeInputSchema>;
  break: Handler<typeof OkSchema>;
  /** The pairing I ended and may still undo, or null (decision 237). */
  ended: Handler<typeof MaybeEndedPairingSchema>;
  /** Restores the pairing I ended: the same couple, its streak and history (decision 237). */
  undoBreak: Handler<typeof CoupleSchema, typeof UndoEndPairingInputSchema>;
  /** My open invite link, made when I have none (or mine expired). */
  invite: Handler<typeof PartnerInviteSchema>;
  /** A new invite link; the one before stops working. */
  newInvite: Handler<typeof PartnerInviteSchema>;
  /** Who an invite link is from and whether it still works; signed out too. */
  invitePreview: Handler<typeof InvitePreviewSchema, typeof InviteTokenInputSchema, RequestContext>;
  /** Pairs me with the link's owner (every rule of pairing holds). */
  acceptInvite: Handler<typeof CoupleSchema, typeof InviteTokenInputSchema>;
  /** The latest proposal to become a couple in a chat (decision 132), or null. */
  proposal: Handler<typeof MaybeCoupleProposalSchema, typeof ProposalMatchInputSchema>;
  /** Asks the match to become a couple. */
  propose: Handler<typeof CoupleProposalSchema, typeof ProposalMatchInputSchema>;
  /** Says yes: both become a couple, paired (every rule of pairing holds). */
  acceptProposal: Handler<typeof CoupleSchema, typeof AnswerProposalInputSchema>;
  /** Says not now. */
  declineProposal: Handler<typeof CoupleProposalSchema, typeof AnswerProposalInputSchema>;
}

export const pairRouter = (h: PairHandlers) =>
  router({
    generate: signedInProcedure
      .meta(post("/api/pair/generate"))
      .output(PairCodeSchema)
      .mutation(({ ctx }) => h.generate(ctx)),
    use: signedInProcedure
      .meta(post("/api/pair/use"))
      .input(UsePairCodeInputSchema)
      .output(CoupleSchema)
      .mutation(({ ctx, input }) => h.use(ctx, input)),
    break: signedInProcedure
      .meta(post("/api/pair/break"))
      .output(OkSchema)
      .mutation(({ ctx }) => h.break(ctx)),
    ended: signedInProcedure
      .meta(get("/api/pair/ended"))
      .output(MaybeEndedPairingSchema)
      .query(({ ctx }) => h.ended(ctx)),
    undoBreak: signedInProcedure
      .meta(post("/api/pair/break/undo"))
      .input(UndoEndPairingInputSchema)
      .output(CoupleSchema)
      .mutation(({ ctx, input }) => h.undoBreak(ctx, input)),
    invite: signedInProcedure
      .meta(post("/api/pair/invite"))
      .output(PartnerInviteSchema)
      .mutation(({ ctx }) => h.invite(ctx)),
    newInvite: signedInProcedure
      .meta(post("/api/pair/invite/new"))
      .output(PartnerInviteSchema)
      .mutation(({ ctx }) => h.newInvite(ctx)),
    invitePreview: publicProcedure
      .meta(get("/api/pair/invites/{token}"))
      .input(InviteTokenInputSchema)
      .output(InvitePreviewSchema)
      .query(({ ctx, input }) => h.invitePreview(ctx, input)),
    acceptInvite: signedInProcedure
      .meta(post("/api/pair/invites/{token}/accept"))
      .input(InviteTokenInputSchema)
      .output(CoupleSchema)
      .mutation(({ ctx, input }) => h.acceptInvite(ctx, input)),
    proposal: signedInProcedure
      .meta(get("/api/chat/{matchId}/proposal"))
      .input(ProposalMatchInputSchema)
      .output(MaybeCoupleProposalSchema)
      .query(({ ctx, input }) => h.proposal(ctx, input)),
    propose: signedInProcedure
      .meta(post("/api/chat/{matchId}/proposal", 201))
      .input(ProposalMatchInputSchema)
      .output(CoupleProposalSchema)
      .mutation(({ ctx, input }) => h.propose(ctx, input)),
    acceptProposal: signedInProcedure
      .meta(post("/api/chat/{matchId}/proposal/accept"))
      .input(AnswerProposalInputSchema)
      .output(CoupleSchema)
      .mutation(({ ctx, input }) => h.acceptProposal(ctx, input)),
    declineProposal: signedInProcedure
      .meta(post("/api/chat/{matchId}/proposal/decline"))
      .input(AnswerProposalInputSchema)
      .output(CoupleProposalSchema)
      .mutation(({ ctx, input }) => h.declineProposal(ctx, input)),
  });
