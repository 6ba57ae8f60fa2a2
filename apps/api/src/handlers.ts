import type { SignedInContext } from "@tandem/api-contract";
import type { Handlers } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { streamLiveEvents, type LiveEventHub } from "./services/events/index.js";
import * as account from "./services/account/index.js";
import * as admin from "./services/admin/index.js";
import * as apiTokens from "./services/api-tokens/index.js";
import * as vouchers from "./services/vouchers/index.js";
import * as webhooks from "./services/webhooks/index.js";
import * as chat from "./services/chat/index.js";
import * as photos from "./services/photos/index.js";
import * as couples from "./services/couples/index.js";
import * as matching from "./services/matching/index.js";
import * as moderation from "./services/moderation/index.js";
import * as push from "./services/push/index.js";
import * as quiz from "./services/quiz/index.js";
import * as rewards from "./services/rewards/index.js";
import * as users from "./services/users/index.js";
import * as waitlist from "./services/waitlist/index.js";
import * as reminders from "./services/reminders/index.js";
import * as dateIdeas from "./services/date-ideas/index.js";
import * as together from "./services/together/index.js";
import * as insights from "./services/insights/index.js";
import { readSystemStatus, type SystemSources } from "./services/system/index.js";
import { primaryOnly, type ReadRouting } from "./infra/read-replica.js";
import {
  actionKey,
  once,
  transactOnce,
  withoutKey,
  type IdempotentAction,
} from "./infra/idempotency.js";

export interface HandlerServices {
  liveEvents?: LiveEventHub | null;
  storage?: photos.PhotoStorage;
  /** Without one, every quiz read asks the table for its questions. */
  questionBank?: quiz.QuestionBank;
  /** Without one, every list of rewards asks the table. */
  rewardCatalogue?: rewards.RewardCatalogue;
  push?: { vapid: () => Promise<push.VapidKeys> } & push.PushEndpointPolicy;
  /** Which partner webhook endpoints staff may set (tests: loopback too). */
  webhookEndpoints?: webhooks.WebhookEndpointPolicy;
  /** What the System tab reads besides the database. */
  system?: SystemSources;
  /** Where the lag-tolerant reads go (decision 357); the primary without a replica. */
  reads?: ReadRouting;
}

/** One action of the signed-in person, named by the input's key or the Idempotency-Key header. */
function action<T extends object>(
  ctx: SignedInContext,
  name: string,
  input: T & { idempotencyKey?: string | undefined },
): IdempotentAction {
  return {
    userId: ctx.viewer.id,
    action: name,
    key: actionKey(input.idempotencyKey, ctx.idempotencyKey),
    request: withoutKey(input),
  };
}

