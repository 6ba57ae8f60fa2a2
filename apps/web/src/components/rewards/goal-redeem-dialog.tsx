import { useState } from "react";
import type { CoupleGoal, CoupleGoalRedemption } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { IDEMPOTENCY_CONTEXT_KEY, newIdempotencyKey, trpc } from "../../lib/trpc.js";
import { CheckCircleIcon } from "../icons.js";
import { VoucherExtras } from "./voucher-extras.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const goalRedeemDialogCopy = defineCopy(
  {
    confirmTitle: "Redeem together",
    confirmText: "{title} costs {cost} points: {mine} from you and {theirs} from your partner.",
    confirm: "Confirm Redemption",
    confirming: "Redeeming…",
    cancel: "Cancel",
    failedTitle: "Could not redeem",
    successTitle: "Redeemed together!",
    successText: "Your voucher for {title}. You both find it under My vouchers.",
    voucherLabel: "Voucher code",
    gotIt: "Got it!",
  },
  { es: () => import("./goal-redeem-dialog.es.js") },
);

/** Confirms redeeming the couple's goal with both partners' points, then shows the voucher. */
export function GoalRedeemDialog({
  goal,
  onClose,
}: {
  goal: CoupleGoal | null;
  onClose: () => void;
}) {
  const t = useCopy(goalRedeemDialogCopy);
  const utils = trpc.useUtils();
  const [shown, setShown] = useState<CoupleGoal | null>(null);
  const [voucher, setVoucher] = useState<CoupleGoalRedemption | null>(null);
  // One key per confirmation: a double tap or a request sent again cannot redeem twice, and
  // gets the voucher of the first.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  if (goal && goal !== shown && !voucher) setShown(goal);
  const redeem = trpc.rewards.redeemGoal.useMutation({
    trpc: { context: { [IDEMPOTENCY_CONTEXT_KEY]: idempotencyKey } },
    onSuccess: (result) => {
      setVoucher(result);
      void utils.user.me.invalidate();
      void utils.rewards.redemptions.invalidate();
    },
    onError: (error) => {
      toastError(error, { title: t("failedTitle") });
      void utils.rewards.goal.invalidate();
    },
  });
  const close = () => {
    if (voucher) void utils.rewards.goal.invalidate();
    setVoucher(null);
    setIdempotencyKey(newIdempotencyKey());
    onClose();
  };
  const open = goal !== null || voucher !== null;
  const reward = (voucher ? shown : goal)?.reward;
  const mine = goal ? Math.min(goal.myPoints, goal.reward.pointsCost) : 0;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        {voucher && reward ? (
          <>
            <div className="flex flex-col items-center gap-1.5 text-center">
              <CheckCircleIcon className="size-12 text-emerald-500" />
              <DialogTitle>{t("successTitle")}</DialogTitle>
              <DialogDescription>{t("successText", { title: reward.title })}</DialogDescription>
            </div>
            <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-violet-200 bg-violet-50/60 p-4">
              <p className="text-xs font-semibold uppercase tracking-wider text-gray-600">
                {t("voucherLabel")}
              </p>
              <p
                className="select-all break-all text-center font-mono text-2xl font-bold tracking-widest text-gray-900"
                data-testid="voucher-code"
              >
                {voucher.voucherCode}
              </p>
            </div>
            <VoucherExtras code={voucher.voucherCode} location={reward.location} />
            <Button size="lg" onClick={close}>
              {t("gotIt")}
            </Button>
          </>
        ) : goal ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("confirmTitle")}</DialogTitle>
              <DialogDescription>
                {t("confirmText", {
                  title: goal.reward.title,
                  cost: goal.reward.pointsCost,
                  mine,
                  theirs: goal.reward.pointsCost - mine,
                })}
              </DialogDescription>
            </DialogHeader>
            <div className="flex gap-2">
              <Button
                variant="outline"
                className="flex-1"
                onClick={close}
                disabled={redeem.isPending}
              >
                {t("cancel")}
              </Button>
              <Button
                className="flex-[2]"
                disabled={redeem.isPending}
                onClick={() => redeem.mutate({ rewardId: goal.reward.id })}
              >
                {redeem.isPending ? t("confirming") : t("confirm")}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
