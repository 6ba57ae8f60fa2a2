import { useState } from "react";
import type { Reward } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { useAuth } from "../../hooks/use-auth.js";
import { lazyDialog } from "../lazy-dialog.js";

const RedeemDialog = lazyDialog(
  () => import("./redeem-dialog.js").then((m) => m.RedeemDialog),
  (props) => props.reward !== null,
);

const copy = {
  signIn: "Please sign in to redeem rewards",
  insufficient: "Insufficient Points",
  insufficientText: (cost: number, points: number) => `You need ${cost} points but have ${points}.`,
};

/**
 * Redeeming needs a signed-in user with enough points; otherwise a toast
 * explains why, else the redeem dialog opens. Render `dialog` once on the screen.
 * @see docs/spec/product-spec.md, "Home dashboard", "Validation rules"
 */
export function useRedeemFlow() {
  const { user } = useAuth();
  const [reward, setReward] = useState<Reward | null>(null);
  const points = user?.points ?? 0;

  function startRedeem(candidate: Reward) {
    if (!user) {
      toast({ title: copy.signIn, variant: "destructive" });
      return;
    }
    if (user.points < candidate.pointsCost) {
      toast({
        title: copy.insufficient,
        description: copy.insufficientText(candidate.pointsCost, user.points),
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
