import { Link } from "react-router-dom";
import type { StoryItem } from "@tandem/api-contract";
import { buttonVariants, Card, cn } from "@tandem/ui";
import { partnerName } from "../components/couples/partner-name.js";
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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ourStoryCopy = {
  title: "Our story",
  subtitle: (name: string) => `You and ${name}, from the start`,
  loading: "Loading your story",
  loadFailed: "Your story",
  notPairedTitle: "No story yet",
  notPairedText: "Pair with your partner and your story starts here.",
  home: "Go to your home",
  liked: (item: StoryItem, name: string) => {
    const what = item.likedWhat;
    if (item.who === "me")
      return what ? `You liked ${name}'s answer “${what}”` : `You liked ${name}`;
    return what ? `${name} liked your answer “${what}”` : `${name} liked you`;
  },
  matched: "It's a match!",
  firstMessage: (item: StoryItem, name: string) =>
    item.who === "me" ? "You wrote first" : `${name} wrote first`,
  becameCouple: "You became a couple on Tandem",
  paired: "You paired up on Tandem",
  firstQuiz: (matching: number) =>
    `Your first quiz together: ${plural(matching, "matching pick", "matching picks")}`,
  streak: (days: number) => `A ${days}-day streak`,
  reward: (item: StoryItem, name: string) =>
    `${item.who === "me" ? "You" : name} redeemed ${item.title ?? "a reward"}`,
  anniversary: (months: number) =>
    months % 12 === 0
      ? `${plural(months / 12, "year", "years")} together`
      : `${plural(months, "month", "months")} together`,
};

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

function lineOf(item: StoryItem, name: string): string {
  switch (item.kind) {
    case "liked":
      return ourStoryCopy.liked(item, name);
    case "matched":
      return ourStoryCopy.matched;
    case "first-message":
      return ourStoryCopy.firstMessage(item, name);
    case "became-couple":
      return ourStoryCopy.becameCouple;
    case "paired":
      return ourStoryCopy.paired;
    case "first-quiz":
      return ourStoryCopy.firstQuiz(item.count ?? 0);
    case "streak":
      return ourStoryCopy.streak(item.count ?? 0);
    case "reward":
      return ourStoryCopy.reward(item, name);
    case "anniversary":
      return ourStoryCopy.anniversary(item.count ?? 0);
  }
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" });

/** Our story (decision 252): the couple's milestones, oldest first, private to the two. */
export default function OurStoryScreen() {
  const { couple } = useCouple();
  const story = trpc.together.story.useQuery();
  const name = partnerName(couple?.partner);
  const header = (
    <PageHeader
      backTo="/app"
      title={ourStoryCopy.title}
      subtitle={couple ? ourStoryCopy.subtitle(name) : undefined}
    />
  );
  if (story.isLoading) {
    return (
      <>
        {header}
        <ScreenSkeleton layout="cards" label={ourStoryCopy.loading} header={false} />
      </>
    );
  }
  if (!story.data) {
    const notPaired = describeError(story.error).reason === "NOT_PAIRED";
    return (
      <>
        {header}
        {notPaired ? (
          <EmptyState
            icon={HeartIcon}
            title={ourStoryCopy.notPairedTitle}
            text={ourStoryCopy.notPairedText}
          >
            <Link to="/app" className={buttonVariants({ className: "w-full" })}>
              {ourStoryCopy.home}
            </Link>
          </EmptyState>
        ) : (
          <LoadErrorCard
            what={ourStoryCopy.loadFailed}
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
        <ol className="flex flex-col p-5" aria-label={ourStoryCopy.title}>
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
                    {lineOf(item, name)}
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
                    <time dateTime={item.at}>{dateOf(item.at)}</time>
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
