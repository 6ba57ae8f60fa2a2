import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { defineCopy } from "@tandem/i18n";
import { Avatar, Button, buttonVariants, cn, focusRing, toast } from "@tandem/ui";
import { ScreenSkeleton } from "../components/skeleton.js";
import { ChatMenu, type ChatMenuAction } from "../components/chat/chat-menu.js";
import {
  CoupleProposalCard,
  proposalCopy,
  useProposeCouple,
} from "../components/chat/couple-proposal.js";
import { Composer } from "../components/chat/composer.js";
import { Icebreaker } from "../components/chat/icebreaker.js";
import { MessageList, UnsentMessages } from "../components/chat/message-list.js";
import { useChat } from "../components/chat/use-chat.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon } from "../components/icons.js";
import { lazyDialog } from "../components/lazy-dialog.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { ConfirmDialog } from "../components/confirm-dialog.js";
import { nicknameLetter } from "../components/matching/profile-photo.js";
import { ReportDialog, type ReportChoice } from "../components/matching/report-dialog.js";
import { useMatchActions } from "../components/matching/use-match-actions.js";
import { PageHeader } from "../components/page-header.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { describeError, toastError } from "../lib/errors.js";
import { useCopy } from "../lib/i18n.js";
import { trpc } from "../lib/trpc.js";
import { UserText } from "../components/user-text.js";

// The whole profile (photos, answers, links) loads when first opened from the header.
const MatchProfileSheet = lazyDialog(() =>
  import("../components/chat/match-profile-sheet.js").then((m) => m.MatchProfileSheet),
);

export const chatCopy = defineCopy(
  {
    profile: "See {name}'s profile",
    loading: "Loading the conversation",
    loadFailed: "Could not load this conversation.",
    endedTitle: "This conversation has ended",
    endedText: "One of you unmatched or blocked the other, so you can no longer write here.",
    backToMatches: "Back to My Matches",
    earlier: "Load earlier messages",
    loadingEarlier: "Loading...",
    reported: "Report sent",
    reportedText:
      "{blocked, select, yes {Thank you. Our team will review it, with the last messages of this chat. You won't see {name} again.} other {Thank you. Our team will review it, with the last messages of this chat. You and {name} are no longer matched.}}",
    reportFailed: "Could not send the report. Please try again.",
    "unmatch.title": "Unmatch {name}?",
    "unmatch.text": "This ends your conversation for both of you. You can't undo this.",
    "unmatch.confirm": "Unmatch",
    "unmatch.pending": "Unmatching...",
    "block.title": "Block {name}?",
    "block.text":
      "This ends your match and your conversation. Neither of you will see the other again.",
    "block.confirm": "Block",
    "block.pending": "Blocking...",
  },
  { es: () => import("./chat.es.js") },
);

