import { useState } from "react";
import { Link } from "react-router-dom";
import type { QuizHistoryDay } from "@tandem/api-contract";
import { Button, buttonVariants, Spinner } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { PARTNER_WORDS, partnerName } from "../components/couples/partner-name.js";
import { HistoryDay } from "../components/quiz/history-day.js";
import { HistoryIcon } from "../components/icons.js";
import { SinglesInstead } from "../components/matching/singles-instead.js";
import { PageHeader } from "../components/page-header.js";
import { useAuth } from "../hooks/use-auth.js";
import { useCouple } from "../components/couples/use-couple.js";
import { trpc } from "../lib/trpc.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

const PAGE_SIZE = 7;

export const quizHistoryCopy = defineCopy(
  {
    title: "Quiz History",
    subtitle: "Your answers, side by side",
    formerPartner: "Partner",
    loadMore: "Load more",
    loadingMore: "Loading...",
    emptyTitle: "No quizzes yet",
    emptyText:
      "Answer today's questions and they will show up here, next to your partner's answers.",
    startQuiz: "Start Today's Quiz",
    loading: "Loading your quiz history",
    loadError: "Your quiz history could not be loaded.",
    ...PARTNER_WORDS,
  },
  { es: () => import("./quiz-history.es.js") },
);

/**
 * Past quiz days, newest first, with the partner's answers once both answered.
 * @see docs/spec/product-decisions.md, "Routes"
 */
export default function QuizHistoryScreen() {
  const { user } = useAuth();
  if (user?.userType === "single") return <SinglesInstead screen="history" />;
  return <CouplesQuizHistory />;
}

function CouplesQuizHistory() {
  const t = useCopy(quizHistoryCopy);
  const { couple } = useCouple();
  // One query per page, keyed by its cursor: answering a question invalidates them all.
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const pages = trpc.useQueries((t) =>
    cursors.map((before) =>
      t.quiz.history(before ? { before, limit: PAGE_SIZE } : { limit: PAGE_SIZE }),
    ),
  );

  const first = pages[0];
  const last = pages[pages.length - 1];
  // Today's set is listed even before any answer; a day shows only once the user answered on it.
  const days = pages
    .flatMap((page) => page.data?.days ?? [])
    .filter((day) => day.questions.some((q) => q.myAnswer));
  const nextCursor = last?.data?.nextCursor ?? null;
  const loadingMore = pages.length > 1 && last?.isLoading === true;
  const failed = pages.find((page) => page.isError);

  // The partner's name for days of the current couple; an earlier (ended) couple's partner is "Partner".
  const partnerLabel = (day: QuizHistoryDay) =>
    couple && day.coupleId === couple.id ? partnerName(couple.partner, t) : t("formerPartner");

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} backTo="/app" />
      {first?.isLoading ? (
        <ScreenSkeleton layout="answers" label={t("loading")} header={false} />
      ) : days.length === 0 && first?.isError ? (
        <LoadErrorCard
          what={t("loadError")}
          error={first.error}
          onRetry={() => void first.refetch()}
        />
      ) : days.length === 0 ? (
        <EmptyState
          icon={HistoryIcon}
          tone="amber"
          size="md"
          title={t("emptyTitle")}
          text={t("emptyText")}
        >
          <Link to="/app/quiz" className={buttonVariants()}>
            {t("startQuiz")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ol className="flex flex-col gap-4">
            {days.map((day, i) => (
              <li key={`${day.day}-${day.coupleId ?? "solo"}-${i}`}>
                <HistoryDay day={day} partner={partnerLabel(day)} />
              </li>
            ))}
          </ol>
          {failed && days.length > 0 ? (
            <LoadErrorCard
              what={t("loadError")}
              error={failed.error}
              onRetry={() => void failed.refetch()}
            />
          ) : null}
          {nextCursor || loadingMore ? (
            <Button
              variant="outline"
              className="w-full"
              disabled={loadingMore}
              onClick={() =>
                nextCursor && !cursors.includes(nextCursor) && setCursors([...cursors, nextCursor])
              }
            >
              {loadingMore ? <Spinner size="sm" label={t("loadingMore")} /> : t("loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}
