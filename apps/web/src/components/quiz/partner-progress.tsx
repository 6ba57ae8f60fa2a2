import { DAILY_QUESTION_COUNT } from "@tandem/api-contract";
import { cn } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { trpc } from "../../lib/trpc.js";
import { partnerName } from "../couples/partner-name.js";
import { useCouple } from "../couples/use-couple.js";
import { WaitingForPartner } from "../push/waiting-for-partner.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const partnerProgressCopy = defineCopy(
  {
    partner: "{name}: {done}/{total} answered",
  },
  { es: () => import("./partner-progress.es.js") },
);

/**
 * How many of today's questions the partner has answered (nothing when unpaired). Kept
 * current by the live `partner-answered` event, which refreshes `quiz.progress`.
 */
export function PartnerProgress({
  className,
  mineDone = false,
}: {
  className?: string;
  /** The person finished today's quiz: "Waiting for <name>" with its Nudge button. */
  mineDone?: boolean;
}) {
  const t = useCopy(partnerProgressCopy);
  const paired = useCurrentUser().coupleId !== null;
  const { couple } = useCouple();
  // Asked beside the couple, not after it; its line is kept while they load, so what is
  // below it does not move when it lands (layout shift, docs/pages.md).
  const progress = trpc.quiz.progress.useQuery(undefined, { enabled: paired });
  const done = progress.data?.partnerAnswered ?? null;
  if (!paired) return null;
  if (!couple || done === null) return <p aria-hidden="true" className={cn("h-4", className)} />;
  if (mineDone && done < DAILY_QUESTION_COUNT) {
    const name = couple.partner.firstName ?? partnerName(couple.partner);
    return <WaitingForPartner name={name} answered={done} total={DAILY_QUESTION_COUNT} />;
  }
  return (
    <p className={cn("truncate text-xs text-gray-600", className)} data-testid="partner-progress">
      {t("partner", {
        name: couple.partner.firstName ?? partnerName(couple.partner),
        done,
        total: DAILY_QUESTION_COUNT,
      })}
    </p>
  );
}
