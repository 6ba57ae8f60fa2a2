import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** A timestamptz that must be given on insert. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default (now()). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A Postgres `date`: read as "YYYY-MM-DD" (see the pg type parser in create-db.ts). */
type DateOnly = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

// Text columns that hold one of a few values, typed as unions (Kysely's advice for enums).
// The contract's enums are the source of these values; apps/api checks at compile time
// that each union here equals its contract enum (apps/api/src/services/db-enums.check.ts).
export type UserRole = "user" | "admin";
export type UserType = "single" | "couple";
export type Gender = "male" | "female" | "non-binary" | "prefer-not-to-say";
export type AgeGroup = "18-22" | "23-27" | "28-32" | "33-37" | "38-42" | "43+";
export type ShowMe = "women" | "men" | "everyone";
export type DistanceRule = "same-city" | "within" | "anywhere";
export type ReportReason = "spam" | "inappropriate" | "harassment" | "fake_profile" | "other";
/** Why a balance changed; no contract enum (the ledger is not part of the API). */
export type LedgerReason = "quiz_answer" | "redemption";

export interface UserTable {
  id: Generated<string>;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  location: string | null;
  points: Generated<number>;
  coupleId: string | null;
  userType: UserType | null;
  role: Generated<UserRole>;
  timeZone: Generated<string>;
  /** When the time zone last changed: at most once a day (migration 2026_11_22_0500). */
  timeZoneChangedAt: NullableTimestamp;
  createdAt: DefaultedTimestamp;
  /** Set by staff: cannot sign in, hidden from discover and matches. */
  suspendedAt: NullableTimestamp;
  /** When their partner deleted their account, until they have been told. */
  partnerDeletedAt: NullableTimestamp;
  /** The couple their partner ended, until they have been told or it is restored (decision 237). */
  partnerEndedCoupleId: string | null;
  /** Given once by the person, corrected only by staff (decision 270). */
  birthDate: DateOnly | null;
  /** When they gave a birth date under 18 (the date is not kept): Tandem stays closed. */
  underAgeAt: NullableTimestamp;
  /** The language of the last device that signed in or chose one: e-mails are in it. */
  language: Generated<string>;
}

export interface SessionTable {
  idHash: string;
  userId: string;
  createdAt: DefaultedTimestamp;
  expiresAt: Timestamp;
  /** For the idle timeout (migration 2026_11_22_0500). */
  lastSeenAt: DefaultedTimestamp;
}

export interface SignInTokenTable {
  tokenHash: string;
  email: string;
  returnTo: string;
  createdAt: DefaultedTimestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  /** SHA-256 of the secret in the cookie of the browser that asked (decision 265). */
  browserHash: string | null;
  /** SHA-256 of that secret and the e-mailed code. */
  codeHash: string | null;
  /** Wrong codes typed so far; at SIGN_IN_CODE_TRIES the request is dead. */
  codeTries: ColumnType<number, number | undefined, number>;
}

export interface OidcIdentityTable {
  issuer: string;
  subject: string;
  userId: string;
  createdAt: DefaultedTimestamp;
}

export interface OidcLoginStateTable {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  expiresAt: Timestamp;
}

export interface CoupleTable {
  id: Generated<string>;
  /** Null once that partner deleted their account (the couple is ended first). */
  userAId: string | null;
  userBId: string | null;
  identityKey: string | null;
  completedQuizzes: Generated<number>;
  createdAt: DefaultedTimestamp;
  endedAt: NullableTimestamp;
  /** Who ended it (decision 237): only they may undo it; null when an account deletion ended it. */
  endedById: string | null;
}

export interface CoupleIdentityTable {
  key: string;
  name: string;
  description: string;
  tags: string[];
}

export interface PairCodeTable {
  code: string;
  ownerId: string;
  createdAt: DefaultedTimestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  usedById: string | null;
}

