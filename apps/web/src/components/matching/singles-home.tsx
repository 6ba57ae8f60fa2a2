import { defineCopy } from "@tandem/i18n";
import { Link } from "react-router-dom";
import { NEW_MATCH_DAYS, type MatchSummary } from "@tandem/api-contract";
import {
  Avatar,
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  focusRing,
  iconTile,
  Progress,
} from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { trpc } from "../../lib/trpc.js";
import { CheckCircleIcon, ChevronRightIcon, HeartIcon, SparklesIcon } from "../icons.js";
import { InlineLoadError } from "../load-error-card.js";
import { completeness, profileSteps } from "./profile-completeness.js";
import { nicknameLetter } from "./profile-photo.js";
import { UserText } from "../user-text.js";
import { useCopy } from "../../lib/i18n.js";

export const singlesHomeCopy = defineCopy(
  {
    completeTitle: "Your profile",
    percent: "{n}% complete",
    allDone: "Your profile is complete. Nice!",
    todo: "Next:",
    "step.profile": "Dating profile (nickname, gender, age)",
    "step.quiz": "Discovery quiz",
    "step.photo": "A photo (Discover shows your first one)",
    "step.city": "Your city",
    "step.bio": "A short bio",
    "step.social": "A social link for your matches",
    editProfile: "Edit dating profile",
    likesTitle: "Likes waiting",
    likes:
      "{n, plural, =0 {No new likes yet. Keep discovering: someone may like you back.} one {1 person likes you. See who and like them back.} other {# people like you. See who and like them back.}}",
    seeLikes: "See who likes you",
    likesFailed: "Likes could not be loaded.",
    matchesTitle: "New matches",
    noNewMatches: "No new matches this week.",
    allMatches: "All matches",
    matchesFailed: "Matches could not be loaded.",
    keepDiscovering: "Keep discovering",
    finishSetup: "Finish your dating profile",
    takeQuiz: "Take the discovery quiz",
  },
  { es: () => import("./singles-home.es.js") },
);

const DAY_MS = 24 * 60 * 60 * 1000;
const isNew = (match: MatchSummary, now = Date.now()) =>
  now - new Date(match.matchedAt).getTime() < NEW_MATCH_DAYS * DAY_MS;

/**
 * The singles' home (decision 023): how complete the profile is, how many likes wait for an
 * answer (leading to "Likes you", decision 241), the week's new matches, and the way back to
 * Discover.
 */
