import { z } from "zod";
import { Id, IntId, IsoDateTime } from "../common.js";
import { PAIR_CODE_LENGTH } from "../constants.js";

export const COUPLES_ERROR_REASONS = [
  "ALREADY_PAIRED",
  "NOT_PAIRED",
  /** An invite link that was used, has expired or was replaced: one answer for all three. */
  "INVITE_CLOSED",
  /** A proposal to become a couple that was already answered, or is not the open one. */
  "PROPOSAL_ANSWERED",
  /** The other person has already asked: answer their proposal. */
  "PROPOSAL_WAITING_FOR_YOU",
  /** The same two pairing again while the ending can be undone: Undo instead (decision 237). */
  "UNDO_INSTEAD",
  /** Undo asked for more than UNDO_END_PAIRING_HOURS after the ending. */
  "UNDO_EXPIRED",
  /** Undo refused: the pairing is back already, or one of the two has moved on. */
  "UNDO_NOT_POSSIBLE",
] as const;

export const PartnerSchema = z.object({
  id: Id,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const CoupleSchema = z.object({
  id: Id,
  partner: PartnerSchema,
  identity: z.string().nullable(),
  identityDescription: z.string().nullable(),
  completedQuizzes: z.number().int(),
  createdAt: IsoDateTime,
  /** The chat the two became a couple from (decision 132), kept to read; else null. */
  metInChat: z.number().int().nullable(),
});
export type Couple = z.infer<typeof CoupleSchema>;

export const GetCoupleInputSchema = z.object({ coupleId: Id });

export const PairCodeSchema = z.object({
  code: z.string().length(PAIR_CODE_LENGTH),
  expiresAt: IsoDateTime,
});
export type PairCode = z.infer<typeof PairCodeSchema>;

export const UsePairCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .length(PAIR_CODE_LENGTH, `Please enter a ${PAIR_CODE_LENGTH}-character code.`),
});
export type UsePairCodeInput = z.infer<typeof UsePairCodeInputSchema>;

/** How long an invite link stays valid (a pair code lasts PAIR_CODE_TTL_MINUTES). */
export const PARTNER_INVITE_TTL_DAYS = 7;
/** A used, expired or replaced link is deleted this many days after it closed (decision 256). */
export const CLOSED_INVITE_RETENTION_DAYS = 7;
/** The page an invite link opens: `/join/<token>`. */
export const partnerInvitePath = (token: string) => `/join/${token}`;
export const INVITE_LINK_INVALID_MESSAGE =
  "This invite link is not valid. Ask your partner to send it again.";
/**
 * The one answer for a link that was used, expired or replaced: it names no one and says
 * nothing of the inviter's pairing (decision 256).
 */
export const INVITE_LINK_CLOSED_MESSAGE =
  "This invite link no longer works. Ask the person who sent it for a new one.";

/** The random part of an invite link (URL-safe base64). */
const InviteToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, INVITE_LINK_INVALID_MESSAGE);
export const InviteTokenInputSchema = z.object({ token: InviteToken });
export type InviteTokenInput = z.infer<typeof InviteTokenInputSchema>;

/** My invite link: open it, sign in or up, and the two of us are paired with no code typed. */
export const PartnerInviteSchema = z.object({
  token: InviteToken,
  /** The link's path on this server; its address is the app's origin plus this path. */
  path: z.string(),
  expiresAt: IsoDateTime,
});
export type PartnerInvite = z.infer<typeof PartnerInviteSchema>;

/** "closed": used, expired or replaced; which of them is not told (decision 256). */
export const InviteStatusSchema = z.enum(["open", "closed"]);
export type InviteStatus = z.infer<typeof InviteStatusSchema>;

/** What an invite link's page shows, signed in or not: who invites, and whether it still works. */
export const InvitePreviewSchema = z.object({
  inviter: z.object({
    /**
     * Null when the inviter has not given a first name (the page says "Your partner"), and
     * for a closed link.
     */
    firstName: z.string().nullable(),
    /** The inviter's account photo, served to holders of the link while it is open. */
    photoUrl: z.string().nullable(),
  }),
  status: InviteStatusSchema,
  expiresAt: IsoDateTime,
  /** The signed-in viewer made this link. */
  own: z.boolean(),
});
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;

// From a match to a couple (decision 132): one matched single proposes from the chat, the
// other accepts (both become a couple, paired, with no code) or declines.

/** After a decline, the one who asked may ask again on that match after this many hours. */
export const COUPLE_PROPOSAL_RETRY_HOURS = 24;

export const COUPLE_PROPOSAL_STATUSES = ["open", "accepted", "declined", "lapsed"] as const;
export const CoupleProposalStatusSchema = z.enum(COUPLE_PROPOSAL_STATUSES);
export type CoupleProposalStatus = z.infer<typeof CoupleProposalStatusSchema>;

/** The latest proposal of a match, as one of its two people sees it. */
export const CoupleProposalSchema = z.object({
  id: z.number().int(),
  matchId: z.number().int(),
  /** Whether I am the one who asked. */
  fromMe: z.boolean(),
  /** Open: waiting for an answer. Lapsed: one of the two paired with someone else first. */
  status: CoupleProposalStatusSchema,
  createdAt: IsoDateTime,
  answeredAt: IsoDateTime.nullable(),
  /** For a declined proposal of mine: when I may ask again (null: now, or not mine). */
  askAgainAt: IsoDateTime.nullable(),
});
export type CoupleProposal = z.infer<typeof CoupleProposalSchema>;
export const MaybeCoupleProposalSchema = CoupleProposalSchema.nullable();

export const ProposalMatchInputSchema = z.object({ matchId: IntId });
export type ProposalMatchInput = z.input<typeof ProposalMatchInputSchema>;

/** Answering names the proposal shown, so an answer never lands on a different one. */
export const AnswerProposalInputSchema = z.object({
  matchId: IntId,
  proposalId: IntId,
});
export type AnswerProposalInput = z.input<typeof AnswerProposalInputSchema>;

// Ending a pairing, told and undoable (decision 237).

/** The pairing I ended and may still undo: with whom, when, and until when. */
export const EndedPairingSchema = z.object({
  coupleId: Id,
  partner: PartnerSchema.pick({ firstName: true, lastName: true, email: true }),
  endedAt: IsoDateTime,
  undoUntil: IsoDateTime,
});
export type EndedPairing = z.infer<typeof EndedPairingSchema>;
export const MaybeEndedPairingSchema = EndedPairingSchema.nullable();

/** Undo names the couple shown, so a retry never restores a different one. */
export const UndoEndPairingInputSchema = z.object({ coupleId: Id });
export type UndoEndPairingInput = z.infer<typeof UndoEndPairingInputSchema>;
