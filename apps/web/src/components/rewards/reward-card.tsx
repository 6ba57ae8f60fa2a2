import { useState, type ReactNode } from "react";
import { REWARD_LOW_STOCK_THRESHOLD, type Reward } from "@tandem/api-contract";
import { Badge, Button, Card, cn } from "@tandem/ui";
import { GiftIcon, MapPinIcon, StarIcon } from "../icons.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const rewardCardCopy = defineCopy(
  {
    redeem: "Redeem",
    points: "{points} points",
    outOfStock: "Out of stock",
    onlyLeft: "Only {count} left",
  },
  { es: () => import("./reward-card.es.js") },
);

export function RewardImage({
  reward,
  className,
}: {
  reward: Pick<Reward, "imageUrl" | "title">;
  className?: string;
}) {
  // An address that fails to load (gone, mistyped) shows the illustration instead.
  const [failed, setFailed] = useState<string | null>(null);
  if (reward.imageUrl && failed !== reward.imageUrl) {
    const url = reward.imageUrl;
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        onError={() => setFailed(url)}
        className={cn("object-cover", className)}
      />
    );
  }
  return (
    <div
      className={cn(
        "flex items-center justify-center bg-linear-to-br from-rose-100 to-violet-100 text-rose-500",
        className,
      )}
    >
      <GiftIcon className="size-8" />
    </div>
  );
}

export function PointsCost({ points, className }: { points: number; className?: string }) {
  const t = useCopy(rewardCardCopy);
  return (
    <Badge variant="secondary" className={cn("shrink-0", className)}>
      <StarIcon fill="currentColor" strokeWidth={0} />
      {t("points", { points })}
    </Badge>
  );
}

export interface RewardCardProps {
  reward: Reward;
  /** The user's balance: the button is disabled when it does not cover the cost. */
  points: number;
  onRedeem: (reward: Reward) => void;
  /** "compact" on home (no brand line), "full" on the rewards screen. */
  variant?: "compact" | "full";
  /** Label of the disabled button (rewards screen: 'Not Enough Points'). */
  insufficientLabel?: string;
  /** Under the button of the full card (a couple's "Save together for this"). */
  extra?: ReactNode;
}

/** A reward: image, title, (brand,) cost, description, location and a Redeem button. */
export function RewardCard({
  reward,
  points,
  onRedeem,
  variant = "full",
  insufficientLabel,
  extra,
}: RewardCardProps) {
  const t = useCopy(rewardCardCopy);
  const outOfStock = reward.stock === 0;
  const affordable = points >= reward.pointsCost;
  const titleId = `reward-${reward.id}-title`;
  const stockId = `reward-${reward.id}-stock`;
  const compact = variant === "compact";
  const lowStock =
    reward.stock !== null && reward.stock > 0 && reward.stock < REWARD_LOW_STOCK_THRESHOLD;
  const stock = lowStock ? (
    <p id={stockId} className="text-xs font-semibold text-amber-800">
      {t("onlyLeft", { count: reward.stock! })}
    </p>
  ) : null;
  const button = (
    <Button
      size={compact ? "sm" : "md"}
      className={compact ? "self-start" : "mt-1 w-full"}
      variant={affordable && !outOfStock ? "primary" : "outline"}
      disabled={!affordable || outOfStock}
      onClick={() => onRedeem(reward)}
      aria-describedby={lowStock ? `${titleId} ${stockId}` : titleId}
    >
      {outOfStock
        ? t("outOfStock")
        : affordable || insufficientLabel === undefined
          ? t("redeem")
          : insufficientLabel}
    </Button>
  );
  const location = reward.location ? (
    <p className="flex items-center gap-1.5 text-xs text-gray-600">
      <MapPinIcon className="size-3.5 shrink-0" />
      <span className="truncate">{reward.location}</span>
    </p>
  ) : null;

  if (compact) {
    return (
      <Card
        className="flex flex-wrap gap-3 overflow-hidden p-3"
        role="article"
        aria-labelledby={titleId}
      >
        <RewardImage reward={reward} className="size-24 shrink-0 rounded-xl" />
        <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 id={titleId} className="min-w-0 text-sm font-semibold leading-snug text-gray-900">
              {reward.title}
            </h3>
            <PointsCost points={reward.pointsCost} />
          </div>
          <p className="line-clamp-2 text-xs leading-relaxed text-gray-700">{reward.description}</p>
          {location}
          {stock}
          {button}
        </div>
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden" role="article" aria-labelledby={titleId}>
      <RewardImage reward={reward} className="h-36 w-full" />
      <div className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {/* The rewards screen lists these right under its h1 (the home's compact ones sit under an h2). */}
            <h2 id={titleId} className="font-semibold leading-snug text-gray-900">
              {reward.title}
            </h2>
            {reward.brandName ? <p className="text-sm text-gray-600">{reward.brandName}</p> : null}
          </div>
          <PointsCost points={reward.pointsCost} />
        </div>
        <p className="text-sm leading-relaxed text-gray-700">{reward.description}</p>
        {location}
        {stock}
        {button}
        {extra}
      </div>
    </Card>
  );
}
