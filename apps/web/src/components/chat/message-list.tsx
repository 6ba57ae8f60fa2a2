import type { ChatMessage } from "@tandem/api-contract";
import { defineCopy, formatDate } from "@tandem/i18n";
import { cn } from "@tandem/ui";
import { useCopy, useLocale } from "../../lib/i18n.js";
import { LikedQuote } from "./liked-quote.js";
import { UserText } from "../user-text.js";

export const messageListCopy = defineCopy(
  {
    messages: "Messages with {name}",
    seen: "Seen",
    you: "You",
    waiting: "Waiting to send",
    notSent: "Not sent: {why}",
    remove: "Remove",
  },
  { es: () => import("./message-list.es.js") },
);

export interface MessageListProps {
  messages: ChatMessage[];
  myId: string;
  otherName: string;
  /** The last of my messages the other person has read. */
  otherReadUpTo: number | null;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The conversation as bubbles, mine on the right. Plain text only: links are shown as
 * text and never made clickable (React escapes everything). "Seen" under my last message
 * they have read.
 */
export function MessageList({ messages, myId, otherName, otherReadUpTo }: MessageListProps) {
  const t = useCopy(messageListCopy);
  const locale = useLocale();
  const lastSeen = [...messages]
    .reverse()
    .find((m) => m.senderId === myId && otherReadUpTo !== null && m.id <= otherReadUpTo);
  return (
    <ol className="flex flex-col gap-1.5" aria-label={t("messages", { name: otherName })}>
      {messages.map((message, index) => {
        const mine = message.senderId === myId;
        const previous = messages[index - 1];
        const newDay = !previous || dayOf(previous.sentAt) !== dayOf(message.sentAt);
        return (
          <li key={message.id} className="flex flex-col">
            {newDay ? (
              <p className="my-2 text-center text-xs font-medium text-gray-500">
                {formatDate(locale, message.sentAt, "weekdayDayMonth")}
              </p>
            ) : null}
            {message.liked ? (
              <LikedQuote liked={message.liked} mine={mine} otherName={otherName} />
            ) : null}
            <div
              className={cn(
                "max-w-[80%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug shadow-sm",
                "whitespace-pre-wrap [overflow-wrap:anywhere]",
                mine
                  ? "self-end rounded-br-md bg-linear-to-r from-rose-500 to-violet-500 text-white"
                  : "self-start rounded-bl-md border border-rose-100 bg-white text-gray-900",
              )}
            >
              <span className="sr-only">{mine ? t("you") : otherName}: </span>
              <UserText as="p">{message.body}</UserText>
              <span
                className={cn(
                  "ml-2 inline-block align-bottom text-[11px]",
                  mine ? "text-white/80" : "text-gray-500",
                )}
              >
                {formatDate(locale, message.sentAt, "time")}
              </span>
            </div>
            {lastSeen?.id === message.id ? (
              <span className="mt-0.5 self-end text-xs text-gray-500">{t("seen")}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

export interface UnsentMessage {
  queued: { key: string; input: { body: string } };
  waiting: boolean;
  refused: unknown;
  dismiss: () => void;
}

/**
 * My messages that have not landed: waiting for the network (sent in order once it is back),
 * or refused, with the reason and a way to remove them. After the conversation's messages.
 */
export function UnsentMessages({
  messages,
  describe,
}: {
  messages: UnsentMessage[];
  /** The reason a refused message gives. */
  describe: (error: unknown) => string;
}) {
  const t = useCopy(messageListCopy);
  if (messages.length === 0) return null;
  return (
    <ol className="flex flex-col gap-1.5" aria-label={t("waiting")}>
      {messages.map((message) => (
        <li key={message.queued.key} className="flex flex-col">
          <div
            className={cn(
              "max-w-[80%] self-end rounded-2xl rounded-br-md px-3.5 py-2 text-[15px] leading-snug shadow-sm",
              "whitespace-pre-wrap [overflow-wrap:anywhere]",
              message.refused === null
                ? "bg-linear-to-r from-rose-500/70 to-violet-500/70 text-white"
                : "border border-rose-300 bg-rose-50 text-gray-900",
            )}
          >
            <UserText>{message.queued.input.body}</UserText>
          </div>
          {message.refused === null ? (
            <span className="mt-0.5 self-end text-xs text-gray-600">{t("waiting")}</span>
          ) : (
            <span
              role="alert"
              className="mt-0.5 flex items-center gap-2 self-end text-xs text-rose-700"
            >
              {t("notSent", { why: describe(message.refused) })}
              <button
                type="button"
                className="font-semibold underline underline-offset-2"
                onClick={message.dismiss}
              >
                {t("remove")}
              </button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
