import type { MatchSummary } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { MatchCard, type MatchAction } from "../matching/match-card.js";

export const matchProfileSheetCopy = defineCopy(
  {
    title: "{name}'s profile",
    description: "Everything {name} shared, how to reach them, and the safety actions.",
  },
  { es: () => import("./match-profile-sheet.es.js") },
);

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
  const t = useCopy(matchProfileSheetCopy);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-0 bg-transparent p-0 shadow-none">
        <DialogTitle className="sr-only">{t("title", { name: match.nickname })}</DialogTitle>
        <DialogDescription className="sr-only">
          {t("description", { name: match.nickname })}
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
