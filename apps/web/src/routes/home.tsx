import { useState, type ComponentType, type ReactNode, type SVGProps } from "react";
import { Link } from "react-router-dom";
import {
  DAILY_QUESTION_COUNT,
  HOME_REWARD_COUNT,
  IDENTITY_UNLOCK_QUIZZES,
} from "@tandem/api-contract";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  Progress,
} from "@tandem/ui";
import { BrandLogo } from "../components/brand-logo.js";
import { CoupleStatus } from "../components/couple/couple-status.js";
import { PairingDialog } from "../components/couple/pairing-dialog.js";
import { QuizDialog } from "../components/couple/quiz-dialog.js";
import { RewardCard } from "../components/couple/reward-card.js";
import { useRedeemFlow } from "../components/couple/use-redeem-flow.js";
import {
  ChevronRightIcon,
  HistoryIcon,
  LinkIcon,
  QuizIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
} from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { PointsBadge } from "../components/points-badge.js";
import { UserAvatar } from "../components/user-avatar.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useCouple } from "../hooks/use-couple.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  profileLink: "Your profile",
  quizTitle: "Today's Quiz",
  quizText: "Discover more about your relationship together!",
  questions: (done: number) => `${done}/${DAILY_QUESTION_COUNT} questions`,
  continueQuiz: "Continue Quiz",
  quizComplete: "Quiz Complete!",
  quizError: "Today's quiz could not be loaded.",
  identityCaption: `Unlocked after ${IDENTITY_UNLOCK_QUIZZES} quizzes`,
  rewardsTitle: "Available Rewards",
  viewAll: "View All",
  noRewards: "No rewards right now. Check back soon!",
  rewardsError: "Rewards could not be loaded.",
  generateCode: "Generate Pair Code",
  generateCodeText: "Share a code with your partner",
  quizHistory: "Quiz History",
  quizHistoryText: "Your answers, side by side",
  findMatch: "Find Your Match",
  findMatchText: "Meet people who share your interests",
  pairPartner: "Pair with Partner",
  pairPartnerText: "Connect with a shared code",
  admin: "Admin panel",
  adminText: "Manage rewards",
};

