import { useState } from "react";
import { REWARD_LOW_STOCK_THRESHOLD, type Reward } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Badge, Button, Card } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { MapPinIcon } from "../icons.js";
import { RewardImage } from "../rewards/reward-card.js";
import { useVoucherDates } from "../rewards/voucher-validity.js";
import { RewardCodesForm } from "./reward-codes-form.js";
import { RewardForm } from "./reward-form.js";

export const adminRewardCardCopy = defineCopy(
  {
    active: "Active",
    inactive: "Inactive",
    activate: "Activate {title}",
    deactivate: "Deactivate {title}",
    activateButton: "Activate",
    deactivateButton: "Deactivate",
    points: "{n, number} points",
    tandemCodes: "Tandem makes its codes (no stock limit).",
    stock: "{n, number} partner codes left.",
    lowStock: "Running low: {n, number} partner codes left. Add more codes.",
    outOfStock: "Out of stock: couples cannot redeem it. Add more codes.",
    edit: "Edit",
    editLabel: "Edit {title}",
    city: "Only for couples in {city}",
    everywhere: "Shown in every town",
  },
  { es: () => import("./admin-reward-card.es.js") },
);

/** Where the reward's codes come from and how many are left, warning staff when few are. */
function StockLine({ stock }: { stock: number | null }) {
  const t = useCopy(adminRewardCardCopy);
  if (stock === null) return <p className="text-xs text-gray-600">{t("tandemCodes")}</p>;
  if (stock >= REWARD_LOW_STOCK_THRESHOLD) {
    return <p className="text-xs font-medium text-gray-800">{t("stock", { n: stock })}</p>;
  }
  return (
    <p
      role="status"
      className="rounded-lg bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900"
    >
      {stock === 0 ? t("outOfStock") : t("lowStock", { n: stock })}
    </p>
  );
}

export interface AdminRewardCardProps {
  reward: Reward;
  pending: boolean;
  onSetActive: (reward: Reward, isActive: boolean) => void;
}

/** A reward in the admin list, with its Active/Inactive state and the switch between them. */
export function AdminRewardCard({ reward, pending, onSetActive }: AdminRewardCardProps) {
  const { title, brandName, description, location, pointsCost, isActive, city } = reward;
  const t = useCopy(adminRewardCardCopy);
  const voucherDates = useVoucherDates();
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <RewardForm
        reward={reward}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Card role="article" aria-label={title} className="flex flex-wrap gap-4 p-4">
      <RewardImage reward={reward} className="size-16 shrink-0 rounded-xl" />
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold leading-snug text-gray-900">{title}</h3>
          <Badge variant={isActive ? "success" : "secondary"} className="shrink-0">
            {isActive ? t("active") : t("inactive")}
          </Badge>
        </div>
        {brandName ? <p className="text-sm font-medium text-violet-700">{brandName}</p> : null}
        <p className="break-words text-sm text-gray-700">{description}</p>
        {location ? (
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <MapPinIcon className="size-3.5 shrink-0 text-rose-500" />
            <span className="break-words">{location}</span>
          </p>
        ) : null}
        <p className="text-xs font-medium text-gray-800">
          {city ? t("city", { city }) : t("everywhere")}
        </p>
        <StockLine stock={reward.stock} />
        <p className="text-xs text-gray-600">{voucherDates.validity(reward.codesValidUntil)}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-rose-600">
            {t("points", { n: pointsCost })}
          </span>
          <span className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={t("editLabel", { title })}
              onClick={() => setEditing(true)}
            >
              {t("edit")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              aria-label={isActive ? t("deactivate", { title }) : t("activate", { title })}
              onClick={() => onSetActive(reward, !isActive)}
            >
              {isActive ? t("deactivateButton") : t("activateButton")}
            </Button>
          </span>
        </div>
      </div>
      <RewardCodesForm reward={reward} />
    </Card>
  );
}
