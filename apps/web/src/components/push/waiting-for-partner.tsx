import { useState } from "react";
import type { NudgeResult } from "@tandem/api-contract";
import { Button, cn, toast } from "@tandem/ui";
import { describeError, toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";

export const waitingCopy = {
  waiting: (name: string, n: number, total: number) =>
    `Waiting for ${name}: ${n} of ${total} answered so far.`,
  nudge: (name: string) => `Nudge ${name}`,
  nudged: "Nudged",
  sent: (name: string) => `${name} got a nudge`,
  how: {
    push: "A notification is on its way to their phone.",
    homeAndEmail: "They'll see it on Home when they open Tandem, and by e-mail.",
    home: "They'll see it on Home when they open Tandem.",
  },
};

const howItWent = ({ via }: NudgeResult) =>
  via.includes("push")
    ? waitingCopy.how.push
    : via.includes("email")
      ? waitingCopy.how.homeAndEmail
      : waitingCopy.how.home;

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
  const [nudged, setNudged] = useState(false);
  const nudge = trpc.push.nudge.useMutation({
    onSuccess: (result) => {
      setNudged(true);
      toast({ title: waitingCopy.sent(name), description: howItWent(result) });
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
        {waitingCopy.waiting(name, answered, total)}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="h-11 max-w-full shrink-0"
        disabled={nudged || nudge.isPending}
        onClick={() => nudge.mutate()}
      >
        <span className="truncate" dir="auto">
          {nudged ? waitingCopy.nudged : waitingCopy.nudge(name)}
        </span>
      </Button>
    </div>
  );
}
