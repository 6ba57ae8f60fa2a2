import { Link } from "react-router-dom";
import type { StoryItem } from "@tandem/api-contract";
import { buttonVariants, Card, cn } from "@tandem/ui";
import { PARTNER_WORDS, partnerName } from "../components/couples/partner-name.js";
import { useCouple } from "../components/couples/use-couple.js";
import { FlameIcon } from "../components/couples/habit-icons.js";
import { EmptyState } from "../components/empty-state.js";
import {
  CalendarIcon,
  GiftIcon,
  HeartIcon,
  QuizIcon,
  SparklesIcon,
  StarIcon,
  UsersIcon,
} from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { describeError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { UserText } from "../components/user-text.js";
import { defineCopy, formatDate, type Translate } from "@tandem/i18n";
import { useCopy, useLocale } from "../lib/i18n.js";

export const ourStoryCopy = defineCopy(
  {
    title: "Our story",
    subtitle: "You and {name}, from the start",
    loading: "Loading your story",
    loadFailed: "Your story",
    notPairedTitle: "No story yet",
    notPairedText: "Pair with your partner and your story starts here.",
    home: "Go to your home",
    likedByMe: "You liked {name}",
    likedAnswerByMe: "You liked {name}'s answer “{what}”",
    likedMe: "{name} liked you",
    likedMyAnswer: "{name} liked your answer “{what}”",
    matched: "It's a match!",
    wroteFirstMe: "You wrote first",
    wroteFirstThem: "{name} wrote first",
    becameCouple: "You became a couple on Tandem",
    paired: "You paired up on Tandem",
    firstQuiz:
      "Your first quiz together: {n, plural, one {# matching pick} other {# matching picks}}",
    streak: "A {days}-day streak",
    redeemedMe: "You redeemed {title}",
    redeemedThem: "{name} redeemed {title}",
    aReward: "a reward",
    years: "{n, plural, one {# year} other {# years}} together",
    months: "{n, plural, one {# month} other {# months}} together",
    ...PARTNER_WORDS,
  },
  { es: () => import("./our-story.es.js") },
);

type SayStory = Translate<typeof ourStoryCopy.english>;

const ICONS: Record<StoryItem["kind"], typeof HeartIcon> = {
  liked: HeartIcon,
  matched: SparklesIcon,
  "first-message": SparklesIcon,
  "became-couple": UsersIcon,
  paired: UsersIcon,
  "first-quiz": QuizIcon,
  streak: FlameIcon,
  reward: GiftIcon,
  anniversary: StarIcon,
};

function lineOf(item: StoryItem, name: string, t: SayStory): string {
  const me = item.who === "me";
  const count = item.count ?? 0;
  switch (item.kind) {
    case "liked":
      if (item.likedWhat)
        return t(me ? "likedAnswerByMe" : "likedMyAnswer", { name, what: item.likedWhat });
      return t(me ? "likedByMe" : "likedMe", { name });
    case "matched":
      return t("matched");
    case "first-message":
      return me ? t("wroteFirstMe") : t("wroteFirstThem", { name });
    case "became-couple":
      return t("becameCouple");
    case "paired":
      return t("paired");
    case "first-quiz":
      return t("firstQuiz", { n: count });
    case "streak":
      return t("streak", { days: count });
    case "reward":
      return t(me ? "redeemedMe" : "redeemedThem", { name, title: item.title ?? t("aReward") });
    case "anniversary":
      return count % 12 === 0 ? t("years", { n: count / 12 }) : t("months", { n: count });
  }
}

/** Our story (decision 252): the couple's milestones, oldest first, private to the two. */
export default function OurStoryScreen() {
  const t = useCopy(ourStoryCopy);
  const locale = useLocale();
  const { couple } = useCouple();
  const story = trpc.together.story.useQuery();
  const name = partnerName(couple?.partner, t);
  const header = (
    <PageHeader
      backTo="/app"
      title={t("title")}
      subtitle={couple ? t("subtitle", { name }) : undefined}
    />
  );
  if (story.isLoading) {
    return (
      <>
        {header}
        <ScreenSkeleton layout="cards" label={t("loading")} header={false} />
      </>
    );
  }
  if (!story.data) {
    const notPaired = describeError(story.error).reason === "NOT_PAIRED";
    return (
      <>
        {header}
        {notPaired ? (
          <EmptyState icon={HeartIcon} title={t("notPairedTitle")} text={t("notPairedText")}>
            <Link to="/app" className={buttonVariants({ className: "w-full" })}>
              {t("home")}
            </Link>
          </EmptyState>
        ) : (
          <LoadErrorCard
            what={t("loadFailed")}
            error={story.error}
            onRetry={() => void story.refetch()}
          />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <Card>
        <ol className="flex flex-col p-5" aria-label={t("title")}>
          {story.data.items.map((item, index) => {
            const Icon = ICONS[item.kind];
            const last = index === story.data.items.length - 1;
            return (
              <li key={`${item.kind}-${item.at}`} className="relative flex gap-3 pb-5 last:pb-0">
                {last ? null : (
                  <span
                    aria-hidden="true"
                    className="absolute top-10 bottom-0 left-5 w-px bg-rose-100"
                  />
                )}
                <span
                  className={cn(
                    "flex size-10 shrink-0 items-center justify-center rounded-full",
                    item.kind === "anniversary"
                      ? "bg-amber-100 text-amber-600"
                      : "bg-rose-100 text-rose-600",
                  )}
                >
                  <Icon className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col pt-0.5">
                  <p className="text-sm font-semibold text-gray-900 [overflow-wrap:anywhere]">
                    {lineOf(item, name, t)}
                  </p>
                  {item.note ? (
                    <UserText
                      as="blockquote"
                      className="mt-1 rounded-xl bg-rose-50 px-3 py-2 text-sm text-gray-800 italic [overflow-wrap:anywhere]"
                    >
                      “{item.note}”
                    </UserText>
                  ) : null}
                  <p className="mt-0.5 flex items-center gap-1 text-xs text-gray-600">
                    <CalendarIcon className="size-3.5" />
                    <time dateTime={item.at}>{formatDate(locale, item.at, "dayMonthYear")}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      </Card>
    </>
  );
}
