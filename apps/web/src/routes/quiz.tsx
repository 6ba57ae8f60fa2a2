import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { REDIRECT_AFTER_QUIZ_COMPLETE_MS, type TodayQuestion } from "@tandem/api-contract";
import { buttonVariants } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { CheckCircleIcon, HistoryIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { SinglesInstead } from "../components/matching/singles-instead.js";
import { PageHeader } from "../components/page-header.js";
import { PointsBadge } from "../components/points-badge.js";
import { PartnerProgress } from "../components/quiz/partner-progress.js";
import { DaySummary } from "../components/quiz/day-summary.js";
import { QuizRunner } from "../components/quiz/quiz-runner.js";
import { TodayReveal } from "../components/quiz/today-reveal.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useLocalDay } from "../hooks/use-day-rollover.js";
import { trpc } from "../lib/trpc.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const quizCopy = defineCopy(
  {
    title: "Daily Quiz",
    subtitle: "Answer together, grow closer",
    doneTitle: "Quiz Complete!",
    doneText: "You've answered all of today's questions. Come back tomorrow for more!",
    home: "Back to Home",
    history: "Quiz History",
    loading: "Loading today's questions",
    loadError: "Today's questions could not be loaded.",
  },
  { es: () => import("./quiz.es.js") },
);

/**
 * One question at a time; back, skip and next.
 * @see docs/spec/product-spec.md, "Daily quiz screen"
 */
export default function QuizScreen() {
  const user = useCurrentUser();
  // A single opening the address (decision 131): the singles' words, never the couples' quiz.
  if (user.userType === "single") return <SinglesInstead screen="quiz" />;
  return <CouplesQuiz />;
}

function CouplesQuiz() {
  const t = useCopy(quizCopy);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const today = trpc.quiz.today.useQuery();
  // Answering refreshes today's questions (answered ones drop out); keep the set the screen started with.
  const [questions, setQuestions] = useState<TodayQuestion[] | null>(() =>
    today.data && !today.isFetching ? today.data : null,
  );
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (questions === null && today.data && !today.isFetching) setQuestions(today.data);
  }, [questions, today.data, today.isFetching]);
  // Left open past local midnight: the new day's questions (useDayRollover refetches them).
  const day = useLocalDay();
  const [questionsDay, setQuestionsDay] = useState(day);
  if (day !== questionsDay) {
    setQuestionsDay(day);
    setQuestions(null);
    setFinished(false);
  }

  // After the last answer, home after 2 s: only when there is nothing to reveal. A paired
  // person stays with the day's answers side by side until they leave.
  const paired = user.coupleId !== null;
  useEffect(() => {
    if (!finished || paired) return;
    const timer = window.setTimeout(() => void navigate("/app"), REDIRECT_AFTER_QUIZ_COMPLETE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, paired, navigate]);

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={t("subtitle")}
        right={<PointsBadge points={user.points} />}
      />
      <PartnerProgress className="-mt-3" />
      {questions ? (
        questions.length > 0 && !finished ? (
          <>
            <QuizRunner questions={questions} onFinished={() => setFinished(true)} />
            <TodayReveal />
          </>
        ) : (
          <EmptyState
            icon={CheckCircleIcon}
            tone="emerald"
            title={t("doneTitle")}
            text={t("doneText")}
          >
            <Link to="/app" className={buttonVariants({ className: "w-full" })}>
              {t("home")}
            </Link>
            <Link
              to="/app/quiz-history"
              className={buttonVariants({ variant: "outline", className: "w-full" })}
            >
              <HistoryIcon />
              {t("history")}
            </Link>
          </EmptyState>
        )
      ) : today.isError ? (
        <LoadErrorCard
          what={t("loadError")}
          error={today.error}
          onRetry={() => void today.refetch()}
        />
      ) : (
        <ScreenSkeleton layout="quiz" label={t("loading")} header={false} />
      )}
      {questions && (questions.length === 0 || finished) ? <DaySummary /> : null}
    </>
  );
}
