import { useId } from "react";
import { Link } from "react-router-dom";
import { HOME_REWARD_COUNT } from "@tandem/api-contract";
import { cn, focusRing } from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { ChevronRightIcon } from "../icons.js";
import { InlineLoadError } from "../load-error-card.js";
import { RewardCard } from "./reward-card.js";
import { useRedeemFlow } from "./use-redeem-flow.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const homeRewardsCopy = defineCopy(
  {
    title: "Available Rewards",
    viewAll: "View All",
    empty: "No rewards right now. Check back soon!",
    loadFailed: "Rewards could not be loaded.",
  },
  { es: () => import("./home-rewards.es.js") },
);

/**
 * The home's first rewards, each redeemable, and 'View All'.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function HomeRewards({ points }: { points: number }) {
  const t = useCopy(homeRewardsCopy);
  const headingId = useId();
  const rewards = trpc.rewards.list.useQuery();
  const { startRedeem, dialog } = useRedeemFlow();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t("title")}
        </h2>
        <Link
          to="/app/rewards"
          className={cn(
            "relative inline-flex items-center gap-0.5 rounded-md tap-target text-sm font-semibold text-rose-600 hover:text-rose-700",
            focusRing,
          )}
        >
          {t("viewAll")}
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
      {rewards.isLoading ? (
        <div className="flex flex-col gap-3" aria-hidden="true">
          {Array.from({ length: HOME_REWARD_COUNT }, (_, i) => (
            <div key={i} className="h-32 animate-pulse rounded-2xl bg-rose-50" />
          ))}
        </div>
      ) : rewards.isError ? (
        <InlineLoadError
          what={t("loadFailed")}
          error={rewards.error}
          onRetry={() => void rewards.refetch()}
        />
      ) : rewards.data && rewards.data.length > 0 ? (
        rewards.data
          .slice(0, HOME_REWARD_COUNT)
          .map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              points={points}
              onRedeem={startRedeem}
              variant="compact"
            />
          ))
      ) : (
        <p className="text-sm text-gray-600">{t("empty")}</p>
      )}
      {dialog}
    </section>
  );
}
