import type { MatchSummary } from "@tandem/api-contract";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@tandem/ui";
import { MatchCard, type MatchAction } from "../matching/match-card.js";

const copy = {
  title: (name: string) => `${name}'s profile`,
  description: (name: string) =>
    `Everything ${name} shared, how to reach them, and the safety actions.`,
};

/**
 * A match's whole profile, opened from the chat's header (decision 245): photos, answers,
 * what you share, social links, and Unmatch, Block, Report (which close the sheet first).
 */
export function MatchProfileSheet({
  match,
  open,
  onOpenChange,
  onAction,
}: {
  match: MatchSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: MatchAction) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 bg-transparent p-0 shadow-none">
        <DialogTitle className="sr-only">{copy.title(match.nickname)}</DialogTitle>
        <DialogDescription className="sr-only">
          {copy.description(match.nickname)}
        </DialogDescription>
        <MatchCard
          match={match}
          inChat
          onAction={(action) => {
            onOpenChange(false);
            onAction(action);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
