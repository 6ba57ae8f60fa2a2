import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { REDIRECT_AFTER_QUIZ_COMPLETE_MS, type QuizQuestion } from "@tandem/api-contract";
import { Button, buttonVariants, Card, toast } from "@tandem/ui";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { EmptyState } from "../components/empty-state.js";
import { QuizQuestionView } from "../components/quiz/quiz-question.js";
import { quizCopy, useAnswerQuestion } from "../components/quiz/use-answer-question.js";
import { ArrowLeftIcon, CheckCircleIcon, HistoryIcon } from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { PointsBadge } from "../components/points-badge.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { trpc } from "../lib/trpc.js";
import { LoadErrorCard } from "../components/load-error-card.js";

const copy = {
  title: "Daily Quiz",
  subtitle: "Answer together, grow closer",
  back: "Back",
  skip: "Skip",
  next: "Next Question",
  submitting: "Submitting...",
  doneTitle: "Quiz Complete!",
  doneText: "You've answered all of today's questions. Come back tomorrow for more!",
  home: "Back to Home",
  history: "Quiz History",
  loading: "Loading today's questions",
  loadError: "Today's questions could not be loaded.",
};

/** Spec §2 "Daily quiz screen": one question at a time; back, skip and next. */
export default function QuizScreen() {
  const user = useCurrentUser();
  const today = trpc.quiz.today.useQuery();
  // Answering refreshes today's questions (answered ones drop out); keep the set the screen started with.
  const [questions, setQuestions] = useState<QuizQuestion[] | null>(null);
  useEffect(() => {
    if (questions === null && today.data) setQuestions(today.data);
  }, [questions, today.data]);

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={copy.subtitle}
        right={<PointsBadge points={user.points} />}
      />
      {questions ? (
        questions.length > 0 ? (
          <QuizRunner questions={questions} />
        ) : (
          <QuizDone />
        )
      ) : today.isError ? (
        <LoadErrorCard
          what={copy.loadError}
          error={today.error}
          onRetry={() => void today.refetch()}
        />
      ) : (
        <CenteredSpinner label={copy.loading} />
      )}
    </>
  );
}

function QuizDone() {
  return (
    <EmptyState icon={CheckCircleIcon} tone="emerald" title={copy.doneTitle} text={copy.doneText}>
      <Link to="/app" className={buttonVariants({ className: "w-full" })}>
        {copy.home}
      </Link>
      <Link
        to="/app/quiz-history"
        className={buttonVariants({ variant: "outline", className: "w-full" })}
      >
        <HistoryIcon />
        {copy.history}
      </Link>
    </EmptyState>
  );
}

function QuizRunner({ questions }: { questions: QuizQuestion[] }) {
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  // Picks per question; a question answered in this visit keeps its pick and is not sent again.
  const [picks, setPicks] = useState<Record<number, number>>({});
  const [answered, setAnswered] = useState<Record<number, true>>({});
  const [finished, setFinished] = useState(false);
  const { submit, isPending } = useAnswerQuestion();

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => navigate("/app"), REDIRECT_AFTER_QUIZ_COMPLETE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  if (finished) return <QuizDone />;
  const question = questions[index];
  if (!question) return null;
  const isLast = index === questions.length - 1;
  const selected = picks[question.id] ?? null;
  const isAnswered = answered[question.id] === true;

  function forward() {
    if (isLast) navigate("/app");
    else setIndex(index + 1);
  }

  function back() {
    if (index === 0) navigate("/app");
    else setIndex(index - 1);
  }

  function next() {
    if (!question || selected === null) return;
    if (isAnswered) {
      forward();
      return;
    }
    submit(question, selected, () => {
      setAnswered((prev) => ({ ...prev, [question.id]: true }));
      if (isLast) {
        toast({ title: quizCopy.completeTitle, description: quizCopy.completeText });
        setFinished(true);
      } else {
        setIndex(index + 1);
      }
    });
  }

  return (
    <Card>
      <div className="flex flex-col gap-6 p-5">
        <QuizQuestionView
          question={question}
          index={index}
          total={questions.length}
          selected={selected}
          onSelect={(option) => setPicks((prev) => ({ ...prev, [question.id]: option }))}
          disabled={isPending || isAnswered}
        />
        <div className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="icon"
            onClick={back}
            disabled={isPending}
            className="shrink-0"
          >
            <ArrowLeftIcon />
            <span className="sr-only">{copy.back}</span>
          </Button>
          <Button
            variant="outline"
            onClick={forward}
            disabled={isPending}
            className="shrink-0 px-4"
          >
            {copy.skip}
          </Button>
          <Button
            onClick={next}
            disabled={selected === null || isPending}
            className="min-w-0 flex-1 px-3"
          >
            {isPending ? copy.submitting : copy.next}
          </Button>
        </div>
      </div>
    </Card>
  );
}
