import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DiscoverCandidate } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";

const user = authUser({ userType: "single", hasMatchingProfile: true, hasDiscoveryTags: true });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => user }));
/** Each like or pass carries its own idempotency key (decision 151). */
const key = expect.stringMatching(/^[0-9a-f-]{32,36}$/) as unknown as string;

const { default: DiscoverScreen } = await import("./discover.js");
const { resetProgress } = await import("../components/matching/deck-progress.js");

const candidate = (n: number, nickname: string): DiscoverCandidate => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  nickname,
  profileImageUrl: null,
  ageGroup: "23-27",
  city: "Lisbon",
  bio: null,
  matchScore: 100 - n * 10,
  commonTags: ["music_pop", "food_pizza"],
  photos: [],
  answers: ["homebody", "music_pop", "travel_beach", "food_pizza", "reading"],
  likesYou: false,
  likedMe: null,
});

function renderDiscover() {
  return renderWithProviders(
    <>
      <DiscoverScreen />
      <AppToaster />
    </>,
    { path: "/app/discover" },
  );
}

afterEach(() => {
  act(() => resetProgress());
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("DiscoverScreen", () => {
  it("passes and likes one profile at a time, then shows the empty state", async () => {
    const calls = stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley"), candidate(2, "Casey")],
        pass: () => ({ ok: true }),
        like: () => ({ isMatch: false, matchedUser: null }),
      },
    });
    const u = userEvent.setup();
    renderDiscover();

    expect(await screen.findByRole("heading", { name: "Riley" })).toBeInTheDocument();
    expect(screen.getByText("1 of 2 profiles")).toBeInTheDocument();
    expect(screen.getByText("90% match")).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Pass" }));
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
    expect(screen.getByText("2 of 2 profiles")).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByRole("heading", { name: "No more profiles" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View My Matches" })).toHaveAttribute(
      "href",
      "/app/matches",
    );
    const sent = calls.filter(
      (c) =>
        c.path !== "matching.discover" &&
        c.path !== "matching.discoverCount" &&
        c.path !== "matching.discoverWidenings" &&
        c.path !== "matching.profile",
    );
    expect(sent.map(({ path, input }) => ({ path, input }))).toEqual([
      { path: "matching.pass", input: { toUserId: candidate(1, "Riley").id, idempotencyKey: key } },
      { path: "matching.like", input: { toUserId: candidate(2, "Casey").id, idempotencyKey: key } },
    ]);
  });

  it("marks a plain like on the card", async () => {
    stubTrpc({
      matching: { discover: () => [{ ...candidate(1, "Riley"), likesYou: true }] },
    });
    renderDiscover();
    expect(await screen.findByRole("heading", { name: "Riley" })).toBeInTheDocument();
    expect(screen.getByText("Likes you")).toBeInTheDocument();
  });

  it("offers the counted widenings when the deck runs dry, and one tap saves one", async () => {
    const current = {
      showMe: "men",
      ageMin: 28,
      ageMax: 32,
      distance: "within",
      distanceKm: 10,
    } as const;
    let widened = false;
    const calls = stubTrpc({
      matching: {
        discover: () => (widened ? [candidate(3, "Sam")] : []),
        discoverCount: () => ({ count: widened ? 1 : 0, more: false }),
        discoverWidenings: () =>
          widened
            ? []
            : [
                {
                  widen: "age",
                  preferences: { ...current, ageMin: 23, ageMax: 37 },
                  count: 1,
                  more: false,
                },
                {
                  widen: "distance",
                  preferences: { ...current, distanceKm: 100 },
                  count: 12,
                  more: false,
                },
                {
                  widen: "gender",
                  preferences: { ...current, showMe: "everyone" },
                  count: 1000,
                  more: true,
                },
              ],
        savePreferences: () => {
          widened = true;
          return { ...current, distanceKm: 100, confirmed: true };
        },
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    expect(
      await screen.findByRole("heading", { name: "You've seen everyone who fits" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "+1 person aged 23 to 37" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "+1000+ people if you see everyone" }),
    ).toBeInTheDocument();
    // The test browser speaks en-US: distances in miles (decision 302).
    await u.click(screen.getByRole("button", { name: "+12 people within 62 mi" }));
    expect(await screen.findByRole("heading", { name: "Sam" })).toBeInTheDocument();
    const saved = calls.find((c) => c.path === "matching.savePreferences");
    expect(saved?.input).toEqual({ ...current, distanceKm: 100 });
  });

  it("loads the next page when the deck runs low, and counts 'X of N' over all of them", async () => {
    const first = Array.from({ length: 6 }, (_, i) => candidate(i, `First${i}`));
    const second = [candidate(6, "Second6"), candidate(7, "Second7")];
    let passed = 0;
    stubTrpc({
      matching: {
        // The server drops passed people: a call after 1 pass answers the rest, then page two.
        discover: () => (passed === 0 ? first : [...first.slice(passed), ...second]),
        discoverCount: () => ({ count: 8 - passed, more: false }),
        pass: () => {
          passed += 1;
          return { ok: true };
        },
      },
    });
    const u = userEvent.setup();
    const view = renderDiscover();
    expect(await screen.findByText("1 of 8 profiles")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Pass" }));
    expect(await screen.findByText("2 of 8 profiles")).toBeInTheDocument();
    for (let i = 2; i <= 7; i++) {
      await u.click(await screen.findByRole("button", { name: "Pass" }));
      expect(await screen.findByText(`${i + 1} of 8 profiles`)).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "Second7" })).toBeInTheDocument();

    // Leaving and coming back keeps the place in the round.
    view.unmount();
    renderDiscover();
    expect(await screen.findByText("8 of 8 profiles")).toBeInTheDocument();
  });

  it("keeps the card on screen when a page with someone new on top lands, and passes on that card", async () => {
    const dan = candidate(2, "Dan");
    const cat = candidate(3, "Cat");
    const ben = candidate(1, "Ben");
    let asked = 0;
    const calls = stubTrpc({
      matching: {
        // Ben finishes his quiz between the two calls and comes first by score.
        discover: () => (++asked === 1 ? [dan, cat] : [ben, dan, cat]),
        discoverCount: () => ({ count: 3, more: false }),
        pass: () => ({ ok: true }),
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    expect(await screen.findByRole("heading", { name: "Dan" })).toBeInTheDocument();
    await vi.waitFor(() => expect(asked).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("heading", { name: "Dan" })).toBeInTheDocument();

    await u.click(screen.getByRole("button", { name: "Pass" }));
    expect(await screen.findByRole("heading", { name: "Ben" })).toBeInTheDocument();
    const passes = calls.filter((c) => c.path === "matching.pass").map((c) => c.input);
    expect(passes).toEqual([{ toUserId: dan.id, idempotencyKey: key }]);
  });

  it("asks once more when the count disagrees, then says there is no one left (no loop)", async () => {
    const calls = stubTrpc({
      matching: {
        discover: () => [],
        discoverCount: () => ({ count: 3, more: false }),
      },
    });
    renderDiscover();
    expect(await screen.findByRole("heading", { name: "No more profiles" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((c) => c.path === "matching.discover").length).toBeLessThanOrEqual(2);
  });

  it("undoes the last pass: that profile is back on top", async () => {
    const calls = stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley"), candidate(2, "Casey")],
        pass: () => ({ ok: true }),
        discoverCount: () => ({ count: 2, more: false }),
        undoPass: () => ({ userId: candidate(1, "Riley").id, nickname: "Riley" }),
        profile: () => null,
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    expect(await screen.findByRole("heading", { name: "Riley" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo last pass" })).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Pass" }));
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Undo last pass" }));
    expect(await screen.findByRole("heading", { name: "Riley" })).toBeInTheDocument();
    expect(screen.getByText("1 of 2 profiles")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Undo last pass" })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === "matching.undoPass")).toBe(true);
  });

  it("shows the match moment once, with both photos and an opener, and stays", async () => {
    const calls = stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley"), candidate(2, "Casey")],
        like: () => ({
          isMatch: true,
          matchedUser: { nickname: "Riley", matchId: 7, photoUrl: "/api/photos/r/small" },
        }),
      },
      chat: {
        send: ({ matchId, body }) => ({
          id: 1,
          matchId,
          senderId: user.id,
          body,
          sentAt: new Date().toISOString(),
          liked: null,
        }),
      },
    });
    const u = userEvent.setup();
    const { router } = renderDiscover();
    await u.click(await screen.findByRole("button", { name: "Like" }));
    const moment = await screen.findByRole("region", { name: "It's a match!" });
    // Said once: the moment, no toast besides it.
    expect(screen.getAllByText("You and Riley like each other.")).toHaveLength(1);
    expect(moment.querySelector('img[src="/api/photos/r/small"]')).not.toBeNull();
    const box = within(moment).getByRole("textbox", { name: "Send Riley a message" });
    // The icebreaker of what they share (pizza, for this match), ready to send.
    expect(box).toHaveValue("Pizza people! What's your go-to topping?");
    await u.clear(box);
    await u.type(box, "Hi Riley!");
    await u.click(within(moment).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message sent to Riley")).toBeInTheDocument();
    expect(calls.find((c) => c.path === "chat.send")?.input).toEqual({
      matchId: 7,
      body: "Hi Riley!",
      idempotencyKey: key,
    });
    // Back to the deck, never sent anywhere by itself.
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/app/discover");
  });

  it("keeps discovering from the match moment without writing", async () => {
    stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley"), candidate(2, "Casey")],
        like: () => ({
          isMatch: true,
          matchedUser: { nickname: "Riley", matchId: 7, photoUrl: null },
        }),
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    await u.click(await screen.findByRole("button", { name: "Like" }));
    await u.click(await screen.findByRole("button", { name: "Keep discovering" }));
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "It's a match!" })).not.toBeInTheDocument();
  });

  it("says a like was sent to the person, without a match", async () => {
    stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley"), candidate(2, "Casey")],
        like: () => ({ isMatch: false, matchedUser: null }),
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    await u.click(await screen.findByRole("button", { name: "Like" }));
    expect(await screen.findByText("Like sent to Riley")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
  });

  it("toasts the spec's text when a like fails, and stays on the profile", async () => {
    stubTrpc({
      matching: {
        discover: () => [candidate(1, "Riley")],
        like: () =>
          new StubError({
            code: "INTERNAL_SERVER_ERROR",
            message: "Something went wrong on our side. Please try again.",
            requestId: "req-7",
          }),
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    await u.click(await screen.findByRole("button", { name: "Like" }));
    // A failing server is asked three more times (1 s, 2 s, 4 s apart) first (decision 151).
    expect(
      (
        await screen.findAllByText(
          "Failed to send like. Please try again.",
          {},
          { timeout: 15_000 },
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Riley" })).toBeInTheDocument();
  });

  it("skips a person who is gone (404) with the spec's text, and shows the next one", async () => {
    const gone = candidate(1, "Riley");
    stubTrpc({
      matching: {
        discover: () => [gone, candidate(2, "Casey")],
        pass: ({ toUserId }) =>
          toUserId === gone.id
            ? new StubError({ code: "NOT_FOUND", message: "This person is no longer here." })
            : { ok: true },
      },
    });
    const u = userEvent.setup();
    renderDiscover();
    await u.click(await screen.findByRole("button", { name: "Pass" }));
    expect(await screen.findByRole("heading", { name: "Casey" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Riley" })).not.toBeInTheDocument();
    expect(screen.getByText("2 of 2 profiles")).toBeInTheDocument();
    expect(
      screen.getByText("Something went wrong. Please try again. This person is no longer here."),
    ).toBeInTheDocument();
  });

  it.each([
    ["PROFILE_REQUIRED", "Set up your profile first.", "/app/profile-setup"],
    ["DISCOVERY_QUIZ_REQUIRED", "Take the discovery quiz first.", "/app/discovery-quiz"],
  ] as const)(
    "answers a 409 %s by sending the user to the missing step",
    async (reason, message, path) => {
      const calls = stubTrpc({
        matching: { discover: () => new StubError({ code: "CONFLICT", message, reason }) },
      });
      const { router } = renderDiscover();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(path));
      // No retry of the discover query.
      expect(calls.filter((c) => c.path === "matching.discover")).toHaveLength(1);
    },
  );

  it("explains a 409 without a missing step, and offers the way home", async () => {
    stubTrpc({
      matching: {
        discover: () =>
          new StubError({
            code: "CONFLICT",
            message: "Paired users cannot use Discover.",
            reason: "PAIRED_USERS_CANNOT_MATCH",
          }),
      },
    });
    const { router } = renderDiscover();
    expect(
      await screen.findByRole("heading", { name: "Discover is not available" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Paired users cannot use Discover.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/app");
    expect(router.state.location.pathname).toBe("/app/discover");
  });
});
