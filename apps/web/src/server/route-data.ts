// The data of each page rendered on the server, declared up front (decision 213): the
// renderer (render-page.tsx) fetches it into the query cache with tRPC's server-side helpers,
// then renders the page once. Each entry mirrors what its screen's components ask for, by the
// same rules (who is signed in, what an earlier read answered); a screen that asks for
// something its route does not declare is not rendered on the server, and
// render-page.test.tsx renders every route for every kind of person to keep the two in step.
import type { createServerSideHelpers } from "@trpc/react-query/server";
import type { AppRouter, AuthUser } from "@tandem/api-contract";

/** tRPC's server-side helpers over the person's own calls: `helpers.quiz.today.fetch()`. */
export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/** Fetches a route's data into the helpers' query cache, given who is signed in. */
type RouteData = (helpers: ServerHelpers, user: AuthUser) => Promise<unknown>;

/**
 * The couples' home (routes/home.tsx): the couple, the streak and its reveal, today's quiz,
 * the partner's progress on it, the shared goal, the rewards. Everyone before choosing a type
 * sees it too.
 */
async function couplesHome(helpers: ServerHelpers, user: AuthUser): Promise<void> {
  const paired = user.coupleId;
  await Promise.all([
    paired ? helpers.couple.get.fetch({ coupleId: paired }) : null,
    helpers.quiz.today.fetch(),
    helpers.rewards.list.fetch(),
    paired ? helpers.quiz.progress.fetch() : null,
    // UndoEndedPairing: a pairing this person ended and may undo (decision 237).
    paired || user.userType !== "couple" ? null : helpers.pair.ended.fetch(),
    // NudgeBanner: a partner's nudge that did not go by push (decision 234).
    paired ? helpers.push.nudgeNotice.fetch() : null,
    // GoalCard: the couple's shared goal (decision 360).
    paired ? helpers.rewards.goal.fetch() : null,
    // HomeStreak: the day's matches once both have finished.
    paired
      ? helpers.quiz.streak
          .fetch()
          .then((streak) => (streak?.completedToday ? helpers.quiz.reveal.fetch() : null))
      : null,
  ]);
}

/** The singles' home (components/matching/singles-home.tsx). */
async function singlesHome(helpers: ServerHelpers, user: AuthUser): Promise<void> {
  const ready = user.hasMatchingProfile && user.hasDiscoveryTags;
  await Promise.all([
    helpers.matching.profile.fetch(),
    ready ? helpers.matching.likesWaiting.fetch() : null,
    ready ? helpers.matching.matches.fetch() : null,
    user.hasMatchingProfile ? helpers.photos.list.fetch() : null,
  ]);
}

/** The screen of each server-rendered path, below the signed-in layout. */
const SCREENS: Record<string, RouteData> = {
  // app.tsx's AppIndex: someone who has not chosen a type yet is sent to choose one.
  "/app": async (helpers, user) => {
    if (user.userType === null) return;
    await Promise.all([
      helpers.account.notices.fetch(),
      user.userType === "single" ? singlesHome(helpers, user) : couplesHome(helpers, user),
    ]);
  },
  "/app/quiz": async (helpers, user) => {
    // A single is shown the singles' words instead (routes/quiz.tsx): nothing to read.
    if (user.userType === "single") return;
    const paired = user.coupleId;
    await Promise.all([
      helpers.quiz.today.fetch(),
      // PartnerProgress (the couple's names, the partner's count) and the day's reveal.
      paired ? helpers.couple.get.fetch({ coupleId: paired }) : null,
      paired ? helpers.quiz.progress.fetch() : null,
      paired ? helpers.quiz.reveal.fetch() : null,
    ]);
  },
  "/app/discover": async (helpers) => {
    const [deck] = await Promise.all([
      helpers.matching.discover.fetch(),
      helpers.matching.discoverCount.fetch(),
      helpers.matching.profile.fetch(),
    ]);
    // Nobody left: the empty deck offers its counted widenings (components/matching/empty-deck.tsx).
    if (deck.length === 0) await helpers.matching.discoverWidenings.fetch();
  },
};

/** The pages rendered on the server, the ones people open the app at (decision 032): those declared here. */
export const SERVER_RENDERED_PATHS: readonly string[] = Object.keys(SCREENS);

/**
 * Fetches everything the page at `path` shows into the helpers' query cache: who is signed in
 * (the /app gate), the bottom navigation's unread count for singles (components/bottom-nav.tsx),
 * then the screen's own reads. Someone without a first name is asked for it first
 * (components/app-layout.tsx), instead of the screen and its navigation. Rejects when a read
 * fails.
 */
export async function fetchRouteData(helpers: ServerHelpers, path: string): Promise<void> {
  const screen = SCREENS[path];
  if (!screen) throw new Error(`${path}: no data declared for it`);
  const user = await helpers.user.me.fetch();
  if (!user.firstName?.trim()) return;
  await Promise.all([
    user.userType === "single" ? helpers.chat.unread.fetch() : null,
    screen(helpers, user),
  ]);
}
