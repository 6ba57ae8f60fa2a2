import { useState } from "react";
import { DAILY_QUESTION_COUNT } from "@tandem/api-contract";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  iconTile,
  Progress,
} from "@tandem/ui";
import { trpc } from "../../lib/trpc.js";
import { QuizIcon } from "../icons.js";
import { InlineLoadError } from "../load-error-card.js";
import { PartnerProgress } from "./partner-progress.js";
import { lazyDialog } from "../lazy-dialog.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";

const QuizDialog = lazyDialog(() => import("./quiz-dialog.js").then((m) => m.QuizDialog));

export const todayQuizCardCopy = defineCopy(
  {
    title: "Today's Quiz",
    text: "Discover more about your relationship together!",
    questions: "{done}/{total} questions",
    continueQuiz: "Continue Quiz",
    complete: "Quiz Complete!",
    loadFailed: "Today's quiz could not be loaded.",
  },
  { es: () => import("./today-quiz-card.es.js") },
);

/**
 * Today's progress ('X/8 questions') and the button that opens the quiz dialog.
 * @see docs/spec/product-spec.md, "Home dashboard"
 */
export function TodayQuizCard() {
  const t = useCopy(todayQuizCardCopy);
  const today = trpc.quiz.today.useQuery();
  const [open, setOpen] = useState(false);
  const remaining = today.data?.length ?? null;
  const answered = remaining === null ? 0 : Math.max(0, DAILY_QUESTION_COUNT - remaining);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-start gap-3">
        <span className={cn(iconTile, "size-10 rounded-xl bg-rose-100 text-rose-600")}>
          <QuizIcon className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle as="h2">{t("title")}</CardTitle>
          <CardDescription>{t("text")}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {today.isError ? (
          <InlineLoadError
            what={t("loadFailed")}
            error={today.error}
            onRetry={() => void today.refetch()}
          />
        ) : (
          <>
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-gray-800">
                {today.isLoading
                  ? "…"
                  : t("questions", { done: answered, total: DAILY_QUESTION_COUNT })}
              </span>
            </div>
            <Progress
              value={answered}
              max={DAILY_QUESTION_COUNT}
              aria-label={t("questions", { done: answered, total: DAILY_QUESTION_COUNT })}
            />
            <PartnerProgress mineDone={remaining === 0} />
          </>
        )}
        <Button
          size="lg"
          className="w-full"
          disabled={remaining === null || remaining === 0}
          onClick={() => setOpen(true)}
        >
          {remaining === 0 ? t("complete") : t("continueQuiz")}
        </Button>
      </CardContent>
      <QuizDialog open={open} onOpenChange={setOpen} questions={today.data ?? []} />
    </Card>
  );
}
