import type { Reward } from "@tandem/api-contract";
import { Button, toast } from "@tandem/ui";
import { toastError } from "../../lib/errors.js";
import { trpc } from "../../lib/trpc.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

export const saveTogetherCopy = defineCopy(
  {
    save: "Save together for this",
    current: "Your shared goal",
    savedTitle: "Saving together",
    savedText: "{title} is your shared goal: both of your points count.",
    failed: "Could not set your goal",
  },
  { es: () => import("./save-together.es.js") },
);

/** Makes a reward the couple's shared goal (decision 360); says so on the current one. */
export function SaveTogetherButton({
  reward,
  goalRewardId,
}: {
  reward: Reward;
  goalRewardId: number | null;
}) {
  const t = useCopy(saveTogetherCopy);
  const utils = trpc.useUtils();
  const setGoal = trpc.rewards.setGoal.useMutation({
    onSuccess: (goal) => {
      utils.rewards.goal.setData(undefined, goal);
      toast({ title: t("savedTitle"), description: t("savedText", { title: reward.title }) });
    },
    onError: (error) => toastError(error, { title: t("failed") }),
  });
  if (goalRewardId === reward.id) {
    return <p className="text-center text-sm font-semibold text-rose-700">{t("current")}</p>;
  }
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={setGoal.isPending || reward.stock === 0}
      onClick={() => setGoal.mutate({ rewardId: reward.id })}
      aria-describedby={`reward-${reward.id}-title`}
    >
      {t("save")}
    </Button>
  );
}
