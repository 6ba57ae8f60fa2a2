// The couples domain: `couple.get` and the `pair.*` procedures.
export { breakPair, getCouple } from "./couple.js";
export {
  acceptInvite,
  getOrCreateInvite,
  invitePhotoId,
  limitInvitePreviews,
  previewInvite,
  renewInvite,
} from "./invites.js";
export { generatePairCode, usePairCode } from "./pair-code.js";
export { acceptProposal, declineProposal, getProposal, propose } from "./proposals.js";
export { getEndedPairing, undoEndPairing } from "./undo.js";