export default function HomeScreen() {
  const user = useCurrentUser();
  const { couple, isLoading: coupleLoading } = useCouple();
  const today = trpc.quiz.today.useQuery();
  const rewards = trpc.rewards.list.useQuery();
  const [pairingOpen, setPairingOpen] = useState(false);
  const [quizOpen, setQuizOpen] = useState(false);
  const { startRedeem, dialog: redeemDialog } = useRedeemFlow();

  const paired = user.coupleId !== null || couple !== null;
  const remaining = today.data?.length ?? null;
  const answered = remaining === null ? 0 : Math.max(0, DAILY_QUESTION_COUNT - remaining);
  const openPairing = () => setPairingOpen(true);

  return (
    <>
      <PageHeader
        title={<BrandLogo className="text-2xl" />}
        right={
          <>
            <PointsBadge points={user.points} />
            <Link
              to="/app/profile"
              className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2"
            >
              <UserAvatar user={user} size="md" />
              <span className="sr-only">{copy.profileLink}</span>
            </Link>
          </>
        }
      />

      <CoupleStatus
        paired={paired}
        couple={couple}
        isLoading={coupleLoading}
        onPairNow={openPairing}
      />

      <Card className="overflow-hidden">
        <CardHeader className="flex-row items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-rose-100 text-rose-600">
            <QuizIcon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle>{copy.quizTitle}</CardTitle>
            <CardDescription>{copy.quizText}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {today.isError ? (
            <p className="text-sm text-red-700">{copy.quizError}</p>
          ) : (
            <>
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium text-gray-800">
                  {today.isLoading ? "…" : copy.questions(answered)}
                </span>
              </div>
              <Progress
                value={answered}
                max={DAILY_QUESTION_COUNT}
                aria-label={copy.questions(answered)}
              />
            </>
          )}
          <Button
            size="lg"
            className="w-full"
            disabled={remaining === null || remaining === 0}
            onClick={() => setQuizOpen(true)}
          >
            {remaining === 0 ? copy.quizComplete : copy.continueQuiz}
          </Button>
        </CardContent>
      </Card>

      {couple?.identity ? (
        <Card className="bg-linear-to-br from-violet-600 to-rose-500 text-white">
          <div className="flex flex-col gap-1.5 p-5">
            <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-white/85">
              <SparklesIcon className="size-4" />
              {copy.identityCaption}
            </p>
            <h2 className="text-xl font-bold">{couple.identity}</h2>
            {couple.identityDescription ? (
              <p className="text-sm leading-relaxed text-white/90">{couple.identityDescription}</p>
            ) : null}
          </div>
        </Card>
      ) : null}

      <section aria-labelledby="home-rewards" className="flex flex-col gap-3">
        <div className="flex items-center justify-between">
          <h2 id="home-rewards" className="text-lg font-semibold text-gray-900">
            {copy.rewardsTitle}
          </h2>
          <Link
            to="/app/rewards"
            className="inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-rose-600 hover:text-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
          >
            {copy.viewAll}
            <ChevronRightIcon className="size-4" />
          </Link>
        </div>
        {rewards.isLoading ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {Array.from({ length: HOME_REWARD_COUNT }, (_, i) => (
              <div key={i} className="h-32 animate-pulse rounded-2xl bg-rose-50" />
            ))}
          </div>
        ) : rewards.isError ? (
          <p className="text-sm text-red-700">{copy.rewardsError}</p>
        ) : rewards.data && rewards.data.length > 0 ? (
          rewards.data
            .slice(0, HOME_REWARD_COUNT)
            .map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                points={user.points}
                onRedeem={startRedeem}
                variant="compact"
              />
            ))
        ) : (
          <p className="text-sm text-gray-600">{copy.noRewards}</p>
        )}
      </section>

      <div className="grid grid-cols-2 gap-3">
        {paired ? (
          <>
            <Tile
              icon={LinkIcon}
              title={copy.generateCode}
              text={copy.generateCodeText}
              tint="bg-violet-100 text-violet-600"
              onClick={openPairing}
            />
            <Tile
              icon={HistoryIcon}
              title={copy.quizHistory}
              text={copy.quizHistoryText}
              tint="bg-amber-100 text-amber-600"
              to="/app/quiz-history"
            />
          </>
        ) : (
          <>
            <Tile
              icon={UsersIcon}
              title={copy.findMatch}
              text={copy.findMatchText}
              tint="bg-fuchsia-100 text-fuchsia-600"
              to="/app/user-type"
            />
            <Tile
              icon={LinkIcon}
              title={copy.pairPartner}
              text={copy.pairPartnerText}
              tint="bg-violet-100 text-violet-600"
              onClick={openPairing}
            />
          </>
        )}
      </div>

      {user.role === "admin" ? (
        <Link
          to="/app/admin"
          className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white px-4 py-3 text-sm shadow-sm transition hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
        >
          <ShieldIcon className="size-5 text-gray-700" />
          <span className="flex-1">
            <span className="block font-semibold text-gray-900">{copy.admin}</span>
            <span className="block text-xs text-gray-600">{copy.adminText}</span>
          </span>
          <ChevronRightIcon className="size-4 text-gray-500" />
        </Link>
      ) : null}

      <PairingDialog open={pairingOpen} onOpenChange={setPairingOpen} />
      <QuizDialog open={quizOpen} onOpenChange={setQuizOpen} questions={today.data ?? []} />
      {redeemDialog}
    </>
  );
}

interface TileProps {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
  tint: string;
  to?: string;
  onClick?: () => void;
}

/** A square shortcut: a link when `to` is given, else a button. */
function Tile({ icon: Icon, title, text, tint, to, onClick }: TileProps) {
  const className =
    "flex h-full flex-col items-start gap-2 rounded-2xl border border-rose-100 bg-white p-4 text-left shadow-sm transition hover:bg-rose-50/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500";
  const body: ReactNode = (
    <>
      <span className={cn("flex size-10 items-center justify-center rounded-xl", tint)}>
        <Icon className="size-5" />
      </span>
      <span className="text-sm font-semibold leading-snug text-gray-900">{title}</span>
      <span className="text-xs leading-relaxed text-gray-600">{text}</span>
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {body}
    </button>
  );
}