/** A link that pairs whoever opens it with its owner: 7 days, once, revocable. */
export interface PartnerInviteTable {
  id: Generated<string>;
  /** SHA-256 of the link's token, hex; the token is derived from `id` (decision 256). */
  tokenHash: string;
  ownerId: string;
  createdAt: DefaultedTimestamp;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  usedById: string | null;
  revokedAt: NullableTimestamp;
}

export interface QuestionOption {
  text: string;
  tags: string[];
}

export interface QuestionTable {
  id: Generated<number>;
  key: string;
  text: string;
  options: Json<QuestionOption[]>;
  createdAt: DefaultedTimestamp;
}

export interface DailySetTable {
  id: Generated<number>;
  coupleId: string | null;
  userId: string | null;
  day: DateOnly;
  questionIds: number[];
  createdAt: DefaultedTimestamp;
  completedAt: NullableTimestamp;
}

export interface AnswerTable {
  id: Generated<number>;
  userId: string;
  dailySetId: number;
  questionId: number;
  selectedOption: number;
  tags: string[];
  pointsEarned: number;
  createdAt: DefaultedTimestamp;
}

export interface PointsLedgerTable {
  id: Generated<string>;
  userId: string;
  delta: number;
  reason: LedgerReason;
  answerId: number | null;
  redemptionId: number | null;
  createdAt: DefaultedTimestamp;
}

export interface RewardTable {
  id: Generated<number>;
  seedKey: string | null;
  title: string;
  description: string;
  imageUrl: string | null;
  brandName: string | null;
  pointsCost: number;
  location: string | null;
  isActive: Generated<boolean>;
  createdById: string | null;
  createdAt: DefaultedTimestamp;
  /** The last day its codes are honoured (decision 333); null: until further notice. */
  codesValidUntil: DateOnly | null;
  /** The partner's webhook messages carry the person's name and e-mail (decision 356). */
  partnerGetsIdentity: Generated<boolean>;
  /** Shown only to couples of this town (GeoNames' id, decision 358); null: everywhere. */
  cityId: number | null;
  /** That town's name as shown ("Lyon, France"); set exactly when `cityId` is. */
  city: string | null;
}

/** An image staff uploaded for rewards (decision 359): its bytes are in photo storage. */
export interface RewardImageTable {
  id: string;
  width: number;
  height: number;
  uploadedById: string | null;
  createdAt: DefaultedTimestamp;
}

/** One of a partner's own codes in a reward's pool (decision 330). */
export interface RewardCodeTable {
  id: Generated<string>;
  rewardId: number;
  code: string;
  redemptionId: number | null;
  claimedAt: NullableTimestamp;
  createdAt: DefaultedTimestamp;
}

export interface RedemptionTable {
  id: Generated<number>;
  userId: string;
  rewardId: number;
  pointsSpent: number;
  voucherCode: string;
  idempotencyKey: string | null;
  createdAt: DefaultedTimestamp;
  /** When a partner's till marked it used (decision 332). */
  usedAt: NullableTimestamp;
  usedByTokenId: string | null;
  /** The partner whose points paid part of a couple's goal (decision 360); null: one person's. */
  partnerId: Generated<string | null>;
  partnerPointsSpent: Generated<number>;
}

/** A couple's shared goal (decision 360): the reward both partners save their points for. */
export interface CoupleGoalTable {
  coupleId: string;
  rewardId: number;
  setById: string | null;
  setAt: DefaultedTimestamp;
}

export interface WaitlistEntryTable {
  id: Generated<number>;
  email: string | null;
  phoneNumber: string | null;
  createdAt: DefaultedTimestamp;
}

export interface DiscoveryTagSetTable {
  id: Generated<number>;
  /** Sorted, so one row per distinct set of tags. */
  tags: string[];
}

