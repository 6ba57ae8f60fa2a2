import { useState } from "react";
import { Link } from "react-router-dom";
import type { MatchSummary, ReportReason } from "@tandem/api-contract";
import { buttonVariants, Card, toast } from "@tandem/ui";
import { CenteredSpinner } from "../components/centered-spinner.js";
import { HeartIcon } from "../components/icons.js";
import { PageHeader } from "../components/page-header.js";
import { ConfirmDialog } from "../components/singles/confirm-dialog.js";
import { toastError } from "../lib/errors.js";
import { MatchCard, type MatchAction } from "../components/singles/match-card.js";
import { ReportDialog } from "../components/singles/report-dialog.js";
import { trpc } from "../lib/trpc.js";
import { LoadErrorCard } from "../components/load-error-card.js";

const copy = {
  title: "My Matches",
  subtitle: (count: number) => (count === 1 ? "1 match" : `${count} matches`),
  loading: "Loading your matches",
  emptyTitle: "No matches yet",
  emptyText: "When someone you like likes you back, they'll show up here with their social links.",
  discover: "Discover People",
  loadFailed: "Could not load your matches.",
  unmatchTitle: (name: string) => `Unmatch ${name}?`,
  unmatchText: "You'll no longer see each other's social links. You can't undo this.",
  unmatchConfirm: "Unmatch",
  unmatchPending: "Unmatching...",
  unmatched: "Unmatched",
  unmatchedText: (name: string) => `You and ${name} are no longer matched.`,
  unmatchFailed: "Could not unmatch. Please try again.",
  blockTitle: (name: string) => `Block ${name}?`,
  blockText: "This also ends your match. Neither of you will see the other in Discover again.",
  blockConfirm: "Block",
  blockPending: "Blocking...",
  blocked: "Blocked",
  blockedText: (name: string) => `${name} can no longer see you or contact you here.`,
  blockFailed: "Could not block. Please try again.",
  reported: "Report sent",
  reportedText: "Thank you. Our team will review it.",
  reportFailed: "Could not send the report. Please try again.",
};

type Pending = { action: Exclude<MatchAction, "report">; match: MatchSummary } | null;

/** decisions.md: the matches screen the spec links to. Handles are shown only here, to matches. */
export default function MatchesScreen() {
  const utils = trpc.useUtils();
  const matches = trpc.matching.matches.useQuery();
  // The confirmed action outlives `confirmOpen`, so the dialog keeps its text while it closes.
  const [confirm, setConfirm] = useState<Pending>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [reporting, setReporting] = useState<MatchSummary | null>(null);

  const refresh = () =>
    Promise.all([utils.matching.matches.invalidate(), utils.matching.discover.invalidate()]);

  const unmatch = trpc.matching.unmatch.useMutation();
  const block = trpc.matching.block.useMutation();
  const report = trpc.matching.report.useMutation();

  const runConfirmed = () => {
    if (!confirm) return;
    const { action, match } = confirm;
    const mutation = action === "unmatch" ? unmatch : block;
    mutation.mutate(
      { userId: match.userId },
      {
        onSuccess: async () => {
          toast(
            action === "unmatch"
              ? { title: copy.unmatched, description: copy.unmatchedText(match.nickname) }
              : { title: copy.blocked, description: copy.blockedText(match.nickname) },
          );
          setConfirmOpen(false);
          await refresh();
        },
        onError: (error) =>
          toastError(error, { text: action === "unmatch" ? copy.unmatchFailed : copy.blockFailed }),
      },
    );
  };

  const sendReport = ({ reason, details }: { reason: ReportReason; details: string | null }) => {
    if (!reporting) return;
    report.mutate(
      { userId: reporting.userId, reason, details },
      {
        onSuccess: () => {
          toast({ title: copy.reported, description: copy.reportedText });
          setReporting(null);
        },
        onError: (error) => toastError(error, { text: copy.reportFailed }),
      },
    );
  };

  const onAction = (action: MatchAction, match: MatchSummary) => {
    if (action === "report") setReporting(match);
    else {
      setConfirm({ action, match });
      setConfirmOpen(true);
    }
  };

  const list = matches.data ?? [];
  const confirmPending = unmatch.isPending || block.isPending;
  const confirmName = confirm?.match.nickname ?? "";

  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={matches.data ? copy.subtitle(list.length) : undefined}
        backTo="/app/discover"
      />

      {matches.isLoading ? (
        <CenteredSpinner label={copy.loading} />
      ) : matches.error ? (
        <LoadErrorCard
          what={copy.loadFailed}
          error={matches.error}
          onRetry={() => void matches.refetch()}
        />
      ) : list.length === 0 ? (
        <Card>
          <div className="flex flex-col items-center gap-3 p-8 text-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-rose-100 text-rose-600">
              <HeartIcon className="size-8" />
            </span>
            <h2 className="text-xl font-bold text-gray-900">{copy.emptyTitle}</h2>
            <p className="text-sm text-gray-600">{copy.emptyText}</p>
            <Link to="/app/discover" className={buttonVariants({ className: "mt-2 w-full" })}>
              {copy.discover}
            </Link>
          </div>
        </Card>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((match) => (
            <li key={match.matchId}>
              <MatchCard
                match={match}
                onAction={onAction}
                busy={confirmPending && confirm?.match.userId === match.userId}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={
          confirm?.action === "block"
            ? copy.blockTitle(confirmName)
            : copy.unmatchTitle(confirmName)
        }
        description={confirm?.action === "block" ? copy.blockText : copy.unmatchText}
        confirmLabel={confirm?.action === "block" ? copy.blockConfirm : copy.unmatchConfirm}
        pendingLabel={confirm?.action === "block" ? copy.blockPending : copy.unmatchPending}
        pending={confirmPending}
        onConfirm={runConfirmed}
      />
      <ReportDialog
        nickname={reporting?.nickname ?? null}
        onOpenChange={(open) => (open ? undefined : setReporting(null))}
        pending={report.isPending}
        onSubmit={sendReport}
      />
    </>
  );
}
