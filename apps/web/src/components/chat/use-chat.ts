import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "@tandem/api-contract";
import { describeError } from "../../lib/errors.js";
import { useOutbox, useQueuedActions } from "../../lib/outbox.js";
import { trpc } from "../../lib/trpc.js";

/**
 * One conversation: who it is with, its messages (newest page first, older pages on
 * demand), sending, and read state. New messages arrive through the live event stream
 * (use-live-events adds them to the cached pages); what is on screen is marked read.
 */
export function useChat(matchId: number) {
  const utils = trpc.useUtils();
  const conversation = trpc.chat.conversation.useQuery({ matchId });
  const ended = conversation.error
    ? describeError(conversation.error).reason === "CONVERSATION_ENDED"
    : false;
  const history = trpc.chat.messages.useInfiniteQuery(
    { matchId },
    {
      enabled: conversation.isSuccess,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
    },
  );
  const send = useOutbox("chat.send");
  // Messages not landed yet: waiting for the network, or refused (shown "Not sent").
  const unsent = useQueuedActions("chat.send", (queued) => queued.input.matchId === matchId).filter(
    (action) => action.waiting || action.refused !== null,
  );
  const markRead = trpc.chat.markRead.useMutation();

  // Oldest first: older pages come later in `pages`, each page is oldest first.
  const messages: ChatMessage[] = (history.data?.pages ?? [])
    .slice()
    .reverse()
    .flatMap((page) => page.messages);
  const newest = messages.at(-1);
  const otherId = conversation.data?.other.userId;

  // Marks the conversation read up to the newest message from them, once per new message,
  // and only while the page is visible (a message that came in a background tab is read
  // when the tab is shown again).
  const readUpTo = useRef(0);
  const [visible, setVisible] = useState(() => document.visibilityState !== "hidden");
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  const newestFromThem = [...messages].reverse().find((m) => m.senderId === otherId);
  useEffect(() => {
    if (!newestFromThem || newestFromThem.id <= readUpTo.current || !visible) return;
    readUpTo.current = newestFromThem.id;
    markRead.mutate(
      { matchId, upTo: newestFromThem.id },
      { onSuccess: () => void utils.chat.unread.invalidate() },
    );
  }, [newestFromThem, visible, matchId, markRead, utils]);

  // Landing and refusal are handled wherever the person is by then (outbox-handlers.ts):
  // the message joins the conversation, or says why it was not sent.
  const sendMessage = (body: string, onSent: () => void) => {
    const { queuedOffline } = send.queue({ matchId, body }, { onSuccess: onSent });
    // Queued: shown in the conversation as "Waiting to send"; the box is free again.
    if (queuedOffline) onSent();
  };

  return {
    conversation,
    ended,
    messages,
    newest,
    history,
    send: sendMessage,
    sending: send.sending || send.waiting,
    unsent,
  };
}
