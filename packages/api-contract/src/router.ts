import { accountRouter, type AccountHandlers } from "./account/procedures.js";
import { adminRouter, type AdminHandlers } from "./admin/procedures.js";
import { apiTokensRouter, type ApiTokensHandlers } from "./api-tokens/procedures.js";
import {
  coupleRouter,
  pairRouter,
  type CoupleHandlers,
  type PairHandlers,
} from "./couples/procedures.js";
import { eventsRouter, type EventsHandlers } from "./events/procedures.js";
import { insightsRouter, type InsightsHandlers } from "./insights/procedures.js";
import { matchingRouter, type MatchingHandlers } from "./matching/procedures.js";
import { moderationRouter, type ModerationHandlers } from "./moderation/procedures.js";
import { quizRouter, type QuizHandlers } from "./quiz/procedures.js";
import { remindersRouter, type RemindersHandlers } from "./reminders/procedures.js";
import { dateIdeasRouter, type DateIdeasHandlers } from "./date-ideas/procedures.js";
import { rewardsRouter, type RewardsHandlers } from "./rewards/procedures.js";
import { router } from "./trpc.js";
import { userRouter, type UserHandlers } from "./users/procedures.js";
import { waitlistRouter, type WaitlistHandlers } from "./waitlist/procedures.js";
import { chatRouter, type ChatHandlers } from "./chat/procedures.js";
import { photosRouter, type PhotosHandlers } from "./photos/procedures.js";
import { pushRouter, type PushHandlers } from "./push/procedures.js";
import { togetherRouter, type TogetherHandlers } from "./together/procedures.js";
import { vouchersRouter, type VouchersHandlers } from "./vouchers/procedures.js";
import { webhooksRouter, type WebhooksHandlers } from "./webhooks/procedures.js";
import { applyZodMessages } from "./zod-messages.js";

/** What the server implements: one function per procedure, grouped as the router is. */
export interface Handlers {
  user: UserHandlers;
  couple: CoupleHandlers;
  pair: PairHandlers;
  quiz: QuizHandlers;
  reminders: RemindersHandlers;
  dateIdeas: DateIdeasHandlers;
  rewards: RewardsHandlers;
  matching: MatchingHandlers;
  waitlist: WaitlistHandlers;
  admin: AdminHandlers;
  events: EventsHandlers;
  account: AccountHandlers;
  moderation: ModerationHandlers;
  chat: ChatHandlers;
  photos: PhotosHandlers;
  apiTokens: ApiTokensHandlers;
  push: PushHandlers;
  together: TogetherHandlers;
  vouchers: VouchersHandlers;
  webhooks: WebhooksHandlers;
  insights: InsightsHandlers;
}

/**
 * The whole API, composed from the domains' routers. Its validation errors are worded by
 * zodIssueMessage (applied to zod here, so every server built from the contract says the same).
 */
export function createAppRouter(h: Handlers) {
  applyZodMessages();
  return router({
    user: userRouter(h.user),
    couple: coupleRouter(h.couple),
    pair: pairRouter(h.pair),
    quiz: quizRouter(h.quiz),
    reminders: remindersRouter(h.reminders),
    dateIdeas: dateIdeasRouter(h.dateIdeas),
    rewards: rewardsRouter(h.rewards),
    matching: matchingRouter(h.matching),
    waitlist: waitlistRouter(h.waitlist),
    admin: adminRouter(h.admin),
    events: eventsRouter(h.events),
    account: accountRouter(h.account),
    moderation: moderationRouter(h.moderation),
    chat: chatRouter(h.chat),
    photos: photosRouter(h.photos),
    apiTokens: apiTokensRouter(h.apiTokens),
    push: pushRouter(h.push),
    together: togetherRouter(h.together),
    vouchers: vouchersRouter(h.vouchers),
    webhooks: webhooksRouter(h.webhooks),
    insights: insightsRouter(h.insights),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
