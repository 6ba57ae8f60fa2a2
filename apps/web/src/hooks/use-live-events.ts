import { useEffect, useRef, useState } from "react";
import { useQueryClient, type Query } from "@tanstack/react-query";
import type { ChatMessage, LiveEvent, ThreadMessage } from "@tandem/api-contract";
import { toast } from "@tandem/ui";
import { partnerName } from "../components/couples/partner-name.js";
import { forgetLiveEventsFrom, liveEventsFromPage } from "../lib/page-state.js";
import { trpc } from "../lib/trpc.js";

const copy = {
  pairedTitle: "Paired!",
  pairedText: (name: string) => `You're now paired with ${name}.`,
  matchTitle: "It's a match!",
  matchText: (nickname: string) => `You and ${nickname} like each other.`,
  redeemedTitle: "Reward redeemed",
  redeemedText: (title: string) => `Your partner redeemed ${title}.`,
  endedTitle: (name: string) => `${name} ended your pairing`,
  endedText: "You're not paired anymore. Your quiz history is kept.",
  yourPartner: "Your partner",
  restoredTitle: (name: string) => `${name} undid ending your pairing`,
  restoredText: "You're paired again, with your streak and quiz history.",
  proposalTitle: "Become a couple?",
  proposalText: (nickname: string | undefined) =>
    `${nickname ?? "Your match"} asked you to become a couple on Tandem. Open your chat to answer.`,
};

type Utils = ReturnType<typeof trpc.useUtils>;

/**
 * Reads a query again from scratch: a read on its way is dropped first, since it may have
 * been made before what the caller just heard of (TanStack Query would otherwise hand the
 * new ask that same read when the query has no data yet).
 */
function readAgain(procedure: { cancel(): Promise<void>; invalidate(): Promise<void> }) {
  void procedure.cancel().then(() => procedure.invalidate());
}

/**
 * Puts a message at the end of its conversation's newest page, once (the sender's tab adds it
 * too). While the conversation's first read is still on its way there is nothing to add it
 * to, and that read may predate the message: it is made again.
 */
