import { DAILY_QUESTION_COUNT } from "@tandem/api-contract";
import { cn } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { partnerName } from "../couples/partner-name.js";
import { useCouple } from "../couples/use-couple.js";

const copy = {
  partner: (name: string, done: number) => `${name}: ${done}/${DAILY_QUESTION_COUNT} answered`,
};

/**
 * How many of today's questions the partner has answered (nothing when unpaired). Kept
 * current by the live `partner-answered` event, which refreshes `quiz.progress`.
 */
export function PartnerProgress({ className }: { className?: string }) {
  const { couple } = useCouple();
  const progress = trpc.quiz.progress.useQuery(undefined, { enabled: couple !== null });
  const done = progress.data?.partnerAnswered ?? null;
  if (!couple || done === null) return null;
  return (
    <p className={cn("truncate text-xs text-gray-600", className)} data-testid="partner-progress">
      {copy.partner(couple.partner.firstName ?? partnerName(couple.partner), done)}
    </p>
  );
}
