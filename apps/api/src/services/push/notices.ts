import {
  PUSH_PREVIEW_LENGTH,
  type PublishedLiveEvent,
  type PushKind,
  type PushPayload,
} from "@tandem/api-contract";

/**
 * One notification, in the words a lock screen may show: `plain` for everyone, `preview`
 * (names, a message's text) for people who chose previews.
 */
export interface Notice {
  kind: PushKind;
  plain: PushPayload;
  preview?: PushPayload;
}

const notice = (
  kind: PushKind,
  fields: Omit<PushPayload, "kind">,
  preview?: Partial<Omit<PushPayload, "kind">>,
): Notice => ({
  kind,
  plain: { kind, ...fields },
  ...(preview ? { preview: { kind, ...fields, ...preview } } : {}),
});

const shorten = (text: string) =>
  text.length > PUSH_PREVIEW_LENGTH ? `${text.slice(0, PUSH_PREVIEW_LENGTH - 1)}…` : text;

/**
 * Your partner answered every question of today's quiz (decision 233): their first name and
 * the text of a question you have not answered ("Lena answered" / "<question> Your turn").
 * The person asked to be told when their partner answers: the name is the point of it.
 */
export const partnerFinishedQuiz = (
  day: string,
  partner: { firstName: string | null; question: string | null },
): Notice => {
  const who = partner.firstName?.trim() || "Your partner";
  return notice("partner-answered", {
    title: partner.question ? `${who} answered` : `${who} answered today's quiz`,
    body: partner.question ? `${partner.question} Your turn` : "Answer yours to see how you match.",
    url: "/app/quiz",
    tag: `quiz-${day}`,
  });
};

/** "Your turn": the one nudge a day a partner may send, from them by name (decision 234). */
export const nudge = (day: string, senderFirstName: string | null): Notice => {
  const name = senderFirstName?.trim();
  return notice("nudge", {
    title: "Your turn",
    body: name
      ? `${name} nudged you: today's quiz is waiting.`
      : "Your partner is waiting for your answers to today's quiz.",
    url: "/app/quiz",
    tag: `nudge-${day}`,
  });
};

/** The notification a live event makes for `recipientId`, if it makes one. */
export function noticeForEvent(event: PublishedLiveEvent, recipientId: string): Notice | null {
  switch (event.type) {
    case "paired":
      return notice(
        "partner-paired",
        {
          title: "You're paired",
          body: "Your partner paired with you. Answer today's quiz together.",
          url: "/app",
          tag: "paired",
        },
        event.partner.firstName
          ? { body: `${event.partner.firstName} paired with you. Answer today's quiz together.` }
          : undefined,
      );
    case "match":
      return notice(
        "match",
        {
          title: "It's a match",
          body: "Someone you liked likes you too. Say hello.",
          url: `/app/chat/${event.matchId}`,
          tag: `match-${event.matchId}`,
        },
        { body: `You and ${event.nickname} like each other. Say hello.` },
      );
    case "liked":
      return notice("like", {
        title: "A like is waiting",
        body: "Someone likes you. Keep swiping to find out who.",
        url: "/app/discover",
        tag: "likes",
      });
    case "message":
      if (event.message.senderId === recipientId) return null;
      return notice(
        "message",
        {
          title: "New message",
          body: "You have a new message.",
          url: `/app/chat/${event.matchId}`,
          tag: `chat-${event.matchId}`,
        },
        { body: shorten(event.message.body) },
      );
    case "partner-redeemed":
      return notice(
        "partner-redeemed",
        {
          title: "Your partner redeemed a reward",
          body: "See what they chose in Rewards.",
          url: "/app/rewards",
          tag: "redeemed",
        },
        { body: `They redeemed "${shorten(event.rewardTitle)}".` },
      );
    default:
      return null;
  }
}
