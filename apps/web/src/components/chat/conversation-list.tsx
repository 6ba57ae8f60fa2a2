import { Link } from "react-router-dom";
import type { ConversationSummary } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Avatar, cn, focusRing } from "@tandem/ui";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { nicknameLetter } from "../matching/profile-photo.js";
import { conversationTime } from "./conversation-time.js";
import { UserText } from "../user-text.js";

export const conversationListCopy = defineCopy(
  {
    newMatches: "New matches",
    newMatch: "{name}, new match: say hi",
    messages: "Messages",
    you: "You: ",
    yourTurn: "Your turn",
    unread: "{n, plural, one {# unread message} other {# unread messages}}",
    sayHi: "Say hi to a new match above: your conversations show here.",
  },
  { es: () => import("./conversation-list.es.js") },
);

const chatPath = (matchId: number) => `/app/chat/${matchId}`;

/** Matches nobody has written to yet: a row of photos, each opening the chat. */
export function NewMatchesStrip({ matches }: { matches: readonly ConversationSummary[] }) {
  const t = useCopy(conversationListCopy);
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="new-matches" className="flex flex-col gap-2">
      <h2 id="new-matches" className="text-sm font-semibold text-gray-700">
        {t("newMatches")}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-1">
        {matches.map((match) => (
          <li key={match.matchId} className="shrink-0">
            <Link
              to={chatPath(match.matchId)}
              aria-label={t("newMatch", { name: match.nickname })}
              className={cn("flex w-18 flex-col items-center gap-1.5 rounded-2xl p-1", focusRing)}
            >
              <Avatar
                src={match.photoUrl}
                alt=""
                fallback={nicknameLetter(match.nickname)}
                size="lg"
                className="ring-2 ring-rose-400 ring-offset-2"
              />
              <span className="w-full truncate text-center text-xs font-medium text-gray-800">
                <UserText>{match.nickname}</UserText>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One row per conversation: photo, name, the last line and its time, whose turn. */
export function ConversationRows({
  conversations,
  myId,
  now,
}: {
  conversations: readonly ConversationSummary[];
  myId: string;
  now: Date;
}) {
  const t = useCopy(conversationListCopy);
  return (
    <section aria-labelledby="conversations" className="flex flex-col gap-1">
      <h2 id="conversations" className="text-sm font-semibold text-gray-700">
        {t("messages")}
      </h2>
      {conversations.length === 0 ? (
        <p className="py-3 text-sm text-gray-600">{t("sayHi")}</p>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {conversations.map((c) => (
            <li key={c.matchId}>
              <ConversationRow conversation={c} mine={c.lastMessage?.senderId === myId} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationRow({
  conversation,
  mine,
  now,
}: {
  conversation: ConversationSummary;
  mine: boolean;
  now: Date;
}) {
  const t = useCopy(conversationListCopy);
  const locale = useLocale();
  const { matchId, nickname, photoUrl, lastMessage, yourTurn, unread } = conversation;
  return (
    <Link
      to={chatPath(matchId)}
      className={cn(
        "flex min-h-18 items-center gap-3 rounded-2xl px-2 py-2.5 transition hover:bg-rose-50",
        focusRing,
      )}
    >
      <Avatar
        src={photoUrl}
        alt=""
        fallback={nicknameLetter(nickname)}
        size="lg"
        className="size-14!"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span
            className={cn(
              "min-w-0 flex-1 truncate text-base text-gray-900",
              unread > 0 ? "font-bold" : "font-semibold",
            )}
          >
            <UserText>{nickname}</UserText>
          </span>
          {lastMessage ? (
            <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-gray-500">
              {conversationTime(lastMessage.sentAt, now, locale)}
            </time>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              "min-w-0 flex-1 truncate text-sm",
              unread > 0 ? "font-medium text-gray-900" : "text-gray-600",
            )}
          >
            {mine ? t("you") : null}
            <UserText>{lastMessage?.body}</UserText>
          </span>
          {yourTurn ? (
            <span className="shrink-0 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
              {t("yourTurn")}
            </span>
          ) : null}
          {unread > 0 ? (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{unread}</span>
              <span className="sr-only">{t("unread", { n: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
