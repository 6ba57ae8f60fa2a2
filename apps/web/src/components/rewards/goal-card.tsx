import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { CoupleGoal } from "@tandem/api-contract";
import { Button, Card, cn, focusRing } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { lazyDialog } from "../lazy-dialog.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

// Its dialog (and the voucher's QR code in it) load when Redeem together is pressed: Home's
// first download stays within its budget.
const GoalRedeemDialog = lazyDialog(
  () => import("./goal-redeem-dialog.js").then((m) => m.GoalRedeemDialog),
  (props) => props.goal !== null,
);

export const goalCardCopy = defineCopy(
  {
    title: "Saving together",
    progress: "{title}: {points}/{cost}",
    progressLabel: "{title}: {points} of {cost} points together",
    split: "You {mine} · Your partner {theirs}",
    toGo: "{missing} points to go",
    redeem: "Redeem together",
    change: "Change goal",
    clear: "Stop saving",
    clearFailed: "Could not stop saving",
  },
  { es: () => import("./goal-card.es.js") },
);

/**
 * The couple's shared goal with both partners' points together (decision 360), on both
 * Homes and the rewards screen; nothing when there is none. Redeem together once covered.
 */
export function GoalCard({ linkToRewards = true }: { linkToRewards?: boolean }) {
  const goal = trpc.rewards.goal.useQuery();
  if (!goal.data) return null;
  return <GoalProgress goal={goal.data} linkToRewards={linkToRewards} />;
}

function GoalProgress({ goal, linkToRewards }: { goal: CoupleGoal; linkToRewards: boolean }) {
  const t = useCopy(goalCardCopy);
  const headingId = useId();
  const utils = trpc.useUtils();
  const [redeeming, setRedeeming] = useState(false);
  const { reward, points } = goal;
  const covered = points >= reward.pointsCost;
  const percent = Math.min(100, Math.round((points / Math.max(reward.pointsCost, 1)) * 100));
  const clear = trpc.rewards.setGoal.useMutation({
    onSuccess: () => utils.rewards.goal.setData(undefined, null),
    onError: (error) =>
      void import("../../lib/errors.js").then((m) =>
        m.toastError(error, { title: t("clearFailed") }),
      ),
  });
  const values = { title: reward.title, points, cost: reward.pointsCost };

  return (
    <Card className="flex flex-col gap-3 p-4" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="font-semibold text-gray-900" data-testid="goal-progress">
        {t("progress", values)}
      </p>
      <div
        role="progressbar"
        aria-label={t("progressLabel", values)}
        aria-valuemin={0}
        aria-valuemax={reward.pointsCost}
        aria-valuenow={Math.min(points, reward.pointsCost)}
        className="h-3 overflow-hidden rounded-full bg-rose-100"
      >
        <div className="h-full rounded-full bg-rose-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-gray-700">
        {t("split", { mine: goal.myPoints, theirs: goal.partnerPoints })}
        {covered ? null : (
          <>
            {" · "}
            {t("toGo", { missing: reward.pointsCost - points })}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {covered ? (
          <Button size="sm" onClick={() => setRedeeming(true)}>
            {t("redeem")}
          </Button>
        ) : null}
        {linkToRewards ? (
          <Link
            to="/app/rewards"
            className={cn(
              "rounded-md px-2 py-1 text-sm font-semibold text-rose-700 hover:text-rose-800",
              focusRing,
            )}
          >
            {t("change")}
          </Link>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={clear.isPending}
          onClick={() => clear.mutate({ rewardId: null })}
        >
          {t("clear")}
        </Button>
      </div>
      <GoalRedeemDialog goal={redeeming ? goal : null} onClose={() => setRedeeming(false)} />
    </Card>
  );
}

export default GoalCard;
