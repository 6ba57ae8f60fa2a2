import { lazy, Suspense, useState, type ComponentType } from "react";
import { Link } from "react-router-dom";
import { cn, focusRing } from "@tandem/ui";
import { AccountNotices } from "../components/account/account-notices.js";
import { BrandLogo } from "../components/brand-logo.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { CoupleStatus } from "../components/couples/couple-status.js";
import { IdentityCard } from "../components/couples/identity-card.js";
import { LightbulbIcon } from "../components/couples/habit-icons.js";
import {
  PartnerEndedNotice,
  preloadPairingEndedCards,
  UndoEndedPairing,
} from "../components/couples/pairing-ended.js";
import { HomeStreak } from "../components/couples/streak.js";
import { useCouple } from "../components/couples/use-couple.js";
import {
  ChevronRightIcon,
  HistoryIcon,
  LinkIcon,
  ShieldIcon,
  UsersIcon,
} from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { HomePush } from "../components/push/home-push.js";
import { PointsBadge } from "../components/points-badge.js";
import { TodayQuizCard } from "../components/quiz/today-quiz-card.js";
import { HomeRewards } from "../components/rewards/home-rewards.js";
import { lazyDialog } from "../components/lazy-dialog.js";
import { TogetherLinks } from "../components/together/together-links.js";
import { ShortcutTile, type ShortcutTileProps } from "../components/shortcut-tile.js";
import { UserAvatar } from "../components/user-avatar.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

// The couple's shared goal (decision 360), outside Home's first download (its script budget).
const GoalCard = lazy(() => import("../components/rewards/goal-card.js"));

const PairingDialog = lazyDialog(() =>
  import("../components/couples/pairing-dialog.js").then((m) => m.PairingDialog),
);

export const homeCopy = defineCopy(
  {
    loading: "Loading home",
    profileLink: "Your profile",
    dateIdeas: "Date Ideas",
    dateIdeasText: "Picked from your answers",
    quizHistory: "Quiz History",
    quizHistoryText: "Your answers, side by side",
    findMatch: "Find Your Match",
    findMatchText: "Meet people who share your interests",
    pairPartner: "Pair with Partner",
    pairPartnerText: "Connect with a shared code",
    admin: "Admin panel",
    adminText: "Manage rewards",
  },
  { es: () => import("./home.es.js") },
);

export { preloadPairingEndedCards };

let singlesHome: ComponentType | undefined;
/**
 * The singles' home, split from Home's code: a couple's home never downloads it (Home's
 * script budget, decision 040). The server loads it before rendering (render-page.tsx), the
 * browser before taking over a single's page (start.tsx); once in, it renders without
 * suspending, as `lazyScreen` does.
 */
export const preloadSinglesHome = () =>
  import("../components/matching/singles-home.js").then((m) => (singlesHome = m.SinglesHome));
const LazySinglesHome = lazy(() =>
  preloadSinglesHome().then((component) => ({ default: component })),
);

function SinglesHomeScreen() {
  const t = useCopy(homeCopy);
  const [Loaded] = useState(() => singlesHome);
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<ScreenSkeleton layout="cards" label={t("loading")} header={false} />}>
      <LazySinglesHome />
    </Suspense>
  );
}

