import { useState } from "react";
import { Link } from "react-router-dom";
import { ANSWER_TAG_PHRASES, type DateIdea, type DateIdeas } from "@tandem/api-contract";
import { buttonVariants, cn } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { DateIdeaCard } from "../components/couples/date-idea-card.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { describeError, toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { defineCopy, type Translate } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const dateIdeasCopy = defineCopy(
  {
    title: "Date ideas",
    subtitle: "Picked for you two",
    basis: "Ranked by what you both chose in your quizzes, the season and your town.",
    basisTags: "You both lean towards {tags}.",
    noTags: "Answer a few quizzes together and the ideas will follow your answers.",
    all: "For you",
    saved: "Saved ({n})",
    noSaved: "Nothing saved yet. Tap Save on an idea you'd like to try.",
    loading: "Finding ideas for you two",
    loadError: "Date ideas could not be loaded.",
    unpairedTitle: "Date ideas are for couples",
    unpairedText: "Pair with your partner to get ideas picked from both of your answers.",
    home: "Back to Home",
    /** The last two of a list: "a, b and c". */
    lastTwo: "{rest} and {last}",
  },
  { es: () => import("./date-ideas.es.js") },
);

/** How each quiz answer tag reads in "You both lean towards …", keyed by the stored tag. */
export const answerTagCopy = defineCopy(ANSWER_TAG_PHRASES, {
  es: () => import("./date-ideas-tags.es.js"),
});

/** Date ideas (decision 039) ranked for the couple, each with its reason; save the ones to try. */
export default function DateIdeasScreen() {
  const t = useCopy(dateIdeasCopy);
  const tag = useCopy(answerTagCopy);
  const user = useCurrentUser();
  const paired = user.coupleId !== null;
  const ideas = trpc.dateIdeas.list.useQuery(undefined, { enabled: paired });
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<"all" | "saved">("all");
  const setSaved = (key: string, saved: boolean) =>
    utils.dateIdeas.list.setData(
      undefined,
      (old: DateIdeas | undefined) =>
        old && { ...old, ideas: old.ideas.map((i) => (i.key === key ? { ...i, saved } : i)) },
    );
  const onSettled = () => void utils.dateIdeas.list.invalidate();
  const save = trpc.dateIdeas.save.useMutation({
    onSuccess: (result) => setSaved(result.key, true),
    onError: (error) => toastError(error),
    onSettled,
  });
  const unsave = trpc.dateIdeas.unsave.useMutation({
    onSuccess: (result) => setSaved(result.key, false),
    onError: (error) => toastError(error),
    onSettled,
  });
  const toggle = (idea: DateIdea) =>
    idea.saved ? unsave.mutate({ key: idea.key }) : save.mutate({ key: idea.key });

  const notPaired =
    !paired || (ideas.error ? describeError(ideas.error).reason === "NOT_PAIRED" : false);
  const header = <PageHeader title={t("title")} subtitle={t("subtitle")} backTo="/app" />;

  if (notPaired) {
    return (
      <>
        {header}
        <EmptyState icon={HeartIcon} title={t("unpairedTitle")} text={t("unpairedText")}>
          <Link to="/app" className={buttonVariants({ className: "w-full" })}>
            {t("home")}
          </Link>
        </EmptyState>
      </>
    );
  }
  if (!ideas.data) {
    return (
      <>
        {header}
        {ideas.isError ? (
          <LoadErrorCard
            what={t("loadError")}
            error={ideas.error}
            onRetry={() => void ideas.refetch()}
          />
        ) : (
          <ScreenSkeleton layout="cards" label={t("loading")} header={false} />
        )}
      </>
    );
  }

  const data = ideas.data;
  const savedIdeas = data.ideas.filter((idea) => idea.saved);
  const shown = tab === "all" ? data.ideas : savedIdeas;
  const tags = data.sharedTags
    .slice(0, 3)
    .map((key) => (key in ANSWER_TAG_PHRASES ? tag(key) : key.replace(/_/g, " ")));
  const pending = save.isPending || unsave.isPending;

  return (
    <>
      {header}
      <p className="text-sm leading-relaxed text-gray-600">
        {t("basis")} {tags.length > 0 ? t("basisTags", { tags: joinWords(tags, t) }) : t("noTags")}
      </p>
      <div role="tablist" className="grid grid-cols-2 gap-1 rounded-xl bg-rose-50 p-1">
        {(["all", "saved"] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={cn(
              "rounded-lg px-3 py-2 text-sm font-semibold transition",
              tab === value ? "bg-white text-gray-900 shadow-sm" : "text-gray-600",
            )}
          >
            {value === "all" ? t("all") : t("saved", { n: savedIdeas.length })}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{t("noSaved")}</p>
      ) : (
        shown.map((idea) => (
          <DateIdeaCard key={idea.key} idea={idea} onToggleSave={toggle} pending={pending} />
        ))
      )}
    </>
  );
}

function joinWords(words: string[], t: Translate<typeof dateIdeasCopy.english>): string {
  return words.length <= 1
    ? (words[0] ?? "")
    : t("lastTwo", { rest: words.slice(0, -1).join(", "), last: words.at(-1) ?? "" });
}