export interface MatchingProfileTable {
  userId: string;
  nickname: string;
  gender: Gender;
  ageGroup: AgeGroup;
  city: string | null;
  bio: string | null;
  instagramHandle: string | null;
  snapchatHandle: string | null;
  facebookHandle: string | null;
  tagSetId: number | null;
  createdAt: DefaultedTimestamp;
  updatedAt: DefaultedTimestamp;
  lastActiveAt: DefaultedTimestamp;
  /** Set while the person has paused their profile: hidden from Discover, matches kept. */
  pausedAt: NullableTimestamp;
  /** Who they want to meet (decision 120). */
  showMe: Generated<ShowMe>;
  /** Their age range in years, 18 to 99 (decision 271). */
  ageMin: Generated<number>;
  ageMax: Generated<number>;
  /** The person's birth date, copied from `users` for Discover's walk (decision 271). */
  birthDate: DateOnly | null;
  distance: Generated<DistanceRule>;
  /** Set exactly when `distance` is "within". */
  distanceKm: number | null;
  /** The town their `city` names (GeoNames id, centre), when it could be placed. */
  placeId: number | null;
  placeLatitude: number | null;
  placeLongitude: number | null;
  /** When they set or kept their preferences; empty: they are asked once. */
  preferencesConfirmedAt: NullableTimestamp;
}

export interface PassTable {
  fromUserId: string;
  toUserId: string;
  createdAt: DefaultedTimestamp;
}

export interface LikeTable extends PassTable {
  /** The liked person's photo the like is about (null when it went, or none). */
  photoId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The liked person's discovery answer (a tag) the like is about. */
  answerTag: ColumnType<string | null, string | null | undefined, string | null>;
  /** A note for the liked person: the chat's first message if they like back. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MatchTable {
  id: Generated<number>;
  /** The smaller of the two user ids, so a pair has one row. */
  userAId: string;
  userBId: string;
  createdAt: DefaultedTimestamp;
  endedAt: NullableTimestamp;
}

export type CoupleProposalStatus = "open" | "accepted" | "declined" | "lapsed";

/** One matched single asking the other to become a couple (migration 2026_11_27_0200). */
export interface CoupleProposalTable {
  id: Generated<number>;
  matchId: number;
  proposerId: string;
  status: Generated<CoupleProposalStatus>;
  /** The couple an accepted proposal made. */
  coupleId: string | null;
  createdAt: DefaultedTimestamp;
  answeredAt: NullableTimestamp;
}

export interface BlockTable {
  blockerId: string;
  blockedId: string;
  createdAt: DefaultedTimestamp;
}

export interface ReportTable {
  id: Generated<number>;
  /** Null once the reporter deleted their account. */
  reporterId: string | null;
  /** Null once the reported person deleted their account. */
  reportedId: string | null;
  reason: ReportReason;
  details: string | null;
  createdAt: DefaultedTimestamp;
  resolvedAt: NullableTimestamp;
  resolution: ReportResolution | null;
  resolvedById: string | null;
}

export type ReportResolution = "dismissed" | "warned" | "suspended";
export type ModerationAction =
  | "dismiss"
  | "warn"
  | "suspend"
  | "unsuspend"
  | "lookup"
  | "waitlist-export"
  | "waitlist-read"
  | "api-token-create"
  | "api-token-revoke"
  | "birth-date-correct"
  | "reward-codes-add"
  | "voucher-use"
  | "insights-read"
  | "reward-edit"
  | "webhook-set"
  | "webhook-clear"
  | "webhook-rotate"
  | "webhook-resend";

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface ModerationAuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  action: ModerationAction;
  targetUserId: string | null;
  reportId: number | null;
  note: string;
  createdAt: DefaultedTimestamp;
}

/** What deleted accounts redeemed, per month and reward: no person. */
export interface AnonymisedRedemptionTotalTable {
  month: DateOnly;
  rewardId: number;
  redemptions: number;
  pointsSpent: number;
}

/** What deleted accounts' ledgers held, per month and reason: no person. */
export interface AnonymisedLedgerTotalTable {
  month: DateOnly;
  reason: LedgerReason;
  entries: number;
  points: number;
}

