import { Button, Card, CardContent, CardHeader, CardTitle, cn, iconTile, toast } from "@tandem/ui";
import { copyText } from "../../lib/clipboard.js";
import { trpc } from "../../lib/trpc.js";
import { CopyIcon, GiftIcon } from "../icons.js";
import { voucherValidity } from "./voucher-validity.js";

const copy = {
  title: "My vouchers",
  empty: "No vouchers yet. Redeem a reward to get one.",
  loadFailed: "Your vouchers could not be loaded.",
  copyVoucher: (title: string) => `Copy the voucher code for ${title}`,
  copied: "Copied!",
  copiedText: "The voucher code is on your clipboard.",
  copyFailed: "Could not copy",
  copyFailedText: "Select the code and copy it yourself.",
  usedOn: (date: string) => `Used on ${date}`,
};

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** The vouchers the user redeemed, newest first, each with a copy button. */
export function VouchersCard() {
  const redemptions = trpc.rewards.redemptions.useQuery();

  async function copyVoucher(code: string) {
    if (await copyText(code)) toast({ title: copy.copied, description: copy.copiedText });
    else
      toast({ title: copy.copyFailed, description: copy.copyFailedText, variant: "destructive" });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {redemptions.isLoading ? (
          <div className="h-16 animate-pulse rounded-xl bg-rose-50" aria-hidden="true" />
        ) : redemptions.isError ? (
          <p className="text-sm text-red-700">{copy.loadFailed}</p>
        ) : redemptions.data && redemptions.data.length > 0 ? (
          <ul className="flex flex-col divide-y divide-rose-50">
            {redemptions.data.map((redemption) => (
              <li key={redemption.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span className={cn(iconTile, "size-10 rounded-xl bg-violet-100 text-violet-600")}>
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
                    <time dateTime={redemption.createdAt}>{formatDate(redemption.createdAt)}</time>
                  </p>
                  {redemption.usedAt ? (
                    <p className="text-xs font-semibold text-gray-800">
                      {copy.usedOn(formatDate(redemption.usedAt))}
                    </p>
                  ) : (
                    <p className="text-xs text-gray-600">
                      {voucherValidity(redemption.reward.codesValidUntil)}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => void copyVoucher(redemption.voucherCode)}
                  aria-label={copy.copyVoucher(redemption.reward.title)}
                >
                  <CopyIcon />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{copy.empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
