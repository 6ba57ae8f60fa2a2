import type { DiscoverCount, Liker, LikesWaiting } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { mayViewPhoto } from "./index.js";
import { block, like, pair, pass, shownIds, single } from "./test-support.js";

const t = useTestApp();

// Each row has a town of its own, and its viewer keeps to their town ("same city"), so the
// count and the likes are about the row's person alone, whatever other rows and files do.
const ANSWERS = [2, 1, 3, 0, 2];

const prefs = (user: TestUser, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/matching/preferences", {
    user,
    body: { showMe: "everyone", ageMin: "18-22", ageMax: "43+", distance: "anywhere", ...body },
  });

interface Row {
  state: string;
  town: string;
  /** The viewer's preferences, beyond keeping to their town. */
  viewerPrefs?: Record<string, unknown>;
  /** Makes the person (default: a single with a profile in the town). */
  make?: () => Promise<TestUser>;
  /** Changes the person once both are made. */
  apply?: (viewer: TestUser, person: TestUser) => Promise<void>;
  /** What each reader says of the person, for the viewer. */
  expected: Readers;
}

interface Readers {
  /** Discover's walk shows them. */
  walk: boolean;
  /** Discover's count counts them. */
  count: boolean;
  /** Likes waiting counts their like, and "Likes you" lists it. */
  waiting: boolean;
  /** The viewer may fetch their photo. */
  photo: boolean;
  /** The like and pass target guard lets the viewer answer them. */
  guard: boolean;
}

const shown: Readers = { walk: true, count: true, waiting: true, photo: true, guard: true };
const hidden: Readers = { walk: false, count: false, waiting: false, photo: false, guard: false };
// Liked or passed: gone from Discover and likes waiting; still there for a photo or a target.
const answered: Readers = { ...hidden, photo: true, guard: true };

const rows: Row[] = [
  { state: "a plain visible single", town: "Alta, Norway", expected: shown },
  {
    state: "paused",
    town: "Narvik, Norway",
    apply: async (_, person) => {
      const res = await call(t.app, "POST", "/api/matching/pause", {
        user: person,
        body: { paused: true },
      });
      expect(res).toHaveStatus(200);
    },
    expected: hidden,
  },
  {
    state: "paired since",
    town: "Kiruna, Sweden",
    apply: async (_, person) => pair(t, person, await single(t, "Partner")),
    expected: hidden,
  },
  {
    state: "suspended",
    town: "Luleå, Sweden",
    apply: async (_, person) => {
      await t.db
        .updateTable("users")
        .set({ suspendedAt: new Date() })
        .where("id", "=", person.id)
        .execute();
    },
    expected: hidden,
  },
  {
    state: "blocked by the viewer",
    town: "Umeå, Sweden",
    apply: async (viewer, person) => void (await block(t, viewer, person)),
    expected: hidden,
  },
  {
    state: "blocking the viewer",
    town: "Oulu, Finland",
    apply: async (viewer, person) => void (await block(t, person, viewer)),
    expected: hidden,
  },
  {
    state: "liked by the viewer",
    town: "Rovaniemi, Finland",
    apply: async (viewer, person) => void (await like(t, viewer, person)),
    expected: answered,
  },
  {
    state: "passed by the viewer",
    town: "Kajaani, Finland",
    apply: async (viewer, person) => void (await pass(t, viewer, person)),
    expected: answered,
  },
  {
    state: "outside the viewer's preferences (a woman; the viewer wants men)",
    town: "Reykjavík, Iceland",
    viewerPrefs: { showMe: "men" },
    expected: hidden,
  },
  {
    state: "with preferences the viewer is outside of (wants men; the viewer is a woman)",
    town: "Kemi, Finland",
    apply: async (_, person) =>
      void expect(await prefs(person, { showMe: "men" })).toHaveStatus(200),
    expected: hidden,
  },
  {
    state: "a couple account",
    town: "Skellefteå, Sweden",
    apply: async (_, person) => {
      await t.db
        .updateTable("users")
        .set({ userType: "couple" })
        .where("id", "=", person.id)
        .execute();
    },
    expected: hidden,
  },
  {
    state: "without a profile",
    town: "Gällivare, Sweden",
    make: () => createUser(t.db, { userType: "single" }),
    expected: hidden,
  },
];

/** What the five readers (and "Likes you", likes waiting's list) say of `person`. */
async function readers(viewer: TestUser, person: TestUser, photoId: string): Promise<Readers> {
  const walk = (await shownIds(t, viewer, [person])).includes(person.id);
  const count = await call<DiscoverCount>(t.app, "GET", "/api/matching/discover/count", {
    user: viewer,
  });
  const waiting = await call<LikesWaiting>(t.app, "GET", "/api/matching/likes-waiting", {
    user: viewer,
  });
  const list = await call<Liker[]>(t.app, "GET", "/api/matching/likes", { user: viewer });
  // "N people like you" is always the list's length.
  expect(list.body.length).toBe(waiting.body.count);
  expect(list.body.every((liker) => liker.id === person.id)).toBe(true);
  const photo = await mayViewPhoto(t.db, { id: viewer.id, role: "user" }, photoId);
  // Last: answering changes what the others would say.
  const guard = await pass(t, viewer, person);
  expect([200, 404]).toContain(guard.status);
  return {
    walk,
    count: count.body.count === 1,
    waiting: waiting.body.count === 1,
    photo,
    guard: guard.status === 200,
  };
}

describe("who may see whom: one rule, five readers", () => {
  it.each(rows)("a person $state", async ({ town, viewerPrefs, make, apply, expected }) => {
    const viewer = await single(t, "Viewer", ANSWERS, { city: town });
    expect(await prefs(viewer, { distance: "same-city", ...viewerPrefs })).toHaveStatus(200);
    const person = await (make?.() ?? single(t, "Person", ANSWERS, { city: town }));
    await apply?.(viewer, person);

    // They liked the viewer (written directly: some states could not like any more) and
    // have a photo: an account photo without a profile, a profile photo otherwise.
    await t.db.insertInto("likes").values({ fromUserId: person.id, toUserId: viewer.id }).execute();
    const hasProfile = await t.db
      .selectFrom("matchingProfiles")
      .select("userId")
      .where("userId", "=", person.id)
      .executeTakeFirst();
    const photo = await t.db
      .insertInto("photos")
      .values(
        hasProfile
          ? { userId: person.id, width: 10, height: 10 }
          : { accountUserId: person.id, width: 10, height: 10 },
      )
      .returning("id")
      .executeTakeFirstOrThrow();

    expect(await readers(viewer, person, photo.id)).toEqual(expected);
  });
});
