import type { Migration } from "kysely";
import * as initial from "./2026_11_21_2340_initial.js";
import * as liveEvents from "./2026_11_22_0315_live_events.js";
import * as sessionNotifications from "./2026_11_22_0400_session_notifications.js";
import * as security from "./2026_11_22_0500_security.js";
import * as safety from "./2026_11_22_0700_safety.js";
import * as partnerDeletedNotice from "./2026_11_22_0710_partner_deleted_notice.js";
import * as chatPhotos from "./2026_11_22_0800_chat_photos.js";
import * as coupleHabits from "./2026_11_22_0900_couple_habits.js";
import * as suspensionSignInLock from "./2026_11_22_1100_suspension_sign_in_lock.js";
import * as likesByTarget from "./2026_11_25_0300_likes_by_target.js";
import * as questionBankNotifications from "./2026_11_26_1400_question_bank_notifications.js";
import * as discoverIndexOnly from "./2026_11_26_1500_discover_index_only.js";
import * as rewardNotifications from "./2026_11_26_1600_reward_notifications.js";
import * as invitesAndAccountPhotos from "./2026_11_26_2230_invites_and_account_photos.js";
import * as couplePhotoEndsWithCouple from "./2026_11_27_0025_couple_photo_ends_with_couple.js";
import * as likeNotes from "./2026_11_27_0130_like_notes.js";
import * as datingPreferences from "./2026_11_27_0100_dating_preferences.js";
import * as idempotentActions from "./2026_11_27_0300_idempotent_actions.js";
import * as apiTokens from "./2026_11_27_0500_api_tokens.js";
import * as coupleProposals from "./2026_11_27_0200_couple_proposals.js";
import * as pushNotifications from "./2026_11_27_0310_push_notifications.js";
import * as nudgeFallbacks from "./2026_12_02_0200_nudge_fallbacks.js";
import * as discoverByGenderAndTown from "./2026_11_27_0600_discover_by_gender_and_town.js";
import * as undoEndingAPairing from "./2026_12_02_0300_undo_ending_a_pairing.js";
import * as messageAboutALike from "./2026_12_02_0500_message_about_a_like.js";
import * as together from "./2026_12_02_0600_together.js";
import * as pushSubscriptionGone from "./2026_12_02_0700_push_subscription_gone.js";
import * as inviteTokensHashed from "./2026_12_02_0701_invite_tokens_hashed.js";
import * as apiTokenAudit from "./2026_12_02_0702_api_token_audit.js";
import * as signInCodes from "./2026_12_02_0810_sign_in_codes.js";
import * as birthDates from "./2026_12_02_0820_birth_dates.js";
import * as oneLocation from "./2026_12_02_0830_one_location.js";
import * as serverProcesses from "./2026_12_02_0920_server_processes.js";

/**
 * Expand: only adds (tables, nullable or defaulted columns, indexes, wider checks), so the
 * previous release keeps serving on the schema it leaves. Contract: removes or changes what
 * an earlier release reads or writes; it ships a release after the expansion it follows
 * (decision 321, docs/upgrading.md).
 */
export type MigrationKind = "expand" | "contract";
import * as partnerCodes from "./2026_12_02_0940_partner_codes.js";
import * as languages from "./2026_12_02_1000_languages.js";
import * as insights from "./2026_12_02_1100_insights.js";
import * as partnerWebhooks from "./2026_12_02_1200_partner_webhooks.js";
import * as rewardCityAndImages from "./2026_12_03_0800_reward_city_and_images.js";
import * as coupleGoals from "./2026_12_03_0810_couple_goals.js";
import * as webhookAudit from "./2026_12_03_0900_webhook_audit.js";

/** Every migration, by name. Listed statically so the bundled server carries them. */
export const migrations: Record<string, Migration & { kind: MigrationKind }> = {
  "2026_11_21_2340_initial": initial,
  "2026_11_22_0315_live_events": liveEvents,
  "2026_11_22_0400_session_notifications": sessionNotifications,
  "2026_11_22_0500_security": security,
  "2026_11_22_0700_safety": safety,
  "2026_11_22_0710_partner_deleted_notice": partnerDeletedNotice,
  "2026_11_22_0800_chat_photos": chatPhotos,
  "2026_11_22_0900_couple_habits": coupleHabits,
  "2026_11_22_1100_suspension_sign_in_lock": suspensionSignInLock,
  "2026_11_25_0300_likes_by_target": likesByTarget,
  "2026_11_26_1400_question_bank_notifications": questionBankNotifications,
  "2026_11_26_1500_discover_index_only": discoverIndexOnly,
  "2026_11_26_1600_reward_notifications": rewardNotifications,
  "2026_11_26_2230_invites_and_account_photos": invitesAndAccountPhotos,
  "2026_11_27_0025_couple_photo_ends_with_couple": couplePhotoEndsWithCouple,
  "2026_11_27_0130_like_notes": likeNotes,
  "2026_11_27_0100_dating_preferences": datingPreferences,
  "2026_11_27_0300_idempotent_actions": idempotentActions,
  "2026_11_27_0500_api_tokens": apiTokens,
  "2026_11_27_0200_couple_proposals": coupleProposals,
  "2026_11_27_0310_push_notifications": pushNotifications,
  "2026_11_27_0600_discover_by_gender_and_town": discoverByGenderAndTown,
  "2026_12_02_0200_nudge_fallbacks": nudgeFallbacks,
  "2026_12_02_0300_undo_ending_a_pairing": undoEndingAPairing,
  "2026_12_02_0500_message_about_a_like": messageAboutALike,
  "2026_12_02_0600_together": together,
  "2026_12_02_0700_push_subscription_gone": pushSubscriptionGone,
  "2026_12_02_0701_invite_tokens_hashed": inviteTokensHashed,
  "2026_12_02_0702_api_token_audit": apiTokenAudit,
  "2026_12_02_0810_sign_in_codes": signInCodes,
  "2026_12_02_0820_birth_dates": birthDates,
  "2026_12_02_0830_one_location": oneLocation,
  "2026_12_02_0920_server_processes": serverProcesses,
  "2026_12_02_0940_partner_codes": partnerCodes,
  "2026_12_02_1000_languages": languages,
  "2026_12_02_1100_insights": insights,
  "2026_12_02_1200_partner_webhooks": partnerWebhooks,
  "2026_12_03_0800_reward_city_and_images": rewardCityAndImages,
  "2026_12_03_0810_couple_goals": coupleGoals,
  "2026_12_03_0900_webhook_audit": webhookAudit,
};