/**
 * The spec's home dashboard, for couples (and for anyone before choosing a type); singles get
 * their own home (decision 023): profile, likes waiting, new matches, back to Discover.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export default function HomeScreen() {
  const t = useCopy(homeCopy);
  const user = useCurrentUser();
  const single = user.userType === "single";

  return (
    <>
      <AccountNotices />
      <PageHeader
        title={<BrandLogo className="text-2xl" />}
        right={
          <>
            {single ? null : <PointsBadge points={user.points} />}
            <Link
              to="/app/profile"
              className={cn(
                "relative inline-flex rounded-full tap-target",
                focusRing,
                "focus-visible:ring-offset-2",
              )}
            >
              <UserAvatar user={user} size="md" />
              <span className="sr-only">{t("profileLink")}</span>
            </Link>
          </>
        }
      />
      {single ? <SinglesHomeScreen /> : <CouplesHome />}
      {user.role === "admin" ? (
        <Link
          to="/app/admin"
          className={cn(
            "flex items-center gap-3 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm shadow-sm transition hover:bg-gray-50",
            focusRing,
          )}
        >
          <ShieldIcon className="size-5 text-gray-700" />
          <span className="flex-1">
            <span className="block font-semibold text-gray-900">{t("admin")}</span>
            <span className="block text-xs text-gray-600">{t("adminText")}</span>
          </span>
          <ChevronRightIcon className="size-4 text-gray-500" />
        </Link>
      ) : null}
    </>
  );
}

/** The couples' dashboard: status, today's quiz, identity, rewards and the shortcut tiles. */
function CouplesHome() {
  const t = useCopy(homeCopy);
  const user = useCurrentUser();
  const { couple, isLoading: coupleLoading, error: coupleError, refetch } = useCouple();
  const [pairingOpen, setPairingOpen] = useState(false);
  const paired = user.coupleId !== null || couple !== null;
  const openPairing = () => setPairingOpen(true);
  const pairTile = { icon: LinkIcon, tint: "bg-violet-100 text-violet-600", onClick: openPairing };
  // The cards' reads (couple, streak, today's quiz, rewards) travel in one batch: the cards are
  // mounted (and ask) at once but shown when it is in, so no card moves when another's data
  // lands (layout shift, docs/pages.md). Later loads show in the cards themselves.
  const today = trpc.quiz.today.useQuery();
  const rewards = trpc.rewards.list.useQuery();
  const streak = trpc.quiz.streak.useQuery(undefined, { enabled: user.coupleId !== null });
  const goal = trpc.rewards.goal.useQuery(undefined, { enabled: paired });
  const [firstLoadDone, setFirstLoadDone] = useState(false);
  const loading = coupleLoading || today.isLoading || rewards.isLoading || streak.isLoading;
  if (!firstLoadDone && !loading) {
    setFirstLoadDone(true);
  }

  // The spec's shortcuts, a plain list: append a tile here to add one (two per row). A paired
  // person has no use for a pair code: Date Ideas takes that tile (decision 230).
  const tiles: ShortcutTileProps[] = paired
    ? [
        {
          icon: LightbulbIcon,
          title: t("dateIdeas"),
          text: t("dateIdeasText"),
          tint: "bg-emerald-100 text-emerald-600",
          to: "/app/date-ideas",
        },
        {
          icon: HistoryIcon,
          title: t("quizHistory"),
          text: t("quizHistoryText"),
          tint: "bg-amber-100 text-amber-600",
          to: "/app/quiz-history",
        },
      ]
    : [
        {
          icon: UsersIcon,
          title: t("findMatch"),
          text: t("findMatchText"),
          tint: "bg-fuchsia-100 text-fuchsia-600",
          to: "/app/user-type",
        },
        { ...pairTile, title: t("pairPartner"), text: t("pairPartnerText") },
      ];

  return (
    <>
      {firstLoadDone ? null : <ScreenSkeleton layout="home" label={t("loading")} header={false} />}
      <div className={firstLoadDone ? "contents" : "hidden"}>
        {paired ? null : <UndoEndedPairing />}
        {paired ? null : <PartnerEndedNotice />}
        <CoupleStatus
          paired={paired}
          couple={couple}
          isLoading={coupleLoading}
          error={coupleError}
          onRetry={refetch}
          onPairNow={openPairing}
        />
        <HomePush couple={couple} quizRemaining={today.data ? today.data.length : null} />
        <HomeStreak />
        <TodayQuizCard />
        <TogetherLinks />
        {couple ? <IdentityCard couple={couple} /> : null}
        {goal.data ? (
          <Suspense fallback={null}>
            <GoalCard />
          </Suspense>
        ) : null}
        <HomeRewards points={user.points} />

        <ul className="grid grid-cols-2 gap-3">
          {tiles.map((tile) => (
            <li key={tile.title}>
              <ShortcutTile {...tile} />
            </li>
          ))}
        </ul>
      </div>

      <PairingDialog open={pairingOpen} onOpenChange={setPairingOpen} />
    </>
  );
}
