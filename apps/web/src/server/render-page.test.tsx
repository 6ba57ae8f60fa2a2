// @vitest-environment node
// The server renderer as the API runs it (no DOM), with every read answered from the
// contract's types: each route's data is declared once (route-data.ts), fetched once, and the
// page rendered once from it, for every kind of person who opens it.
import {
  OPEN_PREFERENCES,
  type AuthUser,
  type Couple,
  type MatchSummary,
  type Streak,
  type TodayQuestion,
} from "@tandem/api-contract";
import type * as ReactDomServer from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authUser } from "../test/fixtures.js";
import type { StubHandlers } from "../test/trpc-stub.js";
import { renderPage } from "./render-page.js";
import { serverQueryProbe } from "./server-queries.js";

const renders = vi.hoisted(() => ({ count: 0, active: false }));
vi.mock("react-dom/server", async (importOriginal) => {
  const real = await importOriginal<typeof ReactDomServer>();
  return {
    ...real,
    renderToString: (...args: Parameters<typeof real.renderToString>) => {
      renders.count++;
      renders.active = true;
      try {
        return real.renderToString(...args);
      } finally {
        renders.active = false;
      }
    },
  };
});

const SHELL =
  '<!doctype html><html><body><div id="root"><!--app-shell--><!--/app-shell--></div>' +
  "<!--page-state--></body></html>";
const COUPLE_ID = "00000000-0000-4000-8000-0000000000c1";
const PARTNER_ID = "00000000-0000-4000-8000-000000000002";

const question = (position: number): TodayQuestion => ({
  id: position,
  question: `Question ${position}?`,
  options: [
    { text: "Yes", tags: [] },
    { text: "No", tags: [] },
  ],
  position,
  setSize: 8,
});
const couple: Couple = {
  id: COUPLE_ID,
  partner: {
    id: PARTNER_ID,
    firstName: "Sam",
    lastName: null,
    email: "sam@example.com",
    profileImageUrl: null,
  },
  identity: null,
  identityDescription: null,
  completedQuizzes: 3,
  createdAt: "2026-11-01T10:00:00.000Z",
  metInChat: null,
};
const streak = (overrides: Partial<Streak> = {}): Streak => ({
  current: 2,
  best: 5,
  completedToday: false,
  graceAvailable: true,
  graceDays: [],
  lastCompletedDay: "2026-11-26",
  ...overrides,
});
const match: MatchSummary = {
  matchId: 7,
  userId: PARTNER_ID,
  nickname: "riley",
  profileImageUrl: null,
  ageGroup: "28-32",
  city: null,
  bio: null,
  instagramHandle: null,
  snapchatHandle: null,
  facebookHandle: null,
  commonTags: [],
  matchedAt: new Date().toISOString(),
  photos: [],
  answers: [],
};

