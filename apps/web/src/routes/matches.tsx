import { Link } from "react-router-dom";
import { buttonVariants } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { LikesYouLink } from "../components/matching/likes-you-link.js";
import { MatchCard } from "../components/matching/match-card.js";
import { ReportDialog } from "../components/matching/report-dialog.js";
import { useMatchActions } from "../components/matching/use-match-actions.js";
import { PageHeader } from "../components/page-header.js";
import { useUnreadMessages } from "../hooks/use-unread-messages.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  title: "My Matches",
  subtitle: (count: number, unread: number) =>
    (count === 1 ? "1 match" : `${count} matches`) + (unread > 0 ? ` · ${unread} unread` : ""),
  loading: "Loading your matches",
  emptyTitle: "No matches yet",
  emptyText: "When someone you like likes you back, they'll show up here, ready to chat.",
  discover: "Discover People",
  loadFailed: "Could not load your matches.",
  unmatch: {
    title: (name: string) => `Unmatch ${name}?`,
    text: "Your conversation ends for both of you, and you'll no longer see each other's social links. You can't undo this.",
    confirm: "Unmatch",
    pending: "Unmatching...",
  },
  block: {
    title: (name: string) => `Block ${name}?`,
    text: "This also ends your match. Neither of you will see the other in Discover again.",
    confirm: "Block",
    pending: "Blocking...",
  },
};

/**
 * The matches screen the spec links to. Handles are shown only here, to matches.
 * @see docs/spec/product-decisions.md, "Routes"
 */
export default function MatchesScreen() {
  const matches = trpc.matching.matches.useQuery();
  const { start, isBusy, confirm, report } = useMatchActions();
  const unread = useUnreadMessages();
  const list = matches.data ?? [];
  const confirmCopy = copy[confirm.action?.action ?? "unmatch"];
  const confirmName = confirm.action?.match.nickname ?? "";

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={matches.data ? copy.subtitle(list.length, unread.total) : undefined}
        backTo="/app/discover"
      />
      <LikesYouLink />

      {matches.isLoading ? (
        <ScreenSkeleton layout="list" label={copy.loading} header={false} />
      ) : matches.error ? (
        <LoadErrorCard
          what={copy.loadFailed}
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={HeartIcon} title={copy.emptyTitle} text={copy.emptyText}>
          <Link to="/app/discover" className={buttonVariants({ className: "w-full" })}>
            {copy.discover}
          </Link>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((match) => (
            <li key={match.matchId}>
              <MatchCard
                match={match}
                onAction={start}
                busy={isBusy(match)}
                unread={unread.countFor(match.matchId)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirm.open}
        onOpenChange={confirm.onOpenChange}
        title={confirmCopy.title(confirmName)}
        description={confirmCopy.text}
        confirmLabel={confirmCopy.confirm}
        pendingLabel={confirmCopy.pending}
        pending={confirm.pending}
        onConfirm={confirm.run}
      />
      <ReportDialog
        nickname={report.target?.nickname ?? null}
        onOpenChange={(open) => (open ? undefined : report.close())}
        pending={report.pending}
        onSubmit={report.send}
      />
    </>
  );
}