export function addMessage(utils: Utils, message: ChatMessage): void {
  if (!utils.chat.messages.getInfiniteData({ matchId: message.matchId })) {
    readAgain({
      cancel: () => utils.chat.messages.cancel({ matchId: message.matchId }),
      invalidate: () => utils.chat.messages.invalidate({ matchId: message.matchId }),
    });
    return;
  }
  utils.chat.messages.setInfiniteData({ matchId: message.matchId }, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** Puts a message at the end of the couple's thread, once, as `addMessage` does a chat's. */
export function addThreadMessage(utils: Utils, message: ThreadMessage): void {
  if (!utils.together.thread.getInfiniteData({})) {
    readAgain(utils.together.thread);
    return;
  }
  utils.together.thread.setInfiniteData({}, (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** What one event changes on screen: the queries it makes stale, and a toast where one is due. */
export function applyLiveEvent(utils: Utils, event: LiveEvent): void {
  switch (event.type) {
    case "paired":
      // Home turns into the paired Home, which says "Paired with <name>" (decision 280).
      if (window.location.pathname !== "/app")
        toast({
          title: copy.pairedTitle,
          description: copy.pairedText(partnerName(event.partner)),
        });
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      void utils.quiz.invalidate();
      return;
    case "partner-answered":
      // Home's partner count (quiz.progress) and the history's partner answers; the
      // partner's points count towards the couple's goal (decision 360).
      void utils.rewards.goal.invalidate();
      void utils.quiz.invalidate();
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      return;
    case "couple-ended":
      // The partner is told (decision 237): by Home's card from the notices, and by a toast
      // on any other screen. A partner who deleted their account: AccountNotices' toast.
      if (event.reason !== "partner-deleted-account" && window.location.pathname !== "/app") {
        const name = utils.couple.get.getData({ coupleId: event.coupleId })?.partner.firstName;
        toast({
          title: copy.endedTitle(name?.trim() || copy.yourPartner),
          description: copy.endedText,
        });
      }
      void utils.account.notices.invalidate();
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      void utils.quiz.invalidate();
      return;
    case "couple-restored":
      toast({
        title: copy.restoredTitle(partnerName(event.partner)),
        description: copy.restoredText,
      });
      void utils.account.notices.invalidate();
      void utils.user.me.invalidate();
      void utils.couple.get.invalidate();
      void utils.quiz.invalidate();
      return;
    case "match":
      toast({ title: copy.matchTitle, description: copy.matchText(event.nickname) });
      void utils.matching.matches.invalidate();
      void utils.chat.conversations.invalidate();
      void utils.matching.discover.invalidate();
      void utils.matching.likesWaiting.invalidate();
      void utils.matching.likesYou.invalidate();
      return;
    case "liked":
      void utils.matching.likesWaiting.invalidate();
      void utils.matching.likesYou.invalidate();
      return;
    case "partner-redeemed":
      toast({ title: copy.redeemedTitle, description: copy.redeemedText(event.rewardTitle) });
      void utils.rewards.goal.invalidate();
      return;
    case "couple-goal":
      // Set, cleared or redeemed by the partner (decision 360); its toast loads with it.
      import("../components/rewards/goal-toast.js")
        .then((m) => m.showGoalToast(event))
        .catch(() => undefined);
      void utils.rewards.goal.invalidate();
      void utils.user.me.invalidate();
      void utils.rewards.redemptions.invalidate();
      return;
    case "message":
      addMessage(utils, event.message);
      void utils.chat.unread.invalidate();
      void utils.chat.conversations.invalidate();
      // The icebreaker is offered only until someone writes.
      void utils.chat.conversation.invalidate({ matchId: event.matchId });
      return;
    case "messages-read":
      void utils.chat.conversation.invalidate({ matchId: event.matchId });
      void utils.chat.unread.invalidate();
      void utils.chat.conversations.invalidate();
      return;
    case "conversation-ended":
      void utils.chat.conversation.invalidate({ matchId: event.matchId });
      void utils.chat.unread.invalidate();
      void utils.matching.matches.invalidate();
      void utils.chat.conversations.invalidate();
      return;
    case "couple-proposal":
      // A match asking to become a couple (decision 132): the one asked hears it anywhere.
      if (event.status === "open" && event.proposerId !== utils.user.me.getData()?.id) {
        const name = utils.matching.matches.getData()?.find((m) => m.matchId === event.matchId);
        toast({ title: copy.proposalTitle, description: copy.proposalText(name?.nickname) });
      }
      void utils.pair.proposal.invalidate({ matchId: event.matchId });
      void utils.chat.conversation.invalidate({ matchId: event.matchId });
      if (event.status === "accepted") {
        void utils.user.me.invalidate();
        void utils.couple.get.invalidate();
        void utils.matching.matches.invalidate();
        void utils.chat.conversations.invalidate();
      }
      return;
    case "answer-response":
      // A reaction or comment on one of the couple's answers (decision 250), shown where it is.
      void utils.together.responses.invalidate({ day: event.day });
      return;
    case "couple-message":
      addThreadMessage(utils, event.message);
      return;
    case "session-ended":
      // Asking again answers 401: the app shows its signed-out view.
      void utils.user.me.invalidate();
      return;
    case "resync":
      void utils.invalidate();
      return;
    case "ready":
      return;
    default: {
      // A new type without a case fails to compile; one from a newer server is ignored.
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * The signed-in user's live event stream (server-sent events, resumed by the link with the
 * last event id after a reconnect), applied to the cached queries. Mount it once, in the
 * signed-in shell. Nothing polls: the server pushes.
 */
export function useLiveEvents(): void {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  // A server-rendered page's data is as of its rendering: the stream picks up from there.
  const [from] = useState(liveEventsFromPage);
  useEffect(forgetLiveEventsFrom, []);
  // Without a page's position the stream starts from when it opens: an event between a
  // screen's first reads and that moment (a message sent as the chat opened) would be in
  // neither. So once it is open, what was read or is being read is read again.
  const startsFromNow = useRef(!from);
  trpc.events.stream.useSubscription(from ? { lastEventId: from } : undefined, {
    onData: ({ data }) => {
      if (data.type === "ready" && startsFromNow.current) {
        startsFromNow.current = false;
        // Chosen before the cancel, which leaves a first read's query with neither data nor
        // a read on its way.
        const readOrReading = new Set(
          queryClient.getQueryCache().findAll({
            predicate: ({ state }) => state.dataUpdatedAt > 0 || state.fetchStatus === "fetching",
          }),
        );
        const chosen = { predicate: (query: Query) => readOrReading.has(query) };
        readAgain({
          cancel: () => queryClient.cancelQueries(chosen),
          invalidate: () => queryClient.invalidateQueries(chosen),
        });
      }
      applyLiveEvent(utils, data);
    },
  });
}
