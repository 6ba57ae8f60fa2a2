import { useId } from "react";
import { Link } from "react-router-dom";
import {
  RELOAD_AFTER_PAIRING_MS,
  type AccountNotices,
  type EndedPairing,
} from "@tandem/api-contract";
import { Button, Card, cn, focusRing, iconTile } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { reloadWithToast } from "../../lib/reload-with-toast.js";
import { trpc } from "../../lib/trpc.js";
import { HeartIcon, UndoIcon } from "../icons.js";
import { PARTNER_WORDS, partnerName } from "./partner-name.js";
import { timeLeftAmount, type TimeLeft } from "./time-left.js";
import { defineCopy, type Translate } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

type PartnerEndedPairing = NonNullable<AccountNotices["partnerEndedPairing"]>;

// The cards of an ended pairing (pairing-ended.tsx), shown on Home and Profile.
export const pairingEndedCardsCopy = defineCopy(
  {
    ...PARTNER_WORDS,
    endedTitle: "You ended your pairing with {name}",
    endedText:
      "{name} has been told. Changed your mind? Undo brings back your pairing, your streak and your quiz history.",
    left: "{time} left to undo",
    time: "{unit, select, hour {{n, plural, one {# hour} other {# hours}}} other {{n, plural, one {# minute} other {# minutes}}}}",
    undo: "Undo",
    undoing: "Undoing...",
    restoredTitle: "Pairing restored",
    restoredText: "You and {name} are paired again, with your streak and quiz history.",
    partnerTitle: "{name} ended your pairing",
    partnerText: "You're not paired anymore. Your answers stay yours: you can read them in",
    quizHistory: "Quiz History",
    partnerUndo:
      "{name} can still undo this for {time}. If they do, your pairing, streak and history come back.",
    partnerNext: "Whenever you're ready, you can pair again from Home.",
    ok: "OK",
    yourPartner: "Your partner",
  },
  { es: () => import("./pairing-ended-cards.es.js") },
);

/** The time left to undo, in words ("23 hours"), or null once it is past. */
function timeLeftWords(
  t: Translate<typeof pairingEndedCardsCopy.english>,
  until: string,
): string | null {
  const amount: TimeLeft | null = timeLeftAmount(until);
  return amount ? t("time", { ...amount }) : null;
}

/** Undo for the one who ended the pairing, with whom and the time left (decision 237). */
export function UndoCard({ ended }: { ended: EndedPairing }) {
  const t = useCopy(pairingEndedCardsCopy);
  const utils = trpc.useUtils();
  const undo = trpc.pair.undoBreak.useMutation({
    onSuccess: (couple) =>
      reloadWithToast(
        {
          title: t("restoredTitle"),
          description: t("restoredText", { name: partnerName(couple.partner, t) }),
        },
        RELOAD_AFTER_PAIRING_MS,
      ),
    onError: (error) => {
      toastError(error, { plain: true });
      void utils.pair.ended.invalidate();
    },
  });
  const titleId = useId();
  const left = timeLeftWords(t, ended.undoUntil);
  if (!left) return null;
  const name = partnerName(ended.partner, t);
  const busy = undo.isPending || undo.isSuccess;

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 border-violet-200 bg-violet-50/60 p-4"
    >
      <div className="flex items-start gap-3">
        <span className={cn(iconTile, "size-10 shrink-0 rounded-full bg-white text-violet-600")}>
          <UndoIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-gray-900 [overflow-wrap:anywhere]">
            {t("endedTitle", { name })}
          </h2>
          <p className="mt-1 text-sm text-gray-700">{t("endedText", { name })}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-violet-800">{t("left", { time: left })}</p>
        <Button
          onClick={() => undo.mutate({ coupleId: ended.coupleId })}
          disabled={busy}
          className="min-w-24"
        >
          {busy ? t("undoing") : t("undo")}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The partner's side (decision 237): who ended the pairing, what it means for them, and
 * whether it may still come back. Until "OK", which clears the notice.
 */
export function PartnerNoticeCard({ notice }: { notice: PartnerEndedPairing }) {
  const t = useCopy(pairingEndedCardsCopy);
  const utils = trpc.useUtils();
  const dismiss = trpc.account.dismissNotices.useMutation({
    onSuccess: () => void utils.account.notices.invalidate(),
  });
  const titleId = useId();
  if (dismiss.isPending || dismiss.isSuccess) return null;
  const name = notice.partnerFirstName?.trim() || t("yourPartner");
  const left = notice.undoUntil ? timeLeftWords(t, notice.undoUntil) : null;

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className={cn(iconTile, "size-10 shrink-0 rounded-full bg-rose-50 text-rose-600")}>
          <HeartIcon className="size-5" />
        </span>
        <h2
          id={titleId}
          dir="auto"
          className="min-w-0 self-center font-semibold text-gray-900 [overflow-wrap:anywhere]"
        >
          {t("partnerTitle", { name })}
        </h2>
      </div>
      <p className="text-sm text-gray-700">
        {t("partnerText")}{" "}
        <Link
          to="/app/quiz-history"
          className={cn("font-medium text-rose-700 underline underline-offset-2", focusRing)}
        >
          {t("quizHistory")}
        </Link>
        .
      </p>
      {left ? (
        <p className="text-sm text-gray-700">{t("partnerUndo", { name, time: left })}</p>
      ) : null}
      <p className="text-sm text-gray-700">{t("partnerNext")}</p>
      <Button variant="outline" className="self-end min-w-24" onClick={() => dismiss.mutate()}>
        {t("ok")}
      </Button>
    </Card>
  );
}