/** Every read a signed-in page may make, answered for `user`. */
function answers(user: AuthUser, completedToday = false): StubHandlers {
  return {
    user: { me: () => user },
    account: { notices: () => ({ partnerDeletedAccountAt: null, partnerEndedPairing: null }) },
    chat: { unread: () => ({ total: 2, byMatch: [{ matchId: 7, count: 2 }] }) },
    couple: { get: () => couple },
    pair: { ended: () => null },
    quiz: {
      today: () => [question(4), question(5)],
      progress: () => ({ day: "2026-11-27", total: 8, answered: 3, partnerAnswered: 5 }),
      streak: () => (user.coupleId ? streak({ completedToday }) : null),
      reveal: () => ({
        day: "2026-11-27",
        partner: { firstName: "Sam", lastName: null, email: "sam@example.com" },
        questions: [],
        total: 8,
        myAnsweredCount: 8,
        partnerAnsweredCount: 8,
        matches: 3,
      }),
    },
    rewards: {
      list: () => [
        {
          id: 1,
          title: "Coffee for two",
          description: "Two drinks",
          imageUrl: null,
          brandName: "Bean There",
          pointsCost: 50,
          location: null,
          isActive: true,
          stock: null,
          codesValidUntil: null,
          partnerGetsIdentity: false,
          city: null,
        },
      ],
      goal: () => null,
    },
    matching: {
      profile: () =>
        user.hasMatchingProfile
          ? {
              nickname: "jordan",
              gender: "non-binary",
              ageGroup: "23-27",
              city: "Lisbon",
              bio: "Hi",
              instagramHandle: null,
              snapchatHandle: null,
              facebookHandle: null,
              discoveryTags: user.hasDiscoveryTags ? ["coffee"] : [],
              paused: false,
              preferences: { ...OPEN_PREFERENCES, confirmed: true },
            }
          : null,
      likesWaiting: () => ({ count: 4 }),
      matches: () => [match],
      discover: () =>
        user === seenEveryone
          ? []
          : [
              {
                id: PARTNER_ID,
                nickname: "riley",
                profileImageUrl: null,
                ageGroup: "28-32",
                city: null,
                bio: "Likes hiking",
                matchScore: 80,
                commonTags: ["coffee"],
                photos: [],
                answers: ["coffee"],
                likesYou: false,
                likedMe: null,
              },
            ],
      discoverCount: () => ({ count: user === seenEveryone ? 0 : 12, more: false }),
      discoverWidenings: () => [
        {
          widen: "distance",
          count: 12,
          more: false,
          preferences: { ...OPEN_PREFERENCES, distance: "within", distanceKm: 100 },
        },
      ],
    },
    photos: { list: () => [] },
    push: { nudgeNotice: () => null },
  };
}

const key = (path: string, input: unknown) =>
  input === undefined ? path : `${path} ${JSON.stringify(input)}`;

/** Renders `url` for `user`; what the router was asked, and what the render asked for. */
async function render(
  url: string,
  user: AuthUser,
  completedToday = false,
  languages: readonly string[] = [],
) {
  const handlers = answers(user, completedToday) as Record<
    string,
    Record<string, (input: unknown) => unknown>
  >;
  const called: string[] = [];
  const call = async (path: string, input: unknown) => {
    called.push(key(path, input));
    const [router, procedure] = path.split(".") as [string, string];
    const handler = handlers[router]?.[procedure];
    if (!handler) throw new Error(`no answer for ${path}`);
    // As the wire carries it.
    return JSON.parse(JSON.stringify(handler(input))) as unknown;
  };
  const page = await renderPage(url, call, {
    shell: SHELL,
    liveEventsFrom: "9",
    locale: "en",
    languages,
  });
  return { page, called: called.sort(), rendersCount: renders.count, askedEnabled: [...asked] };
}

/** The enabled queries components asked for while the page rendered. */
const asked = new Set<string>();
beforeEach(() => {
  renders.count = 0;
  asked.clear();
  serverQueryProbe.onAsk = (path, input) => asked.add(key(path, input));
});
afterEach(() => {
  serverQueryProbe.onAsk = null;
  serverQueryProbe.tanstack = false;
});
afterEach(() => vi.restoreAllMocks());

const paired = authUser({ coupleId: COUPLE_ID, firstName: "Alex", points: 120 });
const unpaired = authUser({ firstName: "Alex" });
const single = authUser({
  userType: "single",
  hasMatchingProfile: true,
  hasDiscoveryTags: true,
});
const newSingle = authUser({ userType: "single" });
/** A single who has seen everyone Discover may show her. */
const seenEveryone = authUser({ ...single, firstName: "Noor" });

