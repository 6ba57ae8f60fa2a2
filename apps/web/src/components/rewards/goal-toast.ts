import type { LiveEvent } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { defineCopy, loadCopy, translator } from "@tandem/i18n";
import { currentLocale } from "../../lib/i18n.js";

export const goalToastCopy = defineCopy(
  {
    setTitle: "New shared goal",
    setText: "Your partner picked {title} to save for together.",
    clearedTitle: "Shared goal cleared",
    clearedText: "Your partner stopped saving for {title}.",
    redeemedTitle: "Redeemed together",
    redeemedText: "Your partner redeemed {title} with your points together.",
  },
  { es: () => import("./goal-toast.es.js") },
);

/** Tells a partner what happened to the couple's goal (loaded with the first such event). */
export async function showGoalToast(event: Extract<LiveEvent, { type: "couple-goal" }>) {
  const locale = currentLocale();
  await loadCopy(goalToastCopy, locale).catch(() => undefined);
  const t = translator(goalToastCopy, locale);
  toast({
    title: t(`${event.change}Title`),
    description: t(`${event.change}Text`, { title: event.rewardTitle }),
  });
}
