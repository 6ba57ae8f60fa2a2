import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { Reward } from "@tandem/api-contract";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { IDEMPOTENCY_CONTEXT_KEY, newIdempotencyKey, trpc } from "../../lib/trpc.js";
import { CheckCircleIcon, CopyIcon, MapPinIcon } from "../icons.js";
import { copyText } from "../../lib/clipboard.js";
import { useCopiedFlag } from "../../hooks/use-copied-flag.js";
import { useNeedsConnection } from "../needs-connection.js";
import { PointsCost, RewardImage } from "./reward-card.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { useVoucherDates } from "./voucher-validity.js";
import { VoucherExtras } from "./voucher-extras.js";

export const redeemDialogCopy = defineCopy(
  {
    confirmTitle: "Redeem Reward",
    confirmDescription: "Confirm to spend your points on this reward.",
    cost: "Cost",
    balance: "Your balance",
    after: "After redeeming",
    points: "{points} points",
    cancel: "Cancel",
    confirm: "Confirm Redemption",
    confirming: "Redeeming...",
    successTitle: "Reward Redeemed!",
    successDescription: "Your voucher for {title}.",
    successDescriptionAt: "Your voucher for {title} at {brand}.",
    voucherLabel: "Voucher code",
    copy: "Copy",
    copiedTitle: "Copied!",
    copiedText: "The voucher code is on your clipboard.",
    copyFailedTitle: "Could not copy",
    copyFailedText: "Select the code and copy it yourself.",
    howTo:
      "How to use it: show this code when you order or book, and staff will apply your reward. You can find it again under My vouchers on your profile.",
    howToAt:
      "How to use it: show this code at {location} when you order or book, and staff will apply your reward. You can find it again under My vouchers on your profile.",
    gotIt: "Got it!",
    failedTitle: "Redemption Failed",
    sharesIdentity:
      "{brand} receives your name and e-mail address with this voucher, to honour it. Nothing else about you is sent.",
  },
  { es: () => import("./redeem-dialog.es.js") },
);

export interface RedeemDialogProps {
  /** The reward being redeemed; the dialog is open while it is set. */
  reward: Reward | null;
  /** The user's balance. */
  points: number;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirmation, then the voucher. Closing resets it.
 * @see docs/spec/product-spec.md, "Redeem dialog"
 */
export function RedeemDialog({ reward, points, onOpenChange }: RedeemDialogProps) {
  return (
    <Dialog open={reward !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted per opening: a new confirmation, a new idempotency key. */}
        {reward ? (
          <RedeemBody
            key={reward.id}
            reward={reward}
            points={points}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RedeemBody({
  reward,
  points,
  onClose,
}: {
  reward: Reward;
  points: number;
  onClose: () => void;
}) {
  const t = useCopy(redeemDialogCopy);
  const voucherDates = useVoucherDates();
  // One key per confirmation: a double tap or a retried request cannot spend twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const [copied, markCopied] = useCopiedFlag();
  const utils = trpc.useUtils();
  const connection = useNeedsConnection();
  const redeem = useMutation({
    mutationFn: () =>
      utils.client.rewards.redeem.mutate(
        { id: reward.id },
        { context: { [IDEMPOTENCY_CONTEXT_KEY]: idempotencyKey } },
      ),
    onSuccess: (result) => {
      setVoucherCode(result.voucherCode);
      void utils.user.me.invalidate();
      void utils.rewards.redemptions.invalidate();
    },
    onError: (error) => toastError(error, { title: t("failedTitle") }),
  });

  async function copyVoucher(code: string) {
    if (await copyText(code)) {
      markCopied();
      toast({ title: t("copiedTitle"), description: t("copiedText") });
    } else
      toast({
        title: t("copyFailedTitle"),
        description: t("copyFailedText"),
        variant: "destructive",
      });
  }

  if (voucherCode) {
    return (
      <>
        <div className="flex flex-col items-center gap-1.5 px-6 text-center">
          <CheckCircleIcon className="size-12 text-emerald-500" />
          <DialogTitle>{t("successTitle")}</DialogTitle>
          <DialogDescription>
            {reward.brandName
              ? t("successDescriptionAt", { title: reward.title, brand: reward.brandName })
              : t("successDescription", { title: reward.title })}
          </DialogDescription>
        </div>
        <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-violet-200 bg-violet-50/60 p-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-gray-600">
            {t("voucherLabel")}
          </p>
          <p
            className="select-all break-all text-center font-mono text-2xl font-bold tracking-widest text-gray-900"
            data-testid="voucher-code"
          >
            {voucherCode}
          </p>
          <Button variant="outline" size="sm" onClick={() => void copyVoucher(voucherCode)}>
            {copied ? <CheckCircleIcon /> : <CopyIcon />}
            <span aria-live="polite">{copied ? t("copiedTitle") : t("copy")}</span>
          </Button>
        </div>
        <VoucherExtras code={voucherCode} location={reward.location} />
        <p className="text-sm leading-relaxed text-gray-700">
          {reward.location ? t("howToAt", { location: reward.location }) : t("howTo")}
        </p>
        <p className="text-xs font-medium text-gray-600">
          {voucherDates.validity(reward.codesValidUntil)}
        </p>
        <Button size="lg" onClick={onClose}>
          {t("gotIt")}
        </Button>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("confirmTitle")}</DialogTitle>
        <DialogDescription>{t("confirmDescription")}</DialogDescription>
      </DialogHeader>
      <div className="flex gap-3">
        <RewardImage reward={reward} className="size-20 shrink-0 rounded-xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold leading-snug text-gray-900">{reward.title}</p>
          {reward.brandName ? <p className="text-sm text-gray-600">{reward.brandName}</p> : null}
          {reward.location ? (
            <p className="flex items-center gap-1.5 text-xs text-gray-600">
              <MapPinIcon className="size-3.5 shrink-0" />
              {reward.location}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm leading-relaxed text-gray-700">{reward.description}</p>
      {reward.partnerGetsIdentity && reward.brandName ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-gray-800">
          {t("sharesIdentity", { brand: reward.brandName })}
        </p>
      ) : null}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-xl bg-gray-50 p-3 text-sm">
        <dt className="text-gray-600">{t("cost")}</dt>
        <dd className="justify-self-end">
          <PointsCost points={reward.pointsCost} />
        </dd>
        <dt className="text-gray-600">{t("balance")}</dt>
        <dd className="justify-self-end font-medium text-gray-900">{t("points", { points })}</dd>
        <dt className="text-gray-600">{t("after")}</dt>
        <dd className="justify-self-end font-semibold text-gray-900">
          {t("points", { points: Math.max(0, points - reward.pointsCost) })}
        </dd>
      </dl>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onClose} disabled={redeem.isPending}>
          {t("cancel")}
        </Button>
        <Button
          className="flex-[2]"
          onClick={() => redeem.mutate()}
          disabled={redeem.isPending || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {redeem.isPending ? t("confirming") : t("confirm")}
        </Button>
      </div>
      {connection.hint}
    </>
  );
}
