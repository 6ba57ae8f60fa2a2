import { Link } from "react-router-dom";
import { defineCopy } from "@tandem/i18n";
import { cn, focusRing } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { useCopy } from "../../lib/i18n.js";
import { JUST_READ_MS } from "../../lib/page-state.js";
import { trpc } from "../../lib/trpc.js";
import { XIcon } from "../icons.js";

export const nudgeBannerCopy = defineCopy(
  {
    text: "{name} nudged you: today's quiz is waiting",
    someone: "Your partner",
    open: "Answer now",
    dismiss: "Dismiss",
  },
  { es: () => import("./nudge-banner.es.js") },
);

/**
 * A partner's nudge that could not reach this person by push (decision 234), on Home until
 * dismissed; not shown once today's quiz is done (`quizDone`).
 */
export function NudgeBanner({ quizDone }: { quizDone: boolean }) {
  const t = useCopy(nudgeBannerCopy);
  const utils = trpc.useUtils();
  const paired = useCurrentUser().coupleId !== null;
  const notice = trpc.push.nudgeNotice.useQuery(undefined, {
    enabled: paired,
    // Asked on each visit, but not again right after the server read it for this page.
    staleTime: JUST_READ_MS,
  });
  const dismiss = trpc.push.dismissNudgeNotice.useMutation({
    onMutate: () => utils.push.nudgeNotice.setData(undefined, null),
  });
  if (!notice.data || quizDone) return null;
  const name = notice.data.fromFirstName?.trim() || t("someone");
  return (
    <div
      role="status"
      data-testid="nudge-banner"
      className="flex items-center gap-2 rounded-2xl border border-violet-200 bg-violet-50 py-1 pl-4 pr-1 shadow-sm"
    >
      <p className="min-w-0 flex-1 py-2 text-sm font-medium text-violet-950" dir="auto">
        {t("text", { name })}
      </p>
      <Link
        to="/app/quiz"
        onClick={() => dismiss.mutate()}
        className={cn(
          "flex h-11 shrink-0 items-center rounded-full bg-violet-600 px-4 text-sm font-semibold text-white hover:bg-violet-700",
          focusRing,
        )}
      >
        {t("open")}
      </Link>
      <button
        type="button"
        onClick={() => dismiss.mutate()}
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-full text-violet-700 hover:bg-violet-100",
          focusRing,
        )}
      >
        <XIcon className="size-5" />
        <span className="sr-only">{t("dismiss")}</span>
      </button>
    </div>
  );
}
