import { defineCopy, formatNumber } from "@tandem/i18n";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { Button, Card, cn, focusRing, Progress, Spinner, toast } from "@tandem/ui";
import { EmptyState } from "../components/empty-state.js";
import { ArrowLeftIcon } from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { useCopy, useLocale } from "../lib/i18n.js";
import { discoveryQuizCopy } from "../components/matching/discovery-quiz-copy.js";

const TOTAL = DISCOVERY_QUIZ.length;

export const discoveryQuizScreenCopy = defineCopy(
  {
    title: "Discovery Quiz",
    subtitle: "Tap an answer to continue",
    progress: "Question {n} of {total}",
    progressLabel: "Quiz progress",
    previous: "Previous question",
    saving: "Saving your answers...",
    complete: "Quiz complete!",
    completeText: "Now let's find your matches",
    failed: "Failed to save quiz results. Please try again.",
    retry: "Try again",
    restart: "Start over",
    failedCard: "Your answers could not be saved.",
    failedHint: "Check your connection and try again, or start the quiz over.",
  },
  { es: () => import("./discovery-quiz.es.js") },
);

/**
 * 5 fixed questions; one tap answers and moves on; the tags are saved after the last.
 * @see docs/spec/product-spec.md, "Discovery quiz"
 */
export default function DiscoveryQuizScreen() {
  const t = useCopy(discoveryQuizScreenCopy);
  const quiz = useCopy(discoveryQuizCopy);
  const locale = useLocale();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [tags, setTags] = useState<string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = tags.length;
  const question = DISCOVERY_QUIZ[index];

  const save = trpc.matching.saveDiscoveryTags.useMutation({
    onSuccess: () => {
      utils.user.me.setData(undefined, (user) =>
        user ? { ...user, hasDiscoveryTags: true } : user,
      );
      void utils.user.me.invalidate();
      void utils.matching.profile.invalidate();
      void utils.matching.discover.invalidate();
      toast({ title: t("complete"), description: t("completeText") });
      // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
      void navigate("/app/discover");
    },
    onError: (error) => toastError(error, { text: t("failed") }),
  });

  // Keyboard and screen-reader users land on the new question after each answer.
  useEffect(() => {
    if (index > 0) headingRef.current?.focus();
  }, [index]);

  const answer = (tag: string) => {
    if (save.isPending) return;
    const next = [...tags, tag];
    setTags(next);
    if (next.length === TOTAL) save.mutate({ tags: next });
  };

  const restart = () => {
    save.reset();
    setTags([]);
  };

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} backTo="/app/profile-setup" />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm font-medium text-gray-600">
          <span>{t("progress", { n: Math.min(index + 1, TOTAL), total: TOTAL })}</span>
          <span>{formatNumber(locale, index / TOTAL, { style: "percent" })}</span>
        </div>
        <Progress value={index} max={TOTAL} aria-label={t("progressLabel")} />
      </div>

      {question ? (
        <Card>
          <div className="flex flex-col gap-5 p-5 pt-6">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold leading-snug text-gray-900 focus:outline-none"
            >
              {quiz(question.id)}
            </h2>
            <ul className="flex flex-col gap-3">
              {question.options.map((option) => (
                <li key={option.tag}>
                  <button
                    type="button"
                    onClick={() => answer(option.tag)}
                    className={cn(
                      "flex min-h-14 w-full items-center rounded-xl border-2 border-rose-100 bg-white px-4 py-3 text-left text-base font-medium text-gray-900 transition hover:border-rose-300 hover:bg-rose-50 active:scale-[0.99]",
                      focusRing,
                      "focus-visible:ring-offset-2",
                    )}
                  >
                    {quiz(option.tag)}
                  </button>
                </li>
              ))}
            </ul>
            {index > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => setTags(tags.slice(0, -1))}
              >
                <ArrowLeftIcon />
                {t("previous")}
              </Button>
            ) : null}
          </div>
        </Card>
      ) : save.isError ? (
        <EmptyState size="sm" titleAs="p" title={t("failedCard")} text={t("failedHint")}>
          <div className="grid w-full grid-cols-2 gap-2">
            <Button variant="outline" onClick={restart}>
              {t("restart")}
            </Button>
            <Button onClick={() => save.mutate({ tags })}>{t("retry")}</Button>
          </div>
        </EmptyState>
      ) : (
        <Card>
          <div className="flex flex-col items-center gap-3 p-8 text-center">
            <Spinner size="lg" label={t("saving")} />
            <p aria-hidden="true" className="text-sm text-gray-600">
              {t("saving")}
            </p>
          </div>
        </Card>
      )}
    </>
  );
}
