import type { Streak } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Card, cn, iconTile } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { FlameIcon } from "./habit-icons.js";

export const streakCopy = defineCopy(
  {
    days: "{n, plural, =0 {No streak yet} other {#-day streak}}",
    best: "Best {n}",
    doneToday: "You both finished today. See you tomorrow!",
    keepGoing: "Finish today's quiz together to keep it going.",
    graceCovered: "Your grace day covered yesterday. Finish today's quiz together to keep it.",
    start: "Finish today's quiz together to start a streak.",
    matchedToday: "You matched on {matches} of {total} today.",
    graceLeft: "1 grace day left this week",
    graceUsed: "This week's grace day is used",
    title: "Streak",
    current: "Current",
    bestLabel: "Best",
    daysUnit: "{n, plural, one {day} other {days}}",
    rule: "Days in a row you both finish the quiz. One missed day a week is forgiven.",
  },
  { es: () => import("./streak.es.js") },
);

/** The couple's streak (null while loading, when unpaired or when it failed to load). */
export function useStreak(): Streak | null {
  const user = useCurrentUser();
  const query = trpc.quiz.streak.useQuery(undefined, { enabled: user.coupleId !== null });
  return user.coupleId !== null ? (query.data ?? null) : null;
}

/** The missed day just before today was forgiven: today decides whether the run goes on. */
const graceJustUsed = (streak: Streak) => {
  const grace = streak.graceDays.at(-1);
  return grace !== undefined && streak.lastCompletedDay !== null && grace > streak.lastCompletedDay;
};

/** Home: the streak in one strip, with what to do next (decision 036). Nothing when unpaired. */
export function HomeStreak() {
  const t = useCopy(streakCopy);
  const streak = useStreak();
  const reveal = trpc.quiz.reveal.useQuery(undefined, { enabled: streak?.completedToday === true });
  if (!streak) return null;
  const line = streak.completedToday
    ? reveal.data && reveal.data.total > 0
      ? t("matchedToday", { matches: reveal.data.matches, total: reveal.data.total })
      : t("doneToday")
    : streak.current === 0
      ? t("start")
      : graceJustUsed(streak)
        ? t("graceCovered")
        : t("keepGoing");
  return (
    <Card className="flex items-center gap-3 px-4 py-3" data-testid="home-streak">
      <span
        className={cn(
          iconTile,
          "size-10 rounded-xl",
          streak.current > 0 ? "bg-orange-100 text-orange-600" : "bg-gray-100 text-gray-500",
        )}
      >
        <FlameIcon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="text-base font-bold text-gray-900">
            {t("days", { n: streak.current })}
          </span>
          <span className="text-xs font-medium text-gray-500">{t("best", { n: streak.best })}</span>
        </p>
        <p className="text-xs leading-relaxed text-gray-600">{line}</p>
      </div>
    </Card>
  );
}

/** Profile: the current and best streak and this week's grace day (decision 036). */
export function ProfileStreak() {
  const t = useCopy(streakCopy);
  const streak = useStreak();
  if (!streak) return null;
  return (
    <Card data-testid="profile-streak">
      <div className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <FlameIcon className="size-5 text-orange-500" />
          {t("title")}
        </h3>
        <dl className="grid grid-cols-2 gap-3">
          {[
            [t("current"), streak.current],
            [t("bestLabel"), streak.best],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-orange-50 px-4 py-3">
              <dt className="text-xs font-medium text-orange-700">{label}</dt>
              <dd className="text-2xl font-bold text-gray-900">
                {value}{" "}
                <span className="text-sm font-medium text-gray-600">
                  {t("daysUnit", { n: Number(value) })}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs leading-relaxed text-gray-600">
          {t("rule")}{" "}
          <span className="font-medium text-gray-800">
            {streak.graceAvailable ? t("graceLeft") : t("graceUsed")}.
          </span>
        </p>
      </div>
    </Card>
  );
}