export function SinglesHome() {
  const t = useCopy(singlesHomeCopy);
  const user = useCurrentUser();
  const profile = trpc.matching.profile.useQuery();
  const ready = user.hasMatchingProfile && user.hasDiscoveryTags;
  const likes = trpc.matching.likesWaiting.useQuery(undefined, { enabled: ready });
  const matches = trpc.matching.matches.useQuery(undefined, { enabled: ready });
  const photos = trpc.photos.list.useQuery(undefined, { enabled: user.hasMatchingProfile });
  const steps = profileSteps(user, profile.data ?? null, photos.data?.length ?? 0);
  const percent = completeness(steps);
  const nextStep = steps.find((step) => !step.done);
  const newMatches = (matches.data ?? []).filter((match) => isNew(match));

  const primary = !user.hasMatchingProfile
    ? { to: "/app/profile-setup", label: t("finishSetup") }
    : !user.hasDiscoveryTags
      ? { to: "/app/discovery-quiz", label: t("takeQuiz") }
      : { to: "/app/discover", label: t("keepDiscovering") };

  return (
    <>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2">{t("completeTitle")}</CardTitle>
          <span className="text-sm font-semibold text-rose-600">
            {t("percent", { n: percent })}
          </span>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Progress value={percent} aria-label={t("percent", { n: percent })} />
          {nextStep ? (
            <Link
              to={nextStep.to}
              state={{ from: "/app" }}
              className={cn(
                "flex min-h-11 flex-wrap items-center gap-2 rounded-xl bg-rose-50/70 px-3 py-2.5 text-sm text-gray-800 hover:bg-rose-50",
                focusRing,
              )}
            >
              <span className="font-semibold">{t("todo")}</span>
              <span className="min-w-0 flex-1 basis-32">{t(`step.${nextStep.key}`)}</span>
              <ChevronRightIcon className="size-4 text-gray-500" />
            </Link>
          ) : (
            <p className="flex items-center gap-2 text-sm text-emerald-700">
              <CheckCircleIcon className="size-4" />
              {t("allDone")}
            </p>
          )}
          {user.hasMatchingProfile ? (
            <Link
              to="/app/profile-setup"
              state={{ from: "/app" }}
              className={cn(
                "relative self-start rounded-md tap-target text-sm font-semibold text-rose-600 hover:text-rose-700",
                focusRing,
              )}
            >
              {t("editProfile")}
            </Link>
          ) : null}
        </CardContent>
      </Card>

      {ready ? (
        <Card>
          <CardContent className="flex flex-wrap items-center gap-3 pt-5">
            <span className={cn(iconTile, "size-12 rounded-2xl bg-rose-100 text-rose-600")}>
              <HeartIcon className="size-6" fill="currentColor" />
            </span>
            <div className="min-w-0 flex-1 basis-32">
              <p className="font-semibold text-gray-900">
                {t("likesTitle")}
                {likes.data ? (
                  <span
                    className={cn(
                      "ml-2 rounded-full px-2 py-0.5 text-xs font-bold",
                      likes.data.count > 0 ? "bg-rose-600 text-white" : "bg-gray-100 text-gray-600",
                    )}
                    data-testid="likes-waiting"
                  >
                    {likes.data.count}
                  </span>
                ) : null}
              </p>
              {likes.isError ? (
                <InlineLoadError
                  what={t("likesFailed")}
                  error={likes.error}
                  onRetry={() => void likes.refetch()}
                />
              ) : (
                <p className="text-sm text-gray-600">
                  {likes.data ? t("likes", { n: likes.data.count }) : "…"}
                </p>
              )}
            </div>
          </CardContent>
          {likes.data && likes.data.count > 0 ? (
            <CardContent className="pt-0">
              <Link to="/app/matches/likes" className={buttonVariants({ className: "w-full" })}>
                {t("seeLikes")}
                <ChevronRightIcon />
              </Link>
            </CardContent>
          ) : null}
        </Card>
      ) : null}

      {ready ? (
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle as="h2">{t("matchesTitle")}</CardTitle>
            <Link
              to="/app/matches"
              className={cn(
                "relative inline-flex items-center gap-0.5 rounded-md tap-target text-sm font-semibold text-rose-600 hover:text-rose-700",
                focusRing,
              )}
            >
              {t("allMatches")}
              <ChevronRightIcon className="size-4" />
            </Link>
          </CardHeader>
          <CardContent>
            {matches.isError ? (
              <InlineLoadError
                what={t("matchesFailed")}
                error={matches.error}
                onRetry={() => void matches.refetch()}
              />
            ) : newMatches.length > 0 ? (
              <ul className="flex gap-3 overflow-x-auto pb-1">
                {newMatches.map((match) => (
                  <li key={match.matchId} className="w-20 shrink-0 text-center">
                    <Link
                      to="/app/matches"
                      className={cn("flex flex-col items-center gap-1 rounded-xl", focusRing)}
                    >
                      <Avatar
                        src={match.profileImageUrl}
                        alt=""
                        fallback={nicknameLetter(match.nickname)}
                        size="lg"
                        className="size-14"
                      />
                      <span className="w-full truncate text-xs font-medium text-gray-800">
                        <UserText>{match.nickname}</UserText>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600">{matches.data ? t("noNewMatches") : "…"}</p>
            )}
          </CardContent>
        </Card>
      ) : null}

      <Link to={primary.to} className={buttonVariants({ size: "lg", className: "w-full" })}>
        <SparklesIcon />
        {primary.label}
      </Link>
    </>
  );
}
