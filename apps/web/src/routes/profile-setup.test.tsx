import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ageGroupOf, ageOn, OPEN_PREFERENCES, type MatchingProfile } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../components/app-toaster.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { StubError, stubTrpc } from "../test/trpc-stub.js";

const user = authUser({ userType: "single", location: "Lisbon, Portugal" });
vi.mock("../hooks/use-auth.js", () => ({ useCurrentUser: () => user }));

const { default: ProfileSetupScreen } = await import("./profile-setup.js");

const saved: MatchingProfile = {
  nickname: "Sam",
  gender: "female",
  ageGroup: "23-27",
  city: "Lisbon, Portugal",
  bio: null,
  instagramHandle: "sam.sunny",
  snapchatHandle: null,
  facebookHandle: null,
  discoveryTags: [],
  paused: false,
  preferences: { ...OPEN_PREFERENCES, confirmed: true },
};

function renderSetup() {
  const result = renderWithProviders(<ProfileSetupScreen />, {
    path: "/app/profile-setup",
    outside: <AppToaster />,
  });
  return { ...result, u: userEvent.setup() };
}

async function fillRequired(u: ReturnType<typeof userEvent.setup>) {
  const nickname = await screen.findByLabelText(/Nickname/);
  await u.clear(nickname);
  await u.type(nickname, "Sam");
  await u.selectOptions(screen.getByLabelText(/Gender/), "female");
}

