import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DateIdea, DateIdeas } from "@tandem/api-contract";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";
import DateIdeasScreen from "./date-ideas.js";

const idea = (overrides: Partial<DateIdea>): DateIdea => ({
  key: "cook-a-new-cuisine",
  kind: "idea",
  title: "Cook a cuisine you've never tried",
  description: "Pick a country, shop for it together and cook dinner side by side.",
  tags: ["foodie", "creative"],
  setting: "indoor",
  seasons: [],
  citySize: "any",
  reason: "Because you both chose good food and making things in your quizzes.",
  score: 10,
  saved: false,
  reward: null,
  ...overrides,
});

const paired = authUser({ coupleId: "00000000-0000-4000-8000-0000000000c1" });

function renderScreen() {
  renderWithProviders(
    <SignedIn>
      <DateIdeasScreen />
    </SignedIn>,
    { path: "/app/date-ideas" },
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe("DateIdeasScreen", () => {
  it("lists ideas with their reasons, and saves one", async () => {
    let list: DateIdeas = {
      ideas: [
        idea({}),
        idea({
          key: "reward-3",
          kind: "reward",
          title: "Pasta-Making Class for Two",
          reason: "Because you both chose good food in your quizzes.",
          reward: { id: 3, pointsCost: 400, brandName: "Little Copper Kitchen", location: null },
        }),
      ],
      season: "autumn",
      city: "Lyon",
      sharedTags: ["foodie", "creative"],
    };
    const calls = stubTrpc({
      user: { me: () => paired },
      dateIdeas: {
        list: () => list,
        save: ({ key }) => {
          list = {
            ...list,
            ideas: list.ideas.map((i) => (i.key === key ? { ...i, saved: true } : i)),
          };
          return { key, saved: true };
        },
      },
    });
    const u = renderScreen();
    const card = await screen.findByRole("article", { name: "Cook a cuisine you've never tried" });
    expect(
      within(card).getByText("Because you both chose good food and making things in your quizzes."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You both lean towards good food and making things\./),
    ).toBeInTheDocument();
    expect(screen.getByText("400 points")).toBeInTheDocument();

    await u.click(
      within(card).getByRole("button", { name: "Save Cook a cuisine you've never tried" }),
    );
    expect(calls.some((c) => c.path === "dateIdeas.save")).toBe(true);
    expect(await within(card).findByRole("button", { pressed: true })).toBeInTheDocument();
    await u.click(screen.getByRole("tab", { name: "Saved (1)" }));
    expect(
      screen.queryByRole("article", { name: "Pasta-Making Class for Two" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("article", { name: "Cook a cuisine you've never tried" }),
    ).toBeInTheDocument();
  });

  it("tells someone who is not paired that date ideas are for couples", async () => {
    stubTrpc({
      user: { me: () => authUser() },
      dateIdeas: {
        list: () =>
          new StubError({
            code: "CONFLICT",
            message: "Pair with your partner.",
            reason: "NOT_PAIRED",
          }),
      },
    });
    renderScreen();
    expect(
      await screen.findByRole("heading", { name: "Date ideas are for couples" }),
    ).toBeInTheDocument();
  });
});
