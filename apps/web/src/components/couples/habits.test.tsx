import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReminderSettings as Settings, Streak } from "@tandem/api-contract";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { SignedIn } from "../../test/signed-in.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { ReminderSettings } from "./reminder-settings.js";
import { HomeStreak, ProfileStreak } from "./streak.js";

const paired = authUser({ coupleId: "00000000-0000-4000-8000-0000000000c1" });
const streak = (overrides: Partial<Streak> = {}): Streak => ({
  current: 3,
  best: 7,
  completedToday: false,
  graceAvailable: true,
  graceDays: [],
  lastCompletedDay: "2026-11-21",
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe("the streak", () => {
  it("on Home: the run, the best, and what to do today", async () => {
    stubTrpc({ user: { me: () => paired }, quiz: { streak: () => streak() } });
    renderWithProviders(
      <SignedIn>
        <HomeStreak />
      </SignedIn>,
    );
    expect(await screen.findByText("3-day streak")).toBeInTheDocument();
    expect(screen.getByText("Best 7")).toBeInTheDocument();
    expect(screen.getByText("Finish today's quiz together to keep it going.")).toBeInTheDocument();
  });

  it("on Home: says when yesterday was forgiven, so today counts", async () => {
    stubTrpc({
      user: { me: () => paired },
      quiz: { streak: () => streak({ graceDays: ["2026-11-21"], lastCompletedDay: "2026-11-20" }) },
    });
    renderWithProviders(
      <SignedIn>
        <HomeStreak />
      </SignedIn>,
    );
    expect(
      await screen.findByText(
        "Your grace day covered yesterday. Finish today's quiz together to keep it.",
      ),
    ).toBeInTheDocument();
  });

  it("on Profile: current and best, and whether this week's grace day is left", async () => {
    stubTrpc({
      user: { me: () => paired },
      quiz: { streak: () => streak({ graceAvailable: false, graceDays: ["2026-11-20"] }) },
    });
    renderWithProviders(
      <SignedIn>
        <ProfileStreak />
      </SignedIn>,
    );
    expect(await screen.findByText("This week's grace day is used.")).toBeInTheDocument();
    expect(screen.getByText("Current")).toBeInTheDocument();
  });

  it("is not shown to someone who is not paired (and not asked for)", async () => {
    const calls = stubTrpc({ user: { me: () => authUser() } });
    renderWithProviders(
      <SignedIn>
        <p>ready</p>
        <HomeStreak />
      </SignedIn>,
    );
    expect(await screen.findByText("ready")).toBeInTheDocument();
    expect(screen.queryByText(/streak/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === "quiz.streak")).toBe(false);
  });
});

describe("ReminderSettings", () => {
  it("turns the daily e-mail on at the shown time", async () => {
    let settings: Settings = {
      enabled: false,
      time: "20:00",
      timeZone: "Europe/Lisbon",
      email: "alex@example.com",
    };
    const calls = stubTrpc({
      user: { me: () => paired },
      reminders: {
        get: () => settings,
        update: (input) => {
          settings = { ...settings, enabled: input.enabled, time: input.time ?? settings.time };
          return settings;
        },
      },
    });
    renderWithProviders(
      <SignedIn>
        <ReminderSettings />
      </SignedIn>,
    );
    const u = userEvent.setup();
    const toggle = await screen.findByRole("switch", {
      name: "E-mail me when today's quiz isn't finished",
    });
    expect(
      screen.getByText(
        /To alex@example\.com, at most once a day, in your time zone \(Europe\/Lisbon\)/,
      ),
    ).toBeInTheDocument();
    await u.click(toggle);
    expect(await screen.findByLabelText("Send at")).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(calls.find((call) => call.path === "reminders.update")?.input).toEqual({
      enabled: true,
      time: "20:00",
    });
  });

  it("cannot be turned on without an e-mail address, and says why", async () => {
    stubTrpc({
      user: { me: () => paired },
      reminders: { get: () => ({ enabled: false, time: "20:00", timeZone: "UTC", email: null }) },
    });
    renderWithProviders(
      <SignedIn>
        <ReminderSettings />
      </SignedIn>,
    );
    const toggle = await screen.findByRole("switch");
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/your account has no e-mail address/)).toBeInTheDocument();
  });
});