export interface RateLimitTable {
  key: string;
  windowStart: Timestamp;
  hits: number;
}

/** One event of the live stream for one recipient (the shape is the contract's LiveEvent). */
export interface LiveEventTable {
  /** bigserial: increasing, and per recipient in commit order (see publishEvent). */
  id: Generated<number>;
  userId: string;
  event: Json<{ type: string }>;
  createdAt: DefaultedTimestamp;
}

/** A message of a match's conversation. */
export interface MessageTable {
  /** bigserial: increasing, the order of a conversation and its paging cursor. */
  id: Generated<number>;
  matchId: number;
  senderId: string;
  body: string;
  createdAt: DefaultedTimestamp;
  /** A note of a like that opened the chat: the photo it was about (decision 246). */
  likedPhotoId: ColumnType<string | null, string | null | undefined, string | null>;
  /** A note of a like that opened the chat: the answer (a tag) it was about. */
  likedAnswer: ColumnType<string | null, string | null | undefined, string | null>;
}

/** How far one person of a match has read their conversation. */
export interface MessageReadTable {
  matchId: number;
  userId: string;
  lastReadId: number;
}

/** The last messages of a conversation, copied into a report made from inside the chat. */
export interface ReportChatExcerptTable {
  reportId: number;
  matchId: number;
  messages: Json<ReportChatExcerptMessage[]>;
}

export interface ReportChatExcerptMessage {
  senderId: string;
  body: string;
  sentAt: string;
}

/** An object of the Postgres photo storage (the default storage backend). */
export interface StorageObjectTable {
  key: string;
  contentType: string;
  bytes: Buffer;
  createdAt: DefaultedTimestamp;
}

/**
 * A dating profile's photo (user_id), a couple's avatar (couple_id) or a person's own
 * account photo (account_user_id); bytes in storage.
 */
export interface PhotoTable {
  id: Generated<string>;
  userId: string | null;
  coupleId: string | null;
  accountUserId: Generated<string | null>;
  position: Generated<number>;
  width: number;
  height: number;
  createdAt: DefaultedTimestamp;
  /** Who uploaded a couple's photo (null for profile photos, and couple photos stored before it was recorded). */
  uploadedById: string | null;
}

/** A deleted photo whose bytes are still to be deleted from the configured storage. */
export interface PhotoDeletionTable {
  photoId: string;
  queuedAt: DefaultedTimestamp;
}

/** One person's daily quiz reminder (opt-in; decision 038). */
export interface ReminderSettingTable {
  userId: string;
  enabled: Generated<boolean>;
  /** Local time to send at, minutes after midnight in the user's time zone. */
  minuteOfDay: Generated<number>;
  /** The local day of the last reminder sent (one a day). */
  lastSentDay: DateOnly | null;
  updatedAt: DefaultedTimestamp;
  /** The e-mails' unsubscribe link was used: no reminder or nudge e-mail (decision 234). */
  unsubscribedAt: Date | null;
}

/** A date idea a couple saved (decision 039): a catalogue key, or "reward-<id>". */
export interface SavedDateIdeaTable {
  coupleId: string;
  ideaKey: string;
  savedById: string | null;
  createdAt: DefaultedTimestamp;
}

/** Server-side secrets shared by every process (the unsubscribe links' signing key). */
export interface AppSecretTable {
  name: string;
  value: string;
  createdAt: DefaultedTimestamp;
}

/** An action a client named with an idempotency key, and the answer it was given. */
export interface IdempotentActionTable {
  userId: string;
  /** The procedure, "quiz.answer". */
  action: string;
  key: string;
  /** sha256 of the input without its key: the same key with another input is refused. */
  requestHash: string;
  /** The first answer, given again to a retry; null until the action's transaction ends. */
  response: ColumnType<unknown, string | null | undefined, string | null>;
  createdAt: DefaultedTimestamp;
}

