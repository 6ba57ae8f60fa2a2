import { Link } from "react-router-dom";
import { buttonVariants } from "@tandem/ui";
import { useCurrentUser } from "../../hooks/use-auth.js";
import { EmptyState } from "../empty-state.js";
import { GiftIcon, HistoryIcon, QuizIcon } from "../icons.js";
import { PageHeader } from "../page-header.js";

/** The couples' screens a single can still open by address (decision 131). */
export type CouplesScreen = "quiz" | "rewards" | "history";

const copy = {
  quiz: {
    title: "Quiz",
    heading: "Your quiz is the discovery quiz",
    text: "In singles mode, your five discovery answers decide who you meet, and they show on your card. Change them at any time.",
    primary: { label: "Retake the discovery quiz", to: "/app/discovery-quiz" },
  },
  rewards: {
    title: "Rewards",
    heading: "Nothing to spend here in singles mode",
    text: "Rewards are treats for two, paid with points from a shared daily quiz. Meet someone first, then become a couple from your chat.",
    primary: { label: "Discover people", to: "/app/discover" },
  },
  history: {
    title: "Quiz History",
    heading: "Your answers live on your dating profile",
    text: "In singles mode, the quiz you answered is the discovery quiz. Your matches see those answers on your card.",
    primary: { label: "Edit dating profile", to: "/app/profile-setup" },
  },
  kept: (points: number) =>
    `The ${points} points you earned before are kept for when you use the app as a couple.`,
  discover: "Discover people",
  matches: "My Matches",
  switchMode: "Use the app as a couple",
} as const;

const icons = { quiz: QuizIcon, rewards: GiftIcon, history: HistoryIcon } as const;

/**
 * What a single sees at an address of the couples' screens: where they are, in singles'
 * words, and the way on (decision 131). The server refuses a single's quiz answers as well.
 */
export function SinglesInstead({ screen }: { screen: CouplesScreen }) {
  const user = useCurrentUser();
  const words = copy[screen];
  const secondary =
    screen === "rewards"
      ? { label: copy.matches, to: "/app/matches" }
      : { label: copy.discover, to: "/app/discover" };
  return (
    <>
      <PageHeader title={words.title} backTo="/app" />
      <EmptyState icon={icons[screen]} tone="brand" title={words.heading} text={words.text}>
        <Link to={words.primary.to} className={buttonVariants({ className: "w-full" })}>
          {words.primary.label}
        </Link>
        <Link
          to={secondary.to}
          className={buttonVariants({ variant: "outline", className: "w-full" })}
        >
          {secondary.label}
        </Link>
      </EmptyState>
      <p className="px-2 text-center text-sm text-gray-600">
        {user.points > 0 && screen === "rewards" ? `${copy.kept(user.points)} ` : null}
        <Link
          to="/app/user-type"
          className="font-medium text-rose-700 underline underline-offset-2"
        >
          {copy.switchMode}
        </Link>
      </p>
    </>
  );
}
