import { useState } from "react";
import { Link } from "react-router-dom";
import { defineCopy } from "@tandem/i18n";
import { buttonVariants, cn, focusRing } from "@tandem/ui";
import { ConversationRows, NewMatchesStrip } from "../components/chat/conversation-list.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { ChevronRightIcon, HeartIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useCopy } from "../lib/i18n.js";
import { trpc } from "../lib/trpc.js";

export const matchesCopy = defineCopy(
  {
    title: "My Matches",
    subtitle:
      "{count, plural, one {# match} other {# matches}}{unread, plural, =0 {} other { · # unread}}",
    loading: "Loading your matches",
    emptyTitle: "No matches yet",
    emptyText: "When someone you like likes you back, they'll show up here, ready to chat.",
    discover: "Discover People",
    loadFailed: "Could not load your matches.",
    likesYou: "Likes you",
    likesYouText: "{n, plural, one {# person likes you} other {# people like you}}",
  },
  { es: () => import("./matches.es.js") },
);

/** Where the "Likes you" entry leads: the list of people who liked the viewer. */
const LIKES_YOU_PATH = "/app/matches/likes";

/**
 * My Matches as a list of conversations (decision 245): who liked you, new matches as a strip
 * of photos, then one row per chat, the latest activity first. A match's whole profile opens
 * from the chat's header.
 * @see docs/spec/product-decisions.md, "Routes"
 */
export default function MatchesScreen() {
  const t = useCopy(matchesCopy);
  const conversations = trpc.chat.conversations.useQuery();
  const likes = trpc.matching.likesWaiting.useQuery();
  const user = useCurrentUser();
  // One clock per render of the list, so every row's time is said against the same moment.
  const [now] = useState(() => new Date());
  const list = conversations.data ?? [];
  const fresh = list.filter((c) => c.lastMessage === null);
  const talking = list.filter((c) => c.lastMessage !== null);
  const unread = list.reduce((sum, c) => sum + c.unread, 0);
  const likesCount = likes.data?.count ?? 0;

  return (
    <>
      <PageHeader
        title={t("title")}
        subtitle={conversations.data ? t("subtitle", { count: list.length, unread }) : undefined}
        backTo="/app/discover"
      />
      {likesCount > 0 ? (
        <Link
          to={LIKES_YOU_PATH}
          className={cn(
            "flex min-h-14 items-center gap-3 rounded-2xl border border-rose-100 bg-linear-to-r from-rose-50 to-violet-50 px-4 py-3",
            focusRing,
          )}
        >
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white">
            <HeartIcon className="size-5 fill-white" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-semibold text-gray-900">{t("likesYou")}</span>
            <span className="text-sm text-gray-600">{t("likesYouText", { n: likesCount })}</span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0 text-gray-500" />
        </Link>
      ) : null}

      {conversations.isLoading ? (
        <ScreenSkeleton layout="list" label={t("loading")} header={false} />
      ) : conversations.error ? (
        <LoadErrorCard
          what={t("loadFailed")}
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={HeartIcon} title={t("emptyTitle")} text={t("emptyText")}>
          <Link to="/app/discover" className={buttonVariants({ className: "w-full" })}>
            {t("discover")}
          </Link>
        </EmptyState>
      ) : (
        <>
          <NewMatchesStrip matches={fresh} />
          <ConversationRows conversations={talking} myId={user.id} now={now} />
        </>
      )}
    </>
  );
}
