import { defineCopy } from "@tandem/i18n";
import { Link } from "react-router-dom";
import { buttonVariants } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { EmptyState } from "../empty-state.js";
import { GiftIcon, HistoryIcon, QuizIcon } from "../icons.js";
import { PageHeader } from "../page-header.js";
import { useCopy } from "../../lib/i18n.js";

/** The couples' screens a single can still open by address (decision 131). */
export type CouplesScreen = "quiz" | "rewards" | "history";

export const singlesInsteadCopy = defineCopy(
  {
    "quiz.title": "Quiz",
    "quiz.heading": "Your quiz is the discovery quiz",
    "quiz.text":
      "In singles mode, your five discovery answers decide who you meet, and they show on your card. Change them at any time.",
    "quiz.primary": "Retake the discovery quiz",
    "rewards.title": "Rewards",
    "rewards.heading": "Nothing to spend here in singles mode",
    "rewards.text":
      "Rewards are treats for two, paid with points from a shared daily quiz. Meet someone first, then become a couple from your chat.",
    "rewards.primary": "Discover people",
    "history.title": "Quiz History",
    "history.heading": "Your answers live on your dating profile",
    "history.text":
      "In singles mode, the quiz you answered is the discovery quiz. Your matches see those answers on your card.",
    "history.primary": "Edit dating profile",
    kept: "The {points} points you earned before are kept for when you use the app as a couple.",
    discover: "Discover people",
    matches: "My Matches",
    switchMode: "Use the app as a couple",
  },
  { es: () => import("./singles-instead.es.js") },
);

/** Where each screen's first button leads. */
const PRIMARY_PATHS = {
  quiz: "/app/discovery-quiz",
  rewards: "/app/discover",
  history: "/app/profile-setup",
} as const satisfies Record<CouplesScreen, string>;

const icons = { quiz: QuizIcon, rewards: GiftIcon, history: HistoryIcon } as const;

/**
 * What a single sees at an address of the couples' screens: where they are, in singles'
 * words, and the way on (decision 131). The server refuses a single's quiz answers as well.
 */
export function SinglesInstead({ screen }: { screen: CouplesScreen }) {
  const t = useCopy(singlesInsteadCopy);
  const user = useCurrentUser();
  const secondary =
    screen === "rewards"
      ? { label: t("matches"), to: "/app/matches" }
      : { label: t("discover"), to: "/app/discover" };
  return (
    <>
      <PageHeader title={t(`${screen}.title`)} backTo="/app" />
      <EmptyState
        icon={icons[screen]}
        tone="brand"
        title={t(`${screen}.heading`)}
        text={t(`${screen}.text`)}
      >
        <Link to={PRIMARY_PATHS[screen]} className={buttonVariants({ className: "w-full" })}>
          {t(`${screen}.primary`)}
        </Link>
        <Link
          to={secondary.to}
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          {secondary.label}
        </Link>
      </EmptyState>
      <p className="px-2 text-center text-sm text-gray-600">
        {user.points > 0 && screen === "rewards" ? `${t("kept", { points: user.points })} ` : null}
        <Link
          to="/app/user-type"
          className="font-medium text-rose-700 underline underline-offset-2"
        >
          {t("switchMode")}
        </Link>
      </p>
    </>
  );
}
