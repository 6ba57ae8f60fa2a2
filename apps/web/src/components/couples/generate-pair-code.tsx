import { useState } from "react";
import { APP_NAME, PAIR_CODE_LENGTH, type PairCode } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, toast } from "@tandem/ui";
import { useCopiedFlag } from "../../hooks/use-copied-flag.js";
import { copyText } from "../../lib/clipboard.js";
import { toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { CheckCircleIcon, LinkIcon, ShareIcon } from "../icons.js";
import { useNeedsConnection } from "../needs-connection.js";
import { shareWithDevice } from "./share.js";
import { useCountdown } from "./use-countdown.js";

export const generatePairCodeCopy = defineCopy(
  {
    generatePrompt:
      "Generate a {length}-character code and share it with your partner. It works once and expires after a few minutes.",
    generate: "Generate Code",
    generating: "Generating...",
    generateNew: "Generate New Code",
    yourCode: "Your pair code",
    expiresIn: "Expires in",
    expiredHint: "This code has expired. Generate a new one to share.",
    waitingHint: "As soon as your partner enters it, you'll be connected here.",
    share: "Share Code",
    shareTitle: "Join me on {app}",
    shareText: "Connect with me on {app}: enter my pair code {code}.",
    shareTextLink: "Connect with me on {app}: open {link} or enter my pair code {code}.",
    codeCopied: "Code Copied!",
    copyFailed: "Could not copy the code",
    copyFailedText: "Please write it down and share it with your partner.",
  },
  { es: () => import("./generate-pair-code.es.js") },
);

/** A pair code made for the partner: its countdown, and sharing it (with the invite link). */
export function GeneratePairCode({ inviteLink }: { inviteLink: string | null }) {
  const t = useCopy(generatePairCodeCopy);
  const [pairCode, setPairCode] = useState<PairCode | null>(null);
  const countdown = useCountdown(pairCode?.expiresAt ?? null);
  const [copied, markCopied] = useCopiedFlag();
  const connection = useNeedsConnection();
  const generate = trpc.pair.generate.useMutation({
    onSuccess: (result) => setPairCode(result),
    onError: (error) => toastError(error),
  });
  // On expiry the code is cleared: only the 'Expired' label stays.
  const code = pairCode && !countdown.expired ? pairCode.code : null;

  async function share(value: string) {
    if (
      await shareWithDevice({
        title: t("shareTitle", { app: APP_NAME }),
        text: inviteLink
          ? t("shareTextLink", { app: APP_NAME, link: inviteLink, code: value })
          : t("shareText", { app: APP_NAME, code: value }),
      })
    )
      return;
    // The button itself says 'Code Copied!' (no toast saying it again: decision 280).
    if (await copyText(value)) markCopied();
    else
      toast({ title: t("copyFailed"), description: t("copyFailedText"), variant: "destructive" });
  }

  if (!pairCode) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">{t("generatePrompt", { length: PAIR_CODE_LENGTH })}</p>
        <Button
          size="lg"
          onClick={() => generate.mutate()}
          disabled={generate.isPending || connection.offline}
          aria-describedby={connection.describedBy}
        >
          <LinkIcon />
          {generate.isPending ? t("generating") : t("generate")}
        </Button>
        {connection.hint}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl bg-linear-to-br from-rose-50 to-violet-50 px-4 py-5 text-center">
        <p className="text-xs font-semibold uppercase tracking-wider text-gray-600">
          {t("yourCode")}
        </p>
        {code ? (
          <p
            className="select-all pl-[0.35em] font-mono text-4xl font-extrabold tracking-[0.35em] text-gray-900"
            data-testid="pair-code"
          >
            {code}
          </p>
        ) : (
          <p className="py-1 text-sm text-gray-600">{t("expiredHint")}</p>
        )}
        <p className="text-sm font-medium text-gray-700" aria-live="off">
          {countdown.expired ? (
            <span className="font-semibold text-red-600">{countdown.label}</span>
          ) : (
            <>
              {t("expiresIn")} <span className="font-mono tabular-nums">{countdown.label}</span>
            </>
          )}
        </p>
      </div>
      {code ? <p className="text-center text-xs text-gray-600">{t("waitingHint")}</p> : null}
      <div className="flex flex-col gap-2">
        {code ? (
          <Button onClick={() => void share(code)}>
            {copied ? <CheckCircleIcon /> : <ShareIcon />}
            <span aria-live="polite">{copied ? t("codeCopied") : t("share")}</span>
          </Button>
        ) : null}
        <Button
          variant={code ? "outline" : "primary"}
          onClick={() => generate.mutate()}
          disabled={generate.isPending}
        >
          {generate.isPending ? t("generating") : t("generateNew")}
        </Button>
      </div>
    </div>
  );
}
