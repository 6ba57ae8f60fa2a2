import { useEffect, useRef } from "react";
import { APP_NAME, type PartnerInvite } from "@tandem/api-contract";
import { Button, Spinner, toast } from "@tandem/ui";
import { useCopiedFlag } from "../../hooks/use-copied-flag.js";
import { copyText } from "../../lib/clipboard.js";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { CheckCircleIcon, CopyIcon, ShareIcon } from "../icons.js";
import { QrCode } from "./qr-code.js";
import { shareWithDevice } from "./share.js";
import { defineCopy, formatDate } from "@tandem/i18n";
import { useCopy, useLocale } from "../../lib/i18n.js";

export const inviteCopy = defineCopy(
  {
    title: "Invite with a link",
    text: "Your partner opens it, signs up and you're paired, no code to type. It works once, until {until}.",
    qr: "QR code of your invite link",
    share: "Share Link",
    copy: "Copy Link",
    copied: "Link Copied!",
    copiedText: "Send it to your partner.",
    copyFailed: "Could not copy the link",
    copyFailedText: "Share it with the Share button instead.",
    renew: "New link",
    renewed: "New link ready",
    renewedText: "The old link no longer works.",
    shareTitle: "Join me on {app}",
    shareText: "Join me on {app}: open this link to pair with me.",
    loading: "Making your invite link",
  },
  { es: () => import("./invite-link.es.js") },
);

/** The address of an invite link on this site. */
export const inviteUrl = (invite: Pick<PartnerInvite, "path">) =>
  new URL(invite.path, window.location.origin).toString();

/**
 * The invite link of the pairing dialog: a QR code to scan across the table, the device's
 * share sheet, a copy button, and "New link" (the old one stops working).
 */
export function InviteLink({ onInvite }: { onInvite?: (invite: PartnerInvite) => void }) {
  const t = useCopy(inviteCopy);
  const locale = useLocale();
  const [copied, markCopied] = useCopiedFlag();
  const invite = trpc.pair.invite.useMutation({ onError: (error) => toastError(error) });
  const renew = trpc.pair.newInvite.useMutation({
    onSuccess: () => toast({ title: t("renewed"), description: t("renewedText") }),
    onError: (error) => toastError(error),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    invite.mutate();
  }, [invite]);
  const current = renew.data ?? invite.data;
  useEffect(() => {
    if (current) onInvite?.(current);
  }, [current, onInvite]);

  if (!current) {
    return (
      <div className="flex min-h-32 items-center justify-center">
        {invite.isError ? null : <Spinner label={t("loading")} />}
      </div>
    );
  }
  const url = inviteUrl(current);
  const until = formatDate(locale, current.expiresAt, "weekdayDayMonth");

  async function copyLink() {
    if (await copyText(url)) {
      markCopied();
      toast({ title: t("copied"), description: t("copiedText") });
    } else {
      toast({
        title: t("copyFailed"),
        description: t("copyFailedText"),
        variant: "destructive",
      });
    }
  }

  async function share() {
    const shared = await shareWithDevice({
      title: t("shareTitle", { app: APP_NAME }),
      text: t("shareText", { app: APP_NAME }),
      url,
    });
    if (!shared) await copyLink();
  }

  return (
    <section aria-labelledby="invite-link-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex items-start gap-3">
        <QrCode
          text={url}
          label={t("qr")}
          className="size-28 shrink-0 rounded-xl border border-gray-200"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="invite-link-title" className="text-sm font-semibold text-gray-900">
            {t("title")}
          </h3>
          <p className="text-xs text-gray-600">{t("text", { until })}</p>
          <p
            className="truncate font-mono text-xs text-gray-500 select-all"
            data-testid="invite-url"
          >
            {url}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button className="flex-1" onClick={() => void share()}>
          <ShareIcon />
          {t("share")}
        </Button>
        <Button variant="outline" className="flex-1" onClick={() => void copyLink()}>
          {copied ? <CheckCircleIcon /> : <CopyIcon />}
          <span aria-live="polite">{copied ? t("copied") : t("copy")}</span>
        </Button>
      </div>
      <Button
        variant="ghost"
        className="self-center"
        disabled={renew.isPending}
        onClick={() => renew.mutate()}
      >
        {t("renew")}
      </Button>
    </section>
  );
}