const cases: {
  name: string;
  url: string;
  user: AuthUser;
  completedToday?: boolean;
  reads: string[];
  shows: string;
}[] = [
  {
    name: "home, a paired couple",
    url: "/app",
    user: paired,
    reads: [
      "account.notices",
      `couple.get {"coupleId":"${COUPLE_ID}"}`,
      "push.nudgeNotice",
      "quiz.progress",
      "quiz.streak",
      "quiz.today",
      "rewards.goal",
      "rewards.list",
      "user.me",
    ],
    shows: "2-day streak",
  },
  {
    name: "home, a couple who both finished today (the streak's reveal)",
    url: "/app",
    user: paired,
    completedToday: true,
    reads: [
      "account.notices",
      `couple.get {"coupleId":"${COUPLE_ID}"}`,
      "push.nudgeNotice",
      "quiz.progress",
      "quiz.reveal",
      "quiz.streak",
      "quiz.today",
      "rewards.goal",
      "rewards.list",
      "user.me",
    ],
    shows: "You matched on 3 of 8 today.",
  },
  {
    name: "home, not paired yet",
    url: "/app",
    user: unpaired,
    reads: ["account.notices", "pair.ended", "quiz.today", "rewards.list", "user.me"],
    shows: "Coffee for two",
  },
  {
    name: "home, staff",
    url: "/app",
    user: authUser({ firstName: "Ada", role: "admin" }),
    reads: ["account.notices", "pair.ended", "quiz.today", "rewards.list", "user.me"],
    shows: "Admin panel",
  },
  {
    name: "home, a single ready to discover",
    url: "/app",
    user: single,
    reads: [
      "account.notices",
      "chat.unread",
      "matching.likesWaiting",
      "matching.matches",
      "matching.profile",
      "photos.list",
      "user.me",
    ],
    shows: "2 unread messages",
  },
  {
    name: "home, a single without a profile yet",
    url: "/app",
    user: newSingle,
    reads: ["account.notices", "chat.unread", "matching.profile", "user.me"],
    shows: "Finish your dating profile",
  },
  {
    name: "home, someone without a first name (asked for it first)",
    url: "/app",
    user: authUser({ coupleId: COUPLE_ID, firstName: null }),
    reads: ["user.me"],
    shows: "first name",
  },
  {
    name: "the quiz, a paired couple",
    url: "/app/quiz",
    user: paired,
    reads: [
      `couple.get {"coupleId":"${COUPLE_ID}"}`,
      "quiz.progress",
      "quiz.reveal",
      "quiz.today",
      "user.me",
    ],
    shows: "Sam: 5/8 answered",
  },
  {
    name: "the quiz, not paired",
    url: "/app/quiz?from=home",
    user: unpaired,
    reads: ["quiz.today", "user.me"],
    shows: "Question 4?",
  },
  {
    name: "the quiz, a single",
    url: "/app/quiz",
    user: single,
    reads: ["chat.unread", "user.me"],
    shows: "Your quiz is the discovery quiz",
  },
  {
    name: "Discover",
    url: "/app/discover/",
    user: single,
    reads: [
      "chat.unread",
      "matching.discover",
      "matching.discoverCount",
      "matching.profile",
      "user.me",
    ],
    shows: "Likes hiking",
  },
  {
    name: "Discover, nobody left",
    url: "/app/discover",
    user: seenEveryone,
    reads: [
      "chat.unread",
      "matching.discover",
      "matching.discoverCount",
      "matching.discoverWidenings",
      "matching.profile",
      "user.me",
    ],
    shows: "+12 people",
  },
];

