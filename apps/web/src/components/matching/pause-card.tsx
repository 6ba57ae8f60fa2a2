import { defineCopy } from "@tandem/i18n";
import { useId } from "react";
import { Card, CardContent, Switch, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { useCopy } from "../../lib/i18n.js";

export const pauseCopy = defineCopy(
  {
    title: "Pause my profile",
    on: "Paused: you're hidden from Discover. Your matches and chats stay.",
    off: "Take a break without losing your matches: you'll be hidden from Discover.",
    paused: "Profile paused",
    pausedText: "Nobody new will see you in Discover until you resume.",
    resumed: "Profile visible again",
    resumedText: "You're back in Discover.",
    failed: "Could not change this. Please try again.",
  },
  { es: () => import("./pause-card.es.js") },
);

/** Pause (hidden from Discover, matches kept) or resume the dating profile (decision 035). */
export function PauseCard() {
  const t = useCopy(pauseCopy);
  const id = useId();
  const utils = trpc.useUtils();
  const profile = trpc.matching.profile.useQuery();
  const setPaused = trpc.matching.setPaused.useMutation();
  if (!profile.data) return null;
  const paused = profile.data.paused;
  const change = (next: boolean) =>
    setPaused.mutate(
      { paused: next },
      {
        onSuccess: ({ paused }) => {
          utils.matching.profile.setData(undefined, (p) => (p ? { ...p, paused } : p));
          toast(
            paused
              ? { title: t("paused"), description: t("pausedText") }
              : { title: t("resumed"), description: t("resumedText") },
          );
        },
        onError: (error) => toastError(error, { text: t("failed") }),
      },
    );
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-6">
        <div className="flex-1">
          <label htmlFor={id} className="font-semibold text-gray-900">
            {t("title")}
          </label>
          <p className="text-sm text-gray-600">{paused ? t("on") : t("off")}</p>
        </div>
        <Switch id={id} checked={paused} disabled={setPaused.isPending} onCheckedChange={change} />
      </CardContent>
    </Card>
  );
}