/** An API token of another team's service (migration 2026_11_27_0500). */
export interface ApiTokenTable {
  id: Generated<string>;
  name: string;
  /** SHA-256 of the secret, hex; the secret itself is never stored. */
  secretHash: string;
  prefix: string;
  scopes: string[];
  createdById: string | null;
  createdAt: DefaultedTimestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
  /** The member of staff who revoked it (decision 258). */
  revokedById: string | null;
  lastUsedAt: NullableTimestamp;
  /** The partner brand a `vouchers:redeem` token is bound to (decision 331). */
  brandName: string | null;
}

/** One request made with an API token. */
export interface ApiTokenUseTable {
  id: Generated<string>;
  tokenId: string;
  at: DefaultedTimestamp;
  request: string;
  status: number;
  ip: string;
}

/** A device that receives push notifications: the browser's push subscription. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: DefaultedTimestamp;
  /** The push service said the device is gone (404/410); deleted a day later. */
  goneAt: NullableTimestamp;
  /** The language of the device that subscribed: its notifications are in it. */
  language: Generated<string>;
}

/** The kinds of push notification a person switched on (none until they do). */
export interface PushPreferenceTable {
  userId: string;
  kinds: ColumnType<string[], string[] | undefined, string[]>;
  previews: Generated<boolean>;
  updatedAt: DefaultedTimestamp;
}

/** A notification to send to one device; claimed by pushing `nextAttemptAt` forward. */
/** A partner brand's webhook endpoint and signing secrets (decision 354). */
export interface PartnerWebhookTable {
  id: Generated<number>;
  /** The brand as compared: lower case, outer and repeated spaces dropped. */
  brandKey: string;
  brandName: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: NullableTimestamp;
  secretCreatedAt: DefaultedTimestamp;
  createdAt: DefaultedTimestamp;
}

/** One webhook message, queued with what it announces and kept as the delivery log. */
export interface WebhookDeliveryTable {
  id: Generated<string>;
  webhookId: number;
  messageId: string;
  eventType: "voucher.redeemed" | "voucher.used" | "reward.out_of_stock";
  payload: unknown;
  dedupeKey: string | null;
  status: Generated<"pending" | "delivered" | "failed">;
  attempts: Generated<number>;
  nextAttemptAt: DefaultedTimestamp;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: NullableTimestamp;
  createdAt: DefaultedTimestamp;
}

export interface PushOutboxTable {
  id: Generated<number>;
  subscriptionId: number;
  payload: Json<unknown>;
  attempts: Generated<number>;
  nextAttemptAt: DefaultedTimestamp;
  createdAt: DefaultedTimestamp;
}

/** The one "Your turn" nudge a person may send their partner a day. */
export interface PushNudgeTable {
  fromUserId: string;
  day: DateOnly;
  createdAt: DefaultedTimestamp;
  /** Whom it was for (null on nudges sent before decision 234). */
  toUserId: string | null;
  /** Sent by push; otherwise a banner on the partner's Home until dismissed (decision 234). */
  pushed: Generated<boolean>;
  dismissedAt: Date | null;
  /** Its e-mail is still to be sent (the reminders' run claims it). */
  emailDue: Generated<boolean>;
}

export type AnswerReactionKey = "heart" | "laugh" | "wow" | "hmm" | "cheers";

/** One partner's reaction and comment on the other's quiz answer (migration 2026_12_02_0600). */
export interface AnswerResponseTable {
  answerId: number;
  authorId: string;
  coupleId: string;
  reaction: AnswerReactionKey | null;
  comment: string | null;
  commentedAt: NullableTimestamp;
  commentEditedAt: NullableTimestamp;
  updatedAt: DefaultedTimestamp;
}

/** A message of a couple's thread (migration 2026_12_02_0600). */
export interface CoupleMessageTable {
  /** bigserial: increasing, the order of the thread and its paging cursor. */
  id: Generated<number>;
  coupleId: string;
  senderId: string;
  body: string;
  createdAt: DefaultedTimestamp;
}