/** The contract's handlers: each one hands the signed-in user's id and the input to a service. */
export function createHandlers(
  db: Db,
  {
    liveEvents = null,
    storage = photos.createPostgresStorage(db),
    questionBank = quiz.createQuestionBank(db, null),
    rewardCatalogue = rewards.createRewardCatalogue(db, null),
    push: pushDeps = {
      vapid: push.vapidKeysOf(db, { PUBLIC_URL: "http://localhost:3000" }),
      allowLocalEndpoints: false,
    },
    system = { engine: "embedded" },
    reads = primaryOnly(db),
    webhookEndpoints = { allowLocalEndpoints: false },
  }: HandlerServices = {},
): Handlers {
  const publicKey = async () => (await pushDeps.vapid()).publicKey;
  const zoneOf = (ctx: { timeZone: string | null }) => ctx.timeZone ?? "UTC";
  return {
    user: {
      me: (ctx) => users.getAuthUser(db, ctx.viewer.id),
      setName: (ctx, input) => users.setFirstName(db, ctx.viewer.id, input.firstName),
      setBirthDate: (ctx, input) => users.setBirthDate(db, ctx.viewer.id, input.birthDate),
      removePhoto: async (ctx) => {
        await photos.removeAccountPhoto(db, storage, ctx.viewer.id);
        return users.getAuthUser(db, ctx.viewer.id);
      },
      setPhone: (ctx, input) => users.setPhone(db, ctx.viewer.id, input.phoneNumber, input.region),
      setLocation: (ctx, input) => users.setLocation(db, ctx.viewer.id, input),
      setType: (ctx, input) => users.setUserType(db, ctx.viewer.id, input.userType),
      setLanguage: (ctx, input) =>
        users.setLanguage(db, ctx.viewer.id, input.language, input.pushEndpoint),
      signOutEverywhere: (ctx) => users.signOutEverywhere(db, ctx.viewer.id),
    },
    couple: {
      get: (ctx, input) => couples.getCouple(db, ctx.viewer.id, input.coupleId),
    },
    reminders: {
      get: (ctx) => reminders.getReminderSettings(db, ctx.viewer.id),
      update: (ctx, input) => reminders.updateReminderSettings(db, ctx.viewer.id, input),
    },
    dateIdeas: {
      list: (ctx) =>
        reads.run(ctx, (r) => dateIdeas.listDateIdeas(db, ctx.viewer.id, zoneOf(ctx), r)),
      save: (ctx, input) => dateIdeas.saveDateIdea(db, ctx.viewer.id, input.key),
      unsave: (ctx, input) => dateIdeas.unsaveDateIdea(db, ctx.viewer.id, input.key),
    },
    pair: {
      generate: (ctx) => couples.generatePairCode(db, ctx.viewer.id),
      use: (ctx, input) => couples.usePairCode(db, ctx.viewer.id, input.code),
      break: (ctx) => couples.breakPair(db, ctx.viewer.id, storage),
      ended: (ctx) => couples.getEndedPairing(db, ctx.viewer.id),
      undoBreak: (ctx, input) => couples.undoEndPairing(db, ctx.viewer.id, input.coupleId),
      invite: (ctx) => couples.getOrCreateInvite(db, ctx.viewer.id),
      newInvite: (ctx) => couples.renewInvite(db, ctx.viewer.id),
      invitePreview: (ctx, input) =>
        couples.previewInvite(db, input.token, {
          id: ctx.viewer?.id ?? null,
          clientIp: ctx.clientIp,
        }),
      acceptInvite: (ctx, input) => couples.acceptInvite(db, ctx.viewer.id, input.token),
      proposal: (ctx, input) => couples.getProposal(db, ctx.viewer.id, input.matchId),
      propose: (ctx, input) => couples.propose(db, ctx.viewer.id, input.matchId),
      acceptProposal: (ctx, input) => couples.acceptProposal(db, ctx.viewer.id, input),
      declineProposal: (ctx, input) => couples.declineProposal(db, ctx.viewer.id, input),
    },
    quiz: {
      streak: (ctx) => quiz.getStreak(db, ctx.viewer.id, zoneOf(ctx)),
      reveal: (ctx) => quiz.getTodayReveal(db, ctx.viewer.id, zoneOf(ctx)),
      today: (ctx) => quiz.getTodayQuestions(db, questionBank, ctx.viewer.id, zoneOf(ctx)),
      answer: (ctx, input) =>
        once(db, action(ctx, "quiz.answer", input), (db) =>
          quiz.answerQuestion(db, ctx.viewer.id, zoneOf(ctx), input),
        ),
      history: (ctx, input) =>
        reads.run(ctx, (r) => quiz.getQuizHistory(db, ctx.viewer.id, zoneOf(ctx), input, r)),
      progress: (ctx) => quiz.getQuizProgress(db, ctx.viewer.id, zoneOf(ctx)),
    },
    rewards: {
      list: (ctx) => rewards.rewardsForViewer(db, () => rewardCatalogue.active(), ctx.viewer.id),
      redeem: (ctx, input) => rewards.redeemReward(db, ctx.viewer.id, input.id, ctx.idempotencyKey),
      redemptions: (ctx) => rewards.listRedemptions(db, ctx.viewer.id),
      goal: (ctx) => rewards.getCoupleGoal(db, ctx.viewer.id),
      setGoal: (ctx, input) => rewards.setCoupleGoal(db, ctx.viewer.id, input.rewardId),
      redeemGoal: (ctx, input) =>
        rewards.redeemCoupleGoal(db, ctx.viewer.id, input.rewardId, {
          transact: transactOnce(db, action(ctx, "rewards.redeemGoal", input)),
        }),
    },
    matching: {
      profile: (ctx) => matching.getMatchingProfile(db, ctx.viewer.id),
      saveProfile: (ctx, input) => matching.saveMatchingProfile(db, ctx.viewer.id, input),
      saveDiscoveryTags: (ctx, input) => matching.saveDiscoveryTags(db, ctx.viewer.id, input.tags),
      savePreferences: (ctx, input) => matching.savePreferences(db, ctx.viewer.id, input),
      discover: (ctx) => reads.run(ctx, (r) => matching.discover(db, ctx.viewer.id, r)),
      like: (ctx, input) =>
        once(db, action(ctx, "matching.like", input), (db) => {
          const { toUserId, idempotencyKey: _key, ...details } = input;
          return matching.like(db, ctx.viewer.id, toUserId, details);
        }),
      pass: (ctx, input) =>
        once(db, action(ctx, "matching.pass", input), (db) =>
          matching.pass(db, ctx.viewer.id, input.toUserId),
        ),
      matches: (ctx) => matching.listMatches(db, ctx.viewer.id),
      unmatch: (ctx, input) => matching.unmatch(db, ctx.viewer.id, input.userId),
      block: (ctx, input) => matching.block(db, ctx.viewer.id, input.userId),
      report: (ctx, input) => matching.report(db, ctx.viewer.id, input),
      likesWaiting: (ctx) => matching.countLikesWaiting(db, ctx.viewer.id),
      discoverCount: (ctx) => matching.countDiscoverable(db, ctx.viewer.id),
      discoverWidenings: (ctx) => matching.discoverWidenings(db, ctx.viewer.id),
      likesYou: (ctx) => matching.listLikesYou(db, ctx.viewer.id),
      undoPass: (ctx) => matching.undoLastPass(db, ctx.viewer.id),
      setPaused: (ctx, input) => matching.setPaused(db, ctx.viewer.id, input.paused),
    },
    waitlist: {
      join: (ctx, input) => waitlist.joinWaitlist(db, ctx.clientIp, input),
    },
    admin: {
      listRewards: () => admin.listAllRewards(db),
      towns: async (_ctx, input) => admin.suggestRewardTowns(input.typed),
      system: () => readSystemStatus(db, system),
      createReward: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          admin.createReward(db, ctx.viewer.id, input).finally(() => rewardCatalogue.changed()),
        ),
      setRewardActive: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          admin
            .setRewardActive(db, input.id, input.isActive)
            .finally(() => rewardCatalogue.changed()),
        ),
      updateReward: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          admin
            .updateReward(db, storage, ctx.viewer.id, input)
            .finally(() => rewardCatalogue.changed()),
        ),
      addRewardCodes: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          rewards.addRewardCodes(db, ctx, input).finally(() => rewardCatalogue.changed()),
        ),
    },
    webhooks: {
      list: () => webhooks.listPartnerWebhooks(db),
      set: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          webhooks.setPartnerWebhook(db, webhookEndpoints, ctx.viewer.id, input),
        ),
      clear: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          webhooks.clearPartnerWebhook(db, ctx.viewer.id, input.brandName),
        ),
      rotateSecret: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          webhooks.rotateWebhookSecret(db, ctx.viewer.id, input.brandName),
        ),
      resend: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () =>
          webhooks.resendWebhookDelivery(db, ctx.viewer.id, input.id),
        ),
    },
    vouchers: {
      check: (ctx, input) => vouchers.checkVoucher(db, vouchers.partnerOf(ctx), input.code),
      use: (ctx, input) => vouchers.useVoucher(db, vouchers.partnerOf(ctx), input.code),
    },
    events: {
      stream: (ctx, input, signal) => streamLiveEvents(liveEvents, ctx, input, signal),
    },
    account: {
      export: (ctx) => reads.run(ctx, (r) => account.exportAccount(db, ctx.viewer.id, r)),
      delete: (ctx) => account.deleteAccount(db, ctx.viewer.id, storage),
      notices: (ctx) => account.getAccountNotices(db, ctx.viewer.id),
      dismissNotices: (ctx) => account.dismissAccountNotices(db, ctx.viewer.id),
    },
    apiTokens: {
      list: (ctx) => moderation.asRecentAdmin(db, ctx, () => apiTokens.listApiTokens(db)),
      create: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () => apiTokens.createApiToken(db, ctx, input)),
      revoke: (ctx, input) =>
        moderation.asRecentAdmin(db, ctx, () => apiTokens.revokeApiToken(db, ctx, input.id)),
    },
    insights: {
      overview: (ctx, input) => insights.readInsights(db, ctx, input),
    },
    moderation: {
      reports: (ctx, input) => reads.run(ctx, (r) => moderation.listReports(db, ctx, input, r)),
      resolveReport: (ctx, input) => moderation.resolveReport(db, ctx, input),
      suspend: (ctx, input) => moderation.suspendUser(db, ctx, input),
      unsuspend: (ctx, input) => moderation.unsuspendUser(db, ctx, input),
      lookup: (ctx, input) => moderation.lookUpUser(db, ctx, input),
      correctBirthDate: (ctx, input) => moderation.correctBirthDate(db, ctx, input),
      auditLog: (ctx) =>
        moderation.asRecentAdmin(db, ctx, () => reads.run(ctx, moderation.listAuditLog)),
      waitlist: (ctx) => reads.run(ctx, (r) => moderation.listWaitlist(db, ctx, r)),
      waitlistCsv: (ctx) => reads.run(ctx, (r) => moderation.waitlistCsv(db, ctx, r)),
    },
    chat: {
      conversations: (ctx) => chat.listConversations(db, ctx.viewer.id),
      conversation: (ctx, input) => chat.getConversation(db, ctx.viewer.id, input.matchId),
      messages: (ctx, input) => chat.listMessages(db, ctx.viewer.id, input.matchId, input.cursor),
      send: (ctx, input) =>
        once(db, action(ctx, "chat.send", input), (db) =>
          chat.sendMessage(db, ctx.viewer.id, input.matchId, input.body),
        ),
      markRead: (ctx, input) => chat.markRead(db, ctx.viewer.id, input.matchId, input.upTo),
      unread: (ctx) => chat.unreadCounts(db, ctx.viewer.id),
      report: (ctx, input) => chat.reportFromChat(db, ctx.viewer.id, input),
    },
    together: {
      responses: (ctx, input) => together.getDayResponses(db, ctx.viewer.id, input.day),
      react: (ctx, input) => together.reactToAnswer(db, ctx.viewer.id, input),
      comment: (ctx, input) => together.commentOnAnswer(db, ctx.viewer.id, input),
      deleteComment: (ctx, input) => together.deleteComment(db, ctx.viewer.id, input),
      thread: (ctx, input) => together.listThread(db, ctx.viewer.id, input.cursor),
      send: (ctx, input) =>
        once(db, action(ctx, "together.send", input), (db) =>
          together.sendToThread(db, ctx.viewer.id, input.body),
        ),
      story: (ctx) => together.getOurStory(db, ctx.viewer.id),
    },
    push: {
      settings: async (ctx) => push.getPushSettings(db, ctx.viewer.id, await publicKey()),
      updateSettings: async (ctx, input) =>
        push.updatePushSettings(db, ctx.viewer.id, input, await publicKey()),
      subscribe: async (ctx, input) => {
        await push.subscribePush(db, ctx.viewer.id, { ...input, language: ctx.language }, pushDeps);
        return push.getPushSettings(db, ctx.viewer.id, await publicKey());
      },
      unsubscribe: (ctx, input) => push.unsubscribePush(db, ctx.viewer.id, input.endpoint),
      nudge: (ctx) => push.nudgePartner(db, ctx.viewer.id, zoneOf(ctx), quiz.loadTodayCounts),
      nudgeNotice: (ctx) => push.getNudgeNotice(db, ctx.viewer.id),
      dismissNudgeNotice: (ctx) => push.dismissNudgeNotice(db, ctx.viewer.id),
    },
    photos: {
      list: (ctx) => photos.listPhotos(db, ctx.viewer.id),
      reorder: (ctx, input) => photos.reorderPhotos(db, ctx.viewer.id, input.photoIds),
      delete: (ctx, input) => photos.deletePhoto(db, storage, ctx.viewer.id, input.id),
      couplePhoto: (ctx) => photos.getCouplePhoto(db, ctx.viewer.id),
      deleteCouplePhoto: (ctx) => photos.deleteCouplePhoto(db, storage, ctx.viewer.id),
    },
  };
}