/** The conversation with one match, delivered live both ways (decision 033). */
export default function ChatScreen() {
  const t = useCopy(chatCopy);
  const proposalT = useCopy(proposalCopy);
  const matchId = Number(useParams().matchId);
  const user = useCurrentUser();
  const chat = useChat(matchId);
  const matches = trpc.matching.matches.useQuery();
  const match = matches.data?.find((m) => m.matchId === matchId);
  const actions = useMatchActions();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const report = trpc.chat.report.useMutation();
  const [draft, setDraft] = useState("");
  const [menuOpen, setMenuOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const newestId = chat.newest?.id;
  const unsentCount = chat.unsent.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newestId, unsentCount]);

  const conversation = chat.conversation.data;
  const name = conversation?.other.nickname ?? match?.nickname ?? "";
  // A chat the two became a couple from is their history: read, not written (decision 132).
  const coupledAt = conversation?.becameCoupleAt ?? null;
  const propose = useProposeCouple(matchId, name);

  const onAction = (action: ChatMenuAction) => {
    if (action === "report") setReporting(true);
    else if (action === "couple") setProposing(true);
    else if (match) actions.start(action, match);
  };
  // A report ends the match (and blocks, unless turned off): the reporter leaves the chat.
  const sendReport = ({ reason, details, block }: ReportChoice) =>
    report.mutate(
      { matchId, reason, details, block },
      {
        onSuccess: () => {
          toast({
            title: t("reported"),
            description: t("reportedText", { name, blocked: block ? "yes" : "no" }),
          });
          setReporting(false);
          void utils.matching.matches.invalidate();
          void utils.chat.conversations.invalidate();
          void utils.matching.discover.invalidate();
          void utils.chat.unread.invalidate();
          // A data router's navigate() returns a promise that settles with the navigation; nothing waits for it.
          void navigate("/app/matches", { replace: true });
        },
        onError: (error) => toastError(error, { text: t("reportFailed") }),
      },
    );
  const confirming = actions.confirm.action?.action ?? "unmatch";

  const avatar = conversation ? (
    <Avatar
      src={conversation.other.photoUrl}
      alt={match ? "" : name}
      fallback={nicknameLetter(name)}
      size="md"
    />
  ) : null;
  const nameText = <UserText className="truncate">{name}</UserText>;
  // Their whole profile opens from the header while they are a match (decision 245). The
  // picture stays outside the button: its letter would not be part of the button's name.
  const header = (
    <PageHeader
      backTo={coupledAt ? "/app/profile" : "/app/matches"}
      title={
        <span className="flex min-w-0 items-center gap-2.5">
          {avatar}
          {match && !coupledAt ? (
            <button
              type="button"
              aria-label={t("profile", { name })}
              onClick={() => setProfileOpen(true)}
              className={cn(
                "-my-1 flex min-h-11 min-w-0 max-w-full items-center rounded-full pr-3 text-left",
                focusRing,
              )}
            >
              {nameText}
            </button>
          ) : (
            nameText
          )}
        </span>
      }
      right={
        conversation && !coupledAt ? (
          <ChatMenu
            name={name}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onAction={onAction}
            canPropose={user.coupleId === null}
          />
        ) : null
      }
    />
  );

  let body;
  if (chat.ended) {
    body = (
      <EmptyState icon={HeartIcon} title={t("endedTitle")} text={t("endedText")}>
        <Link to="/app/matches" className={buttonVariants({ className: "w-full" })}>
          {t("backToMatches")}
        </Link>
      </EmptyState>
    );
  } else if (chat.conversation.isLoading || chat.history.isLoading) {
    body = <ScreenSkeleton layout="chat" label={t("loading")} header={false} />;
  } else if (chat.conversation.error || chat.history.error || !conversation) {
    body = (
      <LoadErrorCard
        what={t("loadFailed")}
        error={chat.conversation.error ?? chat.history.error}
        onRetry={() => void chat.conversation.refetch()}
        wayOut={{ label: t("backToMatches"), to: "/app/matches" }}
      />
    );
  } else {
    body = (
      <>
        <div className="flex flex-1 flex-col gap-3">
          {chat.history.hasNextPage ? (
            <Button
              variant="ghost"
              size="sm"
              className="self-center"
              disabled={chat.history.isFetchingNextPage}
              onClick={() => void chat.history.fetchNextPage()}
            >
              {chat.history.isFetchingNextPage ? t("loadingEarlier") : t("earlier")}
            </Button>
          ) : null}
          {chat.messages.length === 0 && conversation.icebreaker ? (
            <Icebreaker name={name} suggestion={conversation.icebreaker} onUse={setDraft} />
          ) : null}
          <MessageList
            messages={chat.messages}
            myId={user.id}
            otherName={name}
            otherReadUpTo={conversation.otherReadUpTo}
          />
          <UnsentMessages
            messages={chat.unsent}
            describe={(error) => describeError(error).message}
          />
          <CoupleProposalCard matchId={matchId} name={name} becameCoupleAt={coupledAt} />
          <div ref={end} />
        </div>
        {coupledAt ? null : (
          // No bottom navigation in a conversation (decision 245): the box sits at the bottom.
          <div
            data-composer
            className="sticky bottom-0 z-10 -mx-4 -mb-[max(env(safe-area-inset-bottom),1.5rem)] border-t border-rose-100 bg-white/95 px-4 py-2.5 backdrop-blur-md"
          >
            <Composer
              draft={draft}
              onDraftChange={setDraft}
              sending={chat.sending}
              onSend={(text) => chat.send(text, () => setDraft(""))}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {body}
      <ConfirmDialog
        open={actions.confirm.open}
        onOpenChange={actions.confirm.onOpenChange}
        title={t(`${confirming}.title`, { name })}
        description={t(`${confirming}.text`)}
        confirmLabel={t(`${confirming}.confirm`)}
        pendingLabel={t(`${confirming}.pending`)}
        pending={actions.confirm.pending}
        onConfirm={actions.confirm.run}
      />
      <ConfirmDialog
        open={proposing}
        onOpenChange={setProposing}
        title={proposalT("askTitle", { name })}
        description={proposalT("askText", { name })}
        confirmLabel={proposalT("askConfirm")}
        pendingLabel={proposalT("askPending")}
        pending={propose.pending}
        confirmVariant="primary"
        onConfirm={() => propose.send(() => setProposing(false))}
      />
      {match ? (
        <MatchProfileSheet
          match={match}
          open={profileOpen}
          onOpenChange={setProfileOpen}
          onAction={onAction}
        />
      ) : null}
      <ReportDialog
        nickname={reporting ? name : null}
        onOpenChange={(open) => (open ? undefined : setReporting(false))}
        pending={report.isPending}
        onSubmit={sendReport}
      />
    </>
  );
}
