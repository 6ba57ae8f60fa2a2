import {
  PUSH_PREVIEW_LENGTH,
  type PublishedLiveEvent,
  type PushKind,
  type PushPayload,
} from "@tandem/api-contract";
import { defineCopy, translator, type Locale } from "@tandem/i18n";

/** The notifications' words: a push is written in its device's language (decision 303). */
export const noticeCopy = defineCopy(
  {
    yourPartner: "Your partner",
    partnerAnsweredTitle: "{who} answered",
    partnerAnsweredQuizTitle: "{who} answered today's quiz",
    partnerAnsweredBody: "{question} Your turn",
    partnerAnsweredQuizBody: "Answer yours to see how you match.",
    nudgeTitle: "Your turn",
    nudgeBody: "{name} nudged you: today's quiz is waiting.",
    nudgeBodyUnnamed: "Your partner is waiting for your answers to today's quiz.",
    pairedTitle: "You're paired",
    pairedBody: "Your partner paired with you. Answer today's quiz together.",
    pairedBodyNamed: "{name} paired with you. Answer today's quiz together.",
    matchTitle: "It's a match",
    matchBody: "Someone you liked likes you too. Say hello.",
    matchBodyNamed: "You and {nickname} like each other. Say hello.",
    likeTitle: "A like is waiting",
    likeBody: "Someone likes you. Keep swiping to find out who.",
    messageTitle: "New message",
    messageBody: "You have a new message.",
    redeemedTitle: "Your partner redeemed a reward",
    redeemedBody: "See what they chose in Rewards.",
    redeemedBodyNamed: 'They redeemed "{title}".',
  },
  { es: () => import("./notices.es.js") },
);

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

/** A notification as each language writes it: a device's push is in that device's. */
export type WrittenNotice = (locale: Locale) => Notice;

/**
 * Your partner answered every question of today's quiz (decision 233): their first name and
 * the text of a question you have not answered ("Lena answered" / "<question> Your turn"),
 * quoted from the question bank as it is. The person asked to be told when their partner
 * answers: the name is the point of it.
 */
export const partnerFinishedQuiz =
  (day: string, partner: { firstName: string | null; question: string | null }): WrittenNotice =>
  (locale) => {
    const t = translator(noticeCopy, locale);
    const who = partner.firstName?.trim() || t("yourPartner");
    return notice("partner-answered", {
      title: partner.question
        ? t("partnerAnsweredTitle", { who })
        : t("partnerAnsweredQuizTitle", { who }),
      body: partner.question
        ? t("partnerAnsweredBody", { question: partner.question })
        : t("partnerAnsweredQuizBody"),
      url: "/app/quiz",
      tag: `quiz-${day}`,
    });
  };

/** "Your turn": the one nudge a day a partner may send, from them by name (decision 234). */
export const nudge =
  (day: string, senderFirstName: string | null): WrittenNotice =>
  (locale) => {
    const t = translator(noticeCopy, locale);
    const name = senderFirstName?.trim();
    return notice("nudge", {
      title: t("nudgeTitle"),
      body: name ? t("nudgeBody", { name }) : t("nudgeBodyUnnamed"),
      url: "/app/quiz",
      tag: `nudge-${day}`,
    });
  };

/** The notification a live event makes for `recipientId`, if it makes one. */
export function noticeForEvent(
  event: PublishedLiveEvent,
  recipientId: string,
): WrittenNotice | null {
  switch (event.type) {
    case "paired":
      return (locale) => {
        const t = translator(noticeCopy, locale);
        const name = event.partner.firstName;
        return notice(
          "partner-paired",
          { title: t("pairedTitle"), body: t("pairedBody"), url: "/app", tag: "paired" },
          name ? { body: t("pairedBodyNamed", { name }) } : undefined,
        );
      };
    case "match":
      return (locale) => {
        const t = translator(noticeCopy, locale);
        return notice(
          "match",
          {
            title: t("matchTitle"),
            body: t("matchBody"),
            url: `/app/chat/${event.matchId}`,
            tag: `match-${event.matchId}`,
          },
          { body: t("matchBodyNamed", { nickname: event.nickname }) },
        );
      };
    case "liked":
      return (locale) => {
        const t = translator(noticeCopy, locale);
        return notice("like", {
          title: t("likeTitle"),
          body: t("likeBody"),
          url: "/app/discover",
          tag: "likes",
        });
      };
    case "message":
      if (event.message.senderId === recipientId) return null;
      return (locale) => {
        const t = translator(noticeCopy, locale);
        return notice(
          "message",
          {
            title: t("messageTitle"),
            body: t("messageBody"),
            url: `/app/chat/${event.matchId}`,
            tag: `chat-${event.matchId}`,
          },
          { body: shorten(event.message.body) },
        );
      };
    case "partner-redeemed":
      return (locale) => {
        const t = translator(noticeCopy, locale);
        return notice(
          "partner-redeemed",
          {
            title: t("redeemedTitle"),
            body: t("redeemedBody"),
            url: "/app/rewards",
            tag: "redeemed",
          },
          { body: t("redeemedBodyNamed", { title: shorten(event.rewardTitle) }) },
        );
      };
    default:
      return null;
  }
}
