import { useState } from "react";
import { Link } from "react-router-dom";
import { cn, focusRing } from "@tandem/ui";
import { BrandLogo } from "../components/brand-logo.js";
import { CoupleStatus } from "../components/couples/couple-status.js";
import { DateIdeasLink } from "../components/couples/date-ideas-link.js";
import { IdentityCard } from "../components/couples/identity-card.js";
import { PairingDialog } from "../components/couples/pairing-dialog.js";
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
import { PointsBadge } from "../components/points-badge.js";
import { TodayQuizCard } from "../components/quiz/today-quiz-card.js";
import { HomeRewards } from "../components/rewards/home-rewards.js";
import { ShortcutTile } from "../components/shortcut-tile.js";
import { UserAvatar } from "../components/user-avatar.js";
import { useCurrentUser } from "../hooks/use-auth.js";

const copy = {
  profileLink: "Your profile",
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

/** Spec §2 home dashboard: couple status, today's quiz, identity, rewards and shortcuts. */
export default function HomeScreen() {
  const user = useCurrentUser();
  const { couple, isLoading: coupleLoading } = useCouple();
  const [pairingOpen, setPairingOpen] = useState(false);
  const paired = user.coupleId !== null || couple !== null;
  const openPairing = () => setPairingOpen(true);
  const pairTile = { icon: LinkIcon, tint: "bg-violet-100 text-violet-600", onClick: openPairing };

  return (
    <>
      <PageHeader
        title={<BrandLogo className="text-2xl" />}
        right={
          <>
            <PointsBadge points={user.points} />
            <Link
              to="/app/profile"
              className={cn("rounded-full", focusRing, "focus-visible:ring-offset-2")}
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
      <HomeStreak />
      <TodayQuizCard />
      {couple ? <IdentityCard couple={couple} /> : null}
      <HomeRewards points={user.points} />

      <div className="grid grid-cols-2 gap-3">
        {paired ? (
          <>
            <ShortcutTile {...pairTile} title={copy.generateCode} text={copy.generateCodeText} />
            <ShortcutTile
              icon={HistoryIcon}
              title={copy.quizHistory}
              text={copy.quizHistoryText}
              tint="bg-amber-100 text-amber-600"
              to="/app/quiz-history"
            />
          </>
        ) : (
          <>
            <ShortcutTile
              icon={UsersIcon}
              title={copy.findMatch}
              text={copy.findMatchText}
              tint="bg-fuchsia-100 text-fuchsia-600"
              to="/app/user-type"
            />
            <ShortcutTile {...pairTile} title={copy.pairPartner} text={copy.pairPartnerText} />
          </>
        )}
      </div>

      <DateIdeasLink />

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
            <span className="block font-semibold text-gray-900">{copy.admin}</span>
            <span className="block text-xs text-gray-600">{copy.adminText}</span>
          </span>
          <ChevronRightIcon className="size-4 text-gray-500" />
        </Link>
      ) : null}

      <PairingDialog open={pairingOpen} onOpenChange={setPairingOpen} />
    </>
  );
}