describe("pages rendered on the server: each route's data declared once", () => {
  it.each(cases)(
    "$name: renders once, each declared read called once, nothing asked that was not",
    async ({ url, user, completedToday, reads, shows }) => {
      const { page, called, rendersCount, askedEnabled } = await render(url, user, completedToday);
      expect(page && "document" in page, "rendered").toBe(true);
      if (!page || !("document" in page)) return;
      expect(rendersCount).toBe(1);
      expect(called).toEqual(reads);
      // What the components asked for is exactly what the route declared.
      expect(askedEnabled.sort()).toEqual(reads);
      expect(page.document).toContain(shows);
      // The data travels with the page, for the app to take over without asking again.
      const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(
        page.document,
      );
      const queries = (JSON.parse(state?.[1] ?? "{}") as { queries: { queries: unknown[] } })
        .queries.queries;
      expect(queries).toHaveLength(reads.length);
    },
  );

  it.each(cases)(
    "$name: the same page as with TanStack Query's and React Router's own hooks",
    async ({ url, user, completedToday }) => {
      const fast = await render(url, user, completedToday);
      serverQueryProbe.tanstack = true;
      const tanstack = await render(url, user, completedToday);
      const page = (rendered: typeof fast) =>
        rendered.page && "document" in rendered.page
          ? rendered.page.document.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0')
          : null;
      expect(page(fast)).not.toBeNull();
      expect(page(fast)).toBe(page(tanstack));
    },
  );

  it.each([
    [["en-US", "en"], "+12 people within 62 mi"],
    [["es-ES", "es"], "+12 people within 100 km"],
  ])(
    "draws distances in the unit of the request's region, as the browser will: %j",
    async (languages, shows) => {
      const { page } = await render("/app/discover", seenEveryone, false, languages);
      expect(page && "document" in page && page.document).toContain(shows);
    },
  );

  it("draws Discover's preferences question as this device will show it: folded once seen (its cookie)", async () => {
    const handlers = answers(single) as Record<string, Record<string, (input: unknown) => unknown>>;
    const profile = handlers.matching!.profile!;
    handlers.matching!.profile = (input) => ({
      ...(profile(input) as object),
      preferences: { ...OPEN_PREFERENCES, confirmed: false },
    });
    const call = async (path: string, input: unknown) => {
      const [router, procedure] = path.split(".") as [string, string];
      return JSON.parse(JSON.stringify(handlers[router]![procedure]!(input))) as unknown;
    };
    const draw = async (cookies: Record<string, string>) => {
      const page = await renderPage("/app/discover", call, {
        shell: SHELL,
        liveEventsFrom: "9",
        locale: "en",
        cookies,
      });
      return page && "document" in page ? page.document : "";
    };
    const firstVisit = await draw({});
    expect(firstVisit).toContain("seeing everyone");
    expect(firstVisit).not.toContain('aria-expanded="false"');
    const laterVisit = await draw({ "tandem-preferences-prompt": "seen" });
    expect(laterVisit).toContain('aria-expanded="false"');
    expect(laterVisit).not.toContain("seeing everyone");
  });

  it("sends someone who has not chosen a type to choose one, after one read and one render", async () => {
    const { page, called, rendersCount } = await render("/app", authUser({ userType: null }));
    expect(page).toEqual({ redirect: "/app/user-type" });
    expect(called).toEqual(["user.me"]);
    expect(rendersCount).toBe(1);
  });

  it("leaves a page whose read fails to the browser, without rendering it", async () => {
    const page = await renderPage(
      "/app/discover",
      async (path) => {
        if (path === "matching.discover") throw new Error("Take the discovery quiz first");
        return answers(single).user!.me!();
      },
      { shell: SHELL, liveEventsFrom: "9", locale: "en" },
    );
    expect(page).toBeNull();
    expect(renders.count).toBe(0);
  });

  it("draws the app's links without React Router's per-link hooks (server-links.tsx)", async () => {
    // This file is built as the server build is: the app's modules get the server's links.
    const router = await import("react-router-dom");
    const links = await import("./server-links.js");
    expect(router.Link).toBe(links.Link);
    expect(router.NavLink).toBe(links.NavLink);
    expect(router.ScrollRestoration).toBe(links.ScrollRestoration);
    expect(typeof router.Link).toBe("function");
  });

  it("leaves other pages to the browser", async () => {
    const call = vi.fn();
    expect(
      await renderPage("/app/rewards", call, { shell: SHELL, liveEventsFrom: "9", locale: "en" }),
    ).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