afterEach(() => {
  act(() => dismissToast());
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("ProfileSetupScreen", () => {
  it("shows the age group the birth date gives, with nothing to choose", async () => {
    stubTrpc({ matching: { profile: () => null } });
    renderSetup();
    const today = new Intl.DateTimeFormat("en-CA").format(new Date());
    const group = await screen.findByLabelText(/Age Group/);
    expect(group.textContent).toBe(ageGroupOf(ageOn(user.birthDate!, today)));
    expect(screen.queryByRole("combobox", { name: /Age Group/ })).not.toBeInTheDocument();
  });

  it("toasts 'Missing information' and sends nothing without the required fields", async () => {
    const calls = stubTrpc({ matching: { profile: () => null } });
    const { u } = renderSetup();
    await u.clear(await screen.findByLabelText(/Nickname/));
    await u.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "matching.saveProfile")).toHaveLength(0);
    // Each required field says so under it, in the API's words; the first takes the focus.
    const nickname = screen.getByLabelText(/Nickname/);
    for (const label of [/Nickname/, /Gender/]) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(
        document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent,
      ).toBe("Required.");
    }
    expect(screen.getByLabelText(/City/)).not.toHaveAttribute("aria-invalid");
    await vi.waitFor(() => expect(document.activeElement).toBe(nickname));
  });

  it("toasts 'Missing information' for a choice not made, marking only it", async () => {
    const calls = stubTrpc({ matching: { profile: () => null } });
    const { u } = renderSetup();
    // The nickname starts as the first name; the age group comes from the birth date.
    await screen.findByLabelText(/Nickname/);
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    const gender = screen.getByLabelText(/Gender/);
    expect(gender).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Nickname/)).not.toHaveAttribute("aria-invalid");
    await vi.waitFor(() => expect(document.activeElement).toBe(gender));
    expect(calls.filter((c) => c.path === "matching.saveProfile")).toHaveLength(0);
  });

  it("fills the nickname from the first name, with the one name limit counted under it", async () => {
    stubTrpc({ matching: { profile: () => null } });
    const { u } = renderSetup();
    const nickname = await screen.findByLabelText(/Nickname/);
    expect(nickname).toHaveValue("Alex");
    expect(screen.getByText("4 of 40 characters")).toBeInTheDocument();
    // A long name is not cut: the counter and the message say it is too long.
    await u.clear(nickname);
    const long = "Wolfeschlegelsteinhausenbergerdorffschmidt🌙";
    await u.type(nickname, long);
    expect(nickname).toHaveValue(long);
    expect(screen.getByText("43 of 40 characters")).toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Keep your nickname to 40 characters or fewer."),
    ).toBeInTheDocument();
  });

  it("keeps a draft across a reload, and forgets it once the profile is saved", async () => {
    stubTrpc({
      matching: {
        profile: () => null,
        saveProfile: () => saved,
        savePreferences: () => saved.preferences,
      },
      user: { me: () => ({ ...user, hasMatchingProfile: true }) },
    });
    const first = renderSetup();
    await fillRequired(first.u);
    await first.u.type(screen.getByLabelText(/Bio/), "Sunsets and ceviche");
    first.unmount();

    const second = renderSetup();
    expect(await screen.findByLabelText(/Nickname/)).toHaveValue("Sam");
    expect(screen.getByLabelText(/Bio/)).toHaveValue("Sunsets and ceviche");
    expect(screen.getByLabelText(/Gender/)).toHaveValue("female");
    await second.u.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Profile created!")).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith("tandem.draft."))).toEqual(
      [],
    );
  });

  it("marks a handle the contract refuses under it and sends nothing", async () => {
    const calls = stubTrpc({ matching: { profile: () => null } });
    const { u } = renderSetup();
    await fillRequired(u);
    await u.click(screen.getByRole("switch", { name: "Add social links" }));
    const instagram = screen.getByLabelText("Instagram");
    await u.type(instagram, "sam sunny!");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    const message = "Use only letters, digits, . and _.";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(instagram).toHaveAttribute("aria-invalid", "true");
    expect(
      document.getElementById(instagram.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe(message);
    await vi.waitFor(() => expect(document.activeElement).toBe(instagram));
    expect(screen.queryByText("Missing information")).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith("matching.save"))).toHaveLength(0);

    // Fixing it takes the message away.
    await u.clear(instagram);
    await u.type(instagram, "sam.sunny");
    expect(instagram).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("saves the profile with the detected city and the preferences, then goes on to photos", async () => {
    const calls = stubTrpc({
      matching: {
        profile: () => null,
        saveProfile: () => saved,
        savePreferences: () => saved.preferences,
      },
      user: { me: () => ({ ...user, hasMatchingProfile: true }) },
    });
    const { u, router } = renderSetup();
    await fillRequired(u);
    await u.click(screen.getByRole("switch", { name: "Add social links" }));
    await u.type(screen.getByLabelText("Instagram"), "@sam.sunny");
    await u.click(screen.getByRole("radio", { name: "Men" }));
    await u.clear(screen.getByLabelText("From"));
    await u.type(screen.getByLabelText("From"), "23");
    await u.clear(screen.getByLabelText("To"));
    await u.type(screen.getByLabelText("To"), "37");
    await u.click(screen.getByRole("radio", { name: "Within" }));
    // The test's browser speaks en-US: the distance is typed in miles, and sent in km.
    await u.clear(screen.getByLabelText("Distance in miles"));
    await u.type(screen.getByLabelText("Distance in miles"), "30");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(await screen.findByText("Profile created!")).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/app/profile-photos"));
    expect(calls.find((c) => c.path === "matching.savePreferences")?.input).toEqual({
      showMe: "men",
      ageMin: 23,
      ageMax: 37,
      distance: "within",
      distanceKm: 48,
    });
    expect(calls.find((c) => c.path === "matching.saveProfile")?.input).toEqual({
      nickname: "Sam",
      gender: "female",
      city: "Lisbon, Portugal",
      bio: null,
      // The contract's reading of "@sam.sunny", as the server stores it.
      instagramHandle: "sam.sunny",
      snapchatHandle: null,
      facebookHandle: null,
    });
  });

  it("shows a handle the server refuses under it, with the spec's toast", async () => {
    // A refusal only the server can make (the contract's schema passes the handle).
    const message = "This handle is not allowed.";
    stubTrpc({
      matching: {
        profile: () => null,
        saveProfile: () =>
          new StubError({
            code: "BAD_REQUEST",
            message: "Instagram handle: this handle is not allowed.",
            fields: { instagramHandle: message },
          }),
      },
    });
    const { u, router } = renderSetup();
    await fillRequired(u);
    await u.click(screen.getByRole("switch", { name: "Add social links" }));
    const instagram = screen.getByLabelText("Instagram");
    await u.type(instagram, "sam.sunny");
    await u.click(screen.getByRole("button", { name: "Continue" }));

    expect(
      await screen.findByText(
        "Failed to create profile. Please try again. Instagram handle: this handle is not allowed.",
      ),
    ).toBeInTheDocument();
    expect(instagram).toHaveAttribute("aria-invalid", "true");
    const hint = document.getElementById(instagram.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(message);
    // Only the refused field is marked; nothing names a field by its code.
    expect(screen.getByLabelText(/Nickname/)).not.toHaveAttribute("aria-invalid");
    expect(document.body.textContent).not.toMatch(/instagramHandle|Invalid input/);
    expect(router.state.location.pathname).toBe("/app/profile-setup");
    await vi.waitFor(() => expect(document.activeElement).toBe(instagram));
  });
});
