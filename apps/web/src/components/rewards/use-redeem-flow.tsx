import { useState } from "react";
import type { Reward } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { useAuth } from "../../hooks/use-auth.js";
import { lazyDialog } from "../lazy-dialog.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

const RedeemDialog = lazyDialog(
  () => import("./redeem-dialog.js").then((m) => m.RedeemDialog),
  (props) => props.reward !== null,
);

export const useRedeemFlowCopy = defineCopy(
  {
    signIn: "Please sign in to redeem rewards",
    insufficient: "Insufficient Points",
    insufficientText: "You need {cost} points but have {points}.",
  },
  { es: () => import("./use-redeem-flow.es.js") },
);

/**
 * Redeeming needs a signed-in user with enough points; otherwise a toast
 * explains why, else the redeem dialog opens. Render `dialog` once on the screen.
 * @see docs/spec/product-spec.md, "Home dashboard", "Validation rules"
 */
export function useRedeemFlow() {
  const t = useCopy(useRedeemFlowCopy);
  const { user } = useAuth();
  const [reward, setReward] = useState<Reward | null>(null);
  const points = user?.points ?? 0;

  function startRedeem(candidate: Reward) {
    if (!user) {
      toast({ title: t("signIn"), variant: "destructive" });
      return;
    }
    if (user.points < candidate.pointsCost) {
      toast({
        title: t("insufficient"),
        description: t("insufficientText", { cost: candidate.pointsCost, points: user.points }),
        variant: "destructive",
      });
      return;
    }
    setReward(candidate);
  }

  const dialog = (
    <RedeemDialog
      reward={reward}
      points={points}
      onOpenChange={(open) => (open ? undefined : setReward(null))}
    />
  );

  return { startRedeem, dialog, points };
}
