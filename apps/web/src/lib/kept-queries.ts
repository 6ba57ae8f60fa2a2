// Which reads may be kept on the device for an offline start (decision 257): an allow-list,
// so a new read is not kept until someone decides it should be. Staff tools (admin,
// moderation, API tokens) and a link's page are never kept. Adding a read: its tRPC path,
// "router.procedure", below.
export const KEPT_QUERIES: ReadonlySet<string> = new Set([
  "user.me",
  "couple.get",
  "pair.proposal",
  "pair.ended",
  "quiz.today",
  "quiz.reveal",
  "quiz.progress",
  "quiz.streak",
  "quiz.history",
  "matching.profile",
  "matching.matches",
  "matching.discover",
  "matching.discoverCount",
  "matching.likesWaiting",
  "matching.likesYou",
  "chat.conversations",
  "chat.conversation",
  "chat.messages",
  "chat.unread",
  "photos.list",
  "photos.couplePhoto",
  "rewards.list",
  "rewards.redemptions",
  "dateIdeas.list",
  "reminders.get",
  "push.settings",
  "push.nudgeNotice",
  "together.responses",
  "together.thread",
  "together.story",
  "account.notices",
]);

/** A tRPC query key's path ("router.procedure"): its first part, `[["quiz", "today"], …]`. */
export function queryPath(queryKey: readonly unknown[]): string {
  const first = queryKey[0];
  return Array.isArray(first) ? first.map(String).join(".") : String(first);
}
