import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { RewardCard } from "../components/rewards/reward-card.js";
import { useRedeemFlow } from "../components/rewards/use-redeem-flow.js";
import { GoalCard } from "../components/rewards/goal-card.js";
import { SaveTogetherButton } from "../components/rewards/save-together.js";
import { GiftIcon } from "../components/icons.js";
import { SinglesInstead } from "../components/matching/singles-instead.js";
import { PageHeader } from "../components/page-header.js";
import { PointsBadge } from "../components/points-badge.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const rewardsCopy = defineCopy(
  {
    title: "Rewards",
    subtitle: "Spend your points on treats for two",
    notEnough: "Not Enough Points",
    emptyTitle: "No Rewards Available",
    emptyText: "Check back later for exciting rewards!",
    loading: "Loading rewards",
    loadError: "Rewards could not be loaded.",
  },
  { es: () => import("./rewards.es.js") },
);

/**
 * Every active reward, each redeemable when the points cover it.
 * @see docs/spec/product-spec.md, "Rewards screen"
 */
export default function RewardsScreen() {
  const user = useCurrentUser();
  if (user.userType === "single") return <SinglesInstead screen="rewards" />;
  return <CouplesRewards />;
}

function CouplesRewards() {
  const t = useCopy(rewardsCopy);
  const user = useCurrentUser();
  const rewards = trpc.rewards.list.useQuery();
  const { startRedeem, dialog } = useRedeemFlow();
  // A paired couple saves together for one reward (decision 360).
  const paired = user.coupleId !== null;
  const goal = trpc.rewards.goal.useQuery(undefined, { enabled: paired });
  const goalRewardId = goal.data?.reward.id ?? null;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        right={<PointsBadge points={user.points} />}
      />
      {paired ? <GoalCard linkToRewards={false} /> : null}
      {rewards.isLoading ? (
        <ScreenSkeleton layout="cards" label={t("loading")} header={false} />
      ) : rewards.isError ? (
        <LoadErrorCard
          what={t("loadError")}
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.data && rewards.data.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {rewards.data.map((reward) => (
            <li key={reward.id}>
              <RewardCard
                reward={reward}
                points={user.points}
                onRedeem={startRedeem}
                insufficientLabel={t("notEnough")}
                extra={
                  paired ? <SaveTogetherButton reward={reward} goalRewardId={goalRewardId} /> : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={GiftIcon} size="md" title={t("emptyTitle")} text={t("emptyText")} />
      )}
      {dialog}
    </>
  );
}
