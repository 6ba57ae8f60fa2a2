import { Button, Card, CardContent, CardHeader, CardTitle, cn, iconTile, toast } from "@tandem/ui";
import { copyText } from "../../lib/clipboard.js";
import { trpc } from "../../lib/trpc.js";
import { CopyIcon, GiftIcon } from "../icons.js";
import { defineCopy, formatDate } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { useVoucherDates } from "./voucher-validity.js";
import { VoucherExtras } from "./voucher-extras.js";

export const vouchersCardCopy = defineCopy(
  {
    title: "My vouchers",
    empty: "No vouchers yet. Redeem a reward to get one.",
    loadFailed: "Your vouchers could not be loaded.",
    copyVoucher: "Copy the voucher code for {title}",
    copied: "Copied!",
    copiedText: "The voucher code is on your clipboard.",
    copyFailed: "Could not copy",
    copyFailedText: "Select the code and copy it yourself.",
  },
  { es: () => import("./vouchers-card.es.js") },
);

/** The vouchers the user redeemed, newest first, each with a copy button. */
export function VouchersCard() {
  const redemptions = trpc.rewards.redemptions.useQuery();
  const t = useCopy(vouchersCardCopy);
  const locale = useLocale();
  const voucherDates = useVoucherDates();

  async function copyVoucher(code: string) {
    if (await copyText(code)) toast({ title: t("copied"), description: t("copiedText") });
    else
      toast({ title: t("copyFailed"), description: t("copyFailedText"), variant: "destructive" });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {redemptions.isLoading ? (
          <div className="h-16 animate-pulse rounded-xl bg-rose-50" aria-hidden="true" />
        ) : redemptions.isError ? (
          <p className="text-sm text-red-700">{t("loadFailed")}</p>
        ) : redemptions.data && redemptions.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-rose-50">
            {redemptions.data.map((redemption) => (
              <li key={redemption.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
                <div className="flex items-center gap-3">
                  <span
                    className={cn(iconTile, "size-10 rounded-xl bg-violet-100 text-violet-600")}
                  >
                    <GiftIcon className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-gray-900">
                      {redemption.reward.title}
                    </p>
                    <p className="font-mono text-sm tracking-wider text-gray-800 [overflow-wrap:anywhere]">
                      {redemption.voucherCode}
                    </p>
                    <p className="text-xs text-gray-600">
                      <time dateTime={redemption.createdAt}>
                        {formatDate(locale, redemption.createdAt, "shortDate")}
                      </time>
                    </p>
                    {redemption.usedAt ? (
                      <p className="text-xs font-semibold text-gray-800">
                        {voucherDates.usedOn(redemption.usedAt)}
                      </p>
                    ) : (
                      <p className="text-xs text-gray-600">
                        {voucherDates.validity(redemption.reward.codesValidUntil)}
                      </p>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => void copyVoucher(redemption.voucherCode)}
                    aria-label={t("copyVoucher", { title: redemption.reward.title })}
                  >
                    <CopyIcon />
                  </Button>
                </div>
                <VoucherExtras
                  code={redemption.voucherCode}
                  location={redemption.reward.location}
                  size="sm"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{t("empty")}</p>
        )}
      </CardContent>
    </Card>
  );
}
