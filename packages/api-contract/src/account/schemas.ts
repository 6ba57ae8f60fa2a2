import { z } from "zod";
import { IsoDateTime } from "../common.js";

/**
 * "Download my data": every part of the file, with what it holds. The server loads each
 * part by this name (apps/api/src/services/account/export.ts maps every key), so a part
 * cannot be added to the file without being named here, nor named without being loaded.
 * Only what the person did or gave: never what others said or did about them.
 */
export const ACCOUNT_EXPORT_PARTS = {
  account:
    "Your account: e-mail, names, picture, role, user type, time zone, language of the e-mails, points balance, suspension, when it was created.",
  signInMethods:
    "The ways you sign in: provider identities (issuer and subject). E-mail sign-in uses the address above.",
  sessions:
    "Your signed-in sessions: when each started and when it expires. The secret cookie is never stored, so it is not here.",
  contact: "Your phone number and city, as you entered them.",
  pairing:
    'The pair codes ("code") and invite links ("link") you made: when each was made, when it expired or was revoked, and when it was used and by whom (first name). The codes and links themselves are not here: an unused one still pairs whoever has it.',
  couples:
    'Every couple you were part of: when it started, ended (and who ended it: "you" or "partner"), its identity and quizzes completed. Your partner is named by first name only.',
  quizAnswers: "Every quiz answer you gave: day, question, the option you chose and its points.",
  pointsLedger: "Every change of your points balance: quiz answers earned, redemptions spent.",
  redemptions:
    "The rewards you redeemed, with their voucher codes; for a goal redeemed together, how many of your partner's points it took (your partner's own export has them in their points).",
  coupleGoals: "The shared goals you set for your couple: the reward and when you set it.",
  datingProfile:
    "Your dating profile: nickname, gender, age group, city, bio, social handles; whom you want to meet (genders, ages, distance) and the place you search from; when you last used Discover.",
  discoveryTags: "The tags of your discovery quiz answers.",
  likes:
    "The profiles you liked (by nickname), when, and the photo (its id), answer and note each like was about.",
  passes: "The profiles you passed on (by nickname) and when.",
  matches: "Your matches (by nickname), when they started and ended.",
  coupleProposals:
    'Your proposals to become a couple from a chat ("made": to whom by nickname, the answer and when), and your answers to the proposals made to you ("answered": from whom, accepted or declined, when).',
  blocks: "The people you blocked and when.",
  reportsMade: "The reports you made: whom (by nickname), the reason, your note and when.",
  waitlist: "Waitlist entries made with your e-mail address or your phone number.",
  messagesSent: "The chat messages you sent: to whom (by nickname), the text and when.",
  conversationsRead:
    "How far you have read each conversation: with whom (by nickname) and when the last message you read was sent.",
  photos:
    'Your photos: your account photo (kind "account"), your dating profile\'s (kind "profile", with their order) and your couple\'s photo if you uploaded it (kind "couple"), each with its size and address (open it while signed in to download the picture).',
  reminders:
    "Your daily reminder settings: on or off, the time of day, and when you used an e-mail's unsubscribe link.",
  savedDateIdeas: "The date ideas you saved for your couple, and when.",
  answerResponses:
    "Your reactions and comments on your partner's quiz answers: day, question, reaction, comment, when written and edited.",
  coupleThread: "The messages you wrote in your couple's thread, and when.",
  ourStory:
    "Our story of each couple you were part of: its milestones (first like and its note, match, first quiz, streak records, rewards, months together), oldest first.",
  pushNotifications:
    "Your push notification switches: which kinds are on, whether messages are previewed, when you last changed them.",
  pushDevices:
    "The browsers that receive your push notifications: each one's push service, when it was added and the language its notifications are written in. A subscription's full address and keys are that browser's secrets, so they are not here.",
  nudgesSent:
    'The "Your turn" nudges you sent your partner: to whom (by first name), the day, and whether it went by push.',
  apiTokens:
    "The API tokens you made as staff: name, the first characters shown to tell them apart, scopes, when each was made, expires, was revoked and last used. The secret was shown once and is never stored, so it is not here.",
} as const;
export type AccountExportPart = keyof typeof ACCOUNT_EXPORT_PARTS;

export const ACCOUNT_EXPORT_FORMAT = "tandem-account-export/1";

/** The JSON file: what it is, a README naming each part, then the parts. */
export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: IsoDateTime,
  readme: z.object({
    about: z.string(),
    notIncluded: z.string(),
    parts: z.record(z.string(), z.string()),
  }),
  /** One JSON value per part, keyed by the part's name (see `readme.parts`). */
  data: z.object(
    Object.fromEntries(Object.keys(ACCOUNT_EXPORT_PARTS).map((part) => [part, z.json()])) as {
      [Part in AccountExportPart]: ReturnType<typeof z.json>;
    },
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** What a person types to confirm deleting their account (case as shown). */
export const ACCOUNT_DELETE_CONFIRMATION = "DELETE";

export const DeleteAccountInputSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((typed) => typed === ACCOUNT_DELETE_CONFIRMATION, {
      message: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm.`,
    }),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/** What the app tells a person once, when they next open it. */
export const AccountNoticesSchema = z.object({
  /** Their partner deleted their account at this time (the couple ended then). */
  partnerDeletedAccountAt: IsoDateTime.nullable(),
  /** Their partner ended the pairing (decision 237); `undoUntil` while the partner may undo it. */
  partnerEndedPairing: z
    .object({
      partnerFirstName: z.string().nullable(),
      endedAt: IsoDateTime,
      undoUntil: IsoDateTime.nullable(),
    })
    .nullable(),
});
export type AccountNotices = z.infer<typeof AccountNoticesSchema>;
