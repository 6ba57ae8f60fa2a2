import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Liker } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { stubTrpc } from "../test/trpc-stub.js";
import LikesYouScreen from "./likes-you.js";

const user = authUser({ userType: "single", hasMatchingProfile: true, hasDiscoveryTags: true });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => user }));

const liker = (n: number, nickname: string, like: Partial<Liker["like"]> = {}): Liker => ({
  id: `00000000-0000-4000-8000-00000000002${n}`,
  nickname,
  profileImageUrl: null,
  ageGroup: "28-32",
  city: "Porto",
  bio: "Sea swims all year round.",
  photos: [],
  answers: ["music_jazz"],
  like: {
    note: null,
    photoId: null,
    photoThumbUrl: null,
    answer: null,
    likedAt: "2026-12-01T10:00:00.000Z",
    ...like,
  },
});

function renderLikesYou() {
  renderWithProviders(
    <>
      <LikesYouScreen />
      <AppToaster />
    </>,
    { path: "/app/matches/likes" },
  );
  return userEvent.setup();
}

afterEach(() => act(() => dismissToast()));

describe("LikesYouScreen", () => {
  it("shows each like with what it was on and its note; Pass takes one off", async () => {
    let passed = false;
    const calls = stubTrpc({
      matching: {
        likesYou: () => [
          liker(1, "Ana", { answer: "music_jazz", note: "Jazz & soul, same!" }),
          ...(passed ? [] : [liker(2, "Lou")]),
        ],
        likesWaiting: () => ({ count: passed ? 1 : 2 }),
        pass: () => {
          passed = true;
          return { ok: true };
        },
      },
    });
    const u = renderLikesYou();
    const ana = await screen.findByRole("article", { name: "Ana" });
    expect(
      within(ana).getByRole("region", { name: /^Ana liked your answer "/ }),
    ).toBeInTheDocument();
    expect(within(ana).getByText("Jazz & soul, same!")).toBeInTheDocument();
    const lou = screen.getByRole("article", { name: "Lou" });
    expect(within(lou).getByRole("region", { name: "Lou liked you" })).toBeInTheDocument();
    expect(screen.getByText("2 people like you")).toBeInTheDocument();

    await u.click(within(lou).getByRole("button", { name: "Pass" }));
    expect(await screen.findByText("1 person likes you")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Lou" })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === "matching.pass")?.input).toMatchObject({
      toUserId: liker(2, "Lou").id,
    });
  });

  it("likes back into a match and shows the match moment", async () => {
    stubTrpc({
      matching: {
        likesYou: () => [liker(1, "Ana")],
        likesWaiting: () => ({ count: 1 }),
        like: () => ({
          isMatch: true,
          matchedUser: { nickname: "Ana", matchId: 7, photoUrl: null },
        }),
      },
    });
    const u = renderLikesYou();
    const ana = await screen.findByRole("article", { name: "Ana" });
    await u.click(within(ana).getByRole("button", { name: "Like back" }));
    const moment = await screen.findByRole("region", { name: "It's a match!" });
    expect(within(moment).getByRole("textbox", { name: "Send Ana a message" })).toBeInTheDocument();
    // It stays until the person moves on, then the list is back without Ana.
    await u.click(within(moment).getByRole("button", { name: "Keep discovering" }));
    expect(await screen.findByRole("heading", { name: "No likes waiting" })).toBeInTheDocument();
  });

  it("says so when nobody waits", async () => {
    stubTrpc({ matching: { likesYou: () => [], likesWaiting: () => ({ count: 0 }) } });
    renderLikesYou();
    expect(await screen.findByRole("heading", { name: "No likes waiting" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discover People" })).toHaveAttribute(
      "href",
      "/app/discover",
    );
  });
});