/** One running API process, as its heartbeat last wrote it (decision 325). */
export interface ServerProcessTable {
  /** host:pid:start time, unique per process run. */
  id: string;
  host: string;
  pid: number;
  version: string;
  startedAt: Timestamp;
  lastSeenAt: DefaultedTimestamp;
  rssBytes: number;
  heapUsedBytes: number;
  liveStreams: number;
  /** Responses this process sent in the last hour, and how many of them were 5xx. */
  requestsLastHour: number;
  errorsLastHour: number;
}

/** The Insights tab's figures per time zone and local day (decision 350). */
export interface InsightsRollupTable {
  timeZone: string;
  day: DateOnly;
  metric: string;
  bucket: ColumnType<number, number | undefined, number>;
  value: ColumnType<string, number | string, number | string>;
}

export interface InsightsTimeZoneTable {
  timeZone: string;
  requestedAt: DefaultedTimestamp;
  rolledUpAt: NullableTimestamp;
}

export interface Database {
  users: UserTable;
  insightsRollups: InsightsRollupTable;
  insightsTimeZones: InsightsTimeZoneTable;
  sessions: SessionTable;
  signInTokens: SignInTokenTable;
  oidcIdentities: OidcIdentityTable;
  oidcLoginStates: OidcLoginStateTable;
  couples: CoupleTable;
  coupleIdentities: CoupleIdentityTable;
  pairCodes: PairCodeTable;
  partnerInvites: PartnerInviteTable;
  questions: QuestionTable;
  dailySets: DailySetTable;
  answers: AnswerTable;
  pointsLedger: PointsLedgerTable;
  rewards: RewardTable;
  redemptions: RedemptionTable;
  coupleGoals: CoupleGoalTable;
  rewardCodes: RewardCodeTable;
  rewardImages: RewardImageTable;
  waitlistEntries: WaitlistEntryTable;
  discoveryTagSets: DiscoveryTagSetTable;
  matchingProfiles: MatchingProfileTable;
  likes: LikeTable;
  passes: PassTable;
  matches: MatchTable;
  coupleProposals: CoupleProposalTable;
  blocks: BlockTable;
  reports: ReportTable;
  rateLimits: RateLimitTable;
  apiTokens: ApiTokenTable;
  apiTokenUses: ApiTokenUseTable;
  liveEvents: LiveEventTable;
  moderationAuditLog: ModerationAuditLogTable;
  anonymisedRedemptionTotals: AnonymisedRedemptionTotalTable;
  anonymisedLedgerTotals: AnonymisedLedgerTotalTable;
  messages: MessageTable;
  messageReads: MessageReadTable;
  reportChatExcerpts: ReportChatExcerptTable;
  storageObjects: StorageObjectTable;
  photos: PhotoTable;
  photoDeletions: PhotoDeletionTable;
  reminderSettings: ReminderSettingTable;
  savedDateIdeas: SavedDateIdeaTable;
  appSecrets: AppSecretTable;
  idempotentActions: IdempotentActionTable;
  pushSubscriptions: PushSubscriptionTable;
  pushPreferences: PushPreferenceTable;
  pushOutbox: PushOutboxTable;
  partnerWebhooks: PartnerWebhookTable;
  webhookDeliveries: WebhookDeliveryTable;
  pushNudges: PushNudgeTable;
  answerResponses: AnswerResponseTable;
  coupleMessages: CoupleMessageTable;
  serverProcesses: ServerProcessTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Couple = Selectable<CoupleTable>;
export type Question = Selectable<QuestionTable>;
export type DailySet = Selectable<DailySetTable>;
export type Answer = Selectable<AnswerTable>;
export type Reward = Selectable<RewardTable>;
export type NewReward = Insertable<RewardTable>;
export type Redemption = Selectable<RedemptionTable>;
export type MatchingProfile = Selectable<MatchingProfileTable>;
export type Match = Selectable<MatchTable>;
export type NewServerProcess = Insertable<ServerProcessTable>;
