import { useState } from "react";
import type { NudgeResult } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, cn, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";

export const waitingCopy = defineCopy(
  {
    waiting: "Waiting for {name}: {n} of {total} answered so far.",
    nudge: "Nudge {name}",
    nudged: "Nudged",
    sent: "{name} got a nudge",
    viaPush: "A notification is on its way to their phone.",
    viaHomeAndEmail: "They'll see it on Home when they open Tandem, and by e-mail.",
    viaHome: "They'll see it on Home when they open Tandem.",
  },
  { es: () => import("./waiting-for-partner.es.js") },
);

const howItWent = ({ via }: NudgeResult) =>
  via.includes("push") ? "viaPush" : via.includes("email") ? "viaHomeAndEmail" : "viaHome";

/**
 * "Waiting for <name>" and, beside it, "Nudge <name>" (decision 234): once a day, by push
 * where the partner has it on, else a banner on their Home and an e-mail. A refusal (already
 * nudged today, they just finished) says why in a toast.
 */
export function WaitingForPartner({
  name,
  answered,
  total,
  className,
}: {
  name: string;
  answered: number;
  total: number;
  className?: string;
}) {
  const t = useCopy(waitingCopy);
  const [nudged, setNudged] = useState(false);
  const nudge = trpc.push.nudge.useMutation({
    onSuccess: (result) => {
      setNudged(true);
      toast({ title: t("sent", { name }), description: t(howItWent(result)) });
    },
    onError: (error) => {
      // Already nudged today (another tab, the other screen): the button says so too.
      if (describeError(error).reason === "ALREADY_NUDGED") setNudged(true);
      toastError(error);
    },
  });
  return (
    <div
      // The button goes under the words when both do not fit (a long name, large text).
      className={cn("flex flex-wrap items-center justify-between gap-x-3 gap-y-2", className)}
      data-testid="waiting-for-partner"
    >
      <p className="min-w-48 flex-1 text-sm text-gray-600" dir="auto">
        {t("waiting", { name, n: answered, total })}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="h-11 max-w-full shrink-0"
        disabled={nudged || nudge.isPending}
        onClick={() => nudge.mutate()}
      >
        <span className="truncate" dir="auto">
          {nudged ? t("nudged") : t("nudge", { name })}
        </span>
      </Button>
    </div>
  );
}
