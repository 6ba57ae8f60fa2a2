import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import type { ThreadMessage } from "@tandem/api-contract";
import { Button, buttonVariants, cn } from "@tandem/ui";
import { Composer } from "../components/chat/composer.js";
import { EmptyState } from "../components/empty-state.js";
import { HeartIcon } from "../components/icons.js";
import { LoadErrorCard } from "../components/load-error-card.js";
import { PageHeader } from "../components/page-header.js";
import { ScreenSkeleton } from "../components/skeleton.js";
import { PARTNER_WORDS, partnerName } from "../components/couples/partner-name.js";
import { useCouple } from "../components/couples/use-couple.js";
import { useCurrentUser } from "../hooks/use-auth.js";
import { addThreadMessage } from "../hooks/use-live-events.js";
import { describeError, toastError } from "../lib/errors.js";
import { trpc } from "../lib/trpc.js";
import { UserText } from "../components/user-text.js";
import { defineCopy, formatDate, type Translate } from "@tandem/i18n";
import { useCopy, useLocale } from "../lib/i18n.js";

export const ourChatCopy = defineCopy(
  {
    title: "You & {name}",
    subtitle: "Just the two of you",
    loading: "Loading your chat",
    loadFailed: "Your chat",
    earlier: "Show earlier messages",
    loadingEarlier: "Loading...",
    empty: "Say something to {name}. Only the two of you can read this.",
    becameCouple: "You became a couple on {date}",
    notPairedTitle: "No chat yet",
    notPairedText: "Pair with your partner to talk here.",
    home: "Go to your home",
    you: "You",
    ...PARTNER_WORDS,
  },
  { es: () => import("./our-chat.es.js") },
);

/**
 * The couple's thread (decision 251): writable, reachable from Home; for a couple made from
 * a match, the chat they had as a match comes first, then what they wrote since. Live: the
 * partner's messages arrive through the `couple-message` event.
 */
export default function OurChatScreen() {
  const t = useCopy(ourChatCopy);
  const user = useCurrentUser();
  const { couple } = useCouple();
  const utils = trpc.useUtils();
  const thread = trpc.together.thread.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
  const send = trpc.together.send.useMutation();
  const [draft, setDraft] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const pages = thread.data?.pages ?? [];
  const messages = pages
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newestId]);
  const name = partnerName(couple?.partner, t);
  const notPaired = thread.error && describeError(thread.error).reason === "NOT_PAIRED";

  const header = <PageHeader backTo="/app" title={t("title", { name })} subtitle={t("subtitle")} />;
  if (thread.isLoading) {
    return (
      <>
        {header}
        <ScreenSkeleton layout="chat" label={t("loading")} header={false} />
      </>
    );
  }
  if (notPaired || (thread.error && !thread.data)) {
    return (
      <>
        {header}
        {notPaired ? (
          <EmptyState icon={HeartIcon} title={t("notPairedTitle")} text={t("notPairedText")}>
            <Link to="/app" className={buttonVariants({ className: "w-full" })}>
              {t("home")}
            </Link>
          </EmptyState>
        ) : (
          <LoadErrorCard
            what={t("loadFailed")}
            error={thread.error}
            onRetry={() => void thread.refetch()}
          />
        )}
      </>
    );
  }

  const coupleSince = pages[0]?.coupleSince ?? null;
  const onSend = (body: string) =>
    send.mutate(
      { body },
      {
        onSuccess: (message) => {
          addThreadMessage(utils, message);
          setDraft("");
        },
        onError: (error) => toastError(error),
      },
    );

  return (
    <>
      {header}
      <div className="flex flex-1 flex-col gap-3">
        {thread.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-11 self-center"
            disabled={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {thread.isFetchingNextPage ? t("loadingEarlier") : t("earlier")}
          </Button>
        ) : null}
        {messages.length === 0 ? (
          <p className="rounded-2xl bg-rose-50 px-4 py-3 text-center text-sm text-gray-700">
            {t("empty", { name })}
          </p>
        ) : null}
        <ThreadList
          messages={messages}
          myId={user.id}
          name={name}
          coupleSince={coupleSince}
          label={t("title", { name })}
          t={t}
        />
        <div ref={end} />
      </div>
      <div className="sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-10 -mx-4 -mb-[15px] border-t border-rose-100 bg-white/95 px-4 py-2.5 backdrop-blur-md">
        <Composer draft={draft} onDraftChange={setDraft} sending={send.isPending} onSend={onSend} />
      </div>
    </>
  );
}

/** Bubbles, mine on the right, with a line where the match's chat became the couple's. */
function ThreadList({
  messages,
  myId,
  name,
  coupleSince,
  label,
  t,
}: {
  t: Translate<typeof ourChatCopy.english>;
  messages: ThreadMessage[];
  myId: string;
  name: string;
  coupleSince: string | null;
  label: string;
}) {
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-1.5" aria-label={label}>
      {messages.map((message, index) => {
        const mine = message.senderId === myId;
        const previous = messages[index - 1];
        const firstAsCouple =
          coupleSince !== null &&
          message.id.startsWith("couple-") &&
          previous?.id.startsWith("match-") === true;
        return (
          <li key={message.id} className="flex flex-col">
            {firstAsCouple ? (
              <p className="my-3 flex items-center gap-2 text-xs font-medium text-rose-600">
                <span className="h-px flex-1 bg-rose-100" />
                {t("becameCouple", { date: formatDate(locale, coupleSince, "dayMonthYear") })}
                <span className="h-px flex-1 bg-rose-100" />
              </p>
            ) : null}
            <div
              className={cn(
                "max-w-[80%] rounded-2xl px-3.5 py-2 text-sm",
                mine
                  ? "self-end rounded-br-md bg-rose-500 text-white"
                  : "self-start rounded-bl-md bg-white text-gray-900 ring-1 ring-rose-100",
              )}
            >
              <span className="sr-only">{mine ? t("you") : name}: </span>
              <UserText as="p" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
                {message.body}
              </UserText>
              <time
                dateTime={message.sentAt}
                className={cn(
                  "block text-right text-[11px]",
                  mine ? "text-rose-100" : "text-gray-500",
                )}
              >
                {formatDate(locale, message.sentAt, "time")}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
