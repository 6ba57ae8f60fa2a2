import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as UseAuth from "./hooks/use-auth.js";
import type { AuthState } from "./hooks/use-auth.js";
import { authUser } from "./test/fixtures.js";

let auth: AuthState = { user: null, isLoading: false, isAuthenticated: false, error: null };
vi.mock("./hooks/use-auth.js", async (importOriginal) => ({
  CurrentUserContext: (await importOriginal<typeof UseAuth>()).CurrentUserContext,
  useAuth: () => auth,
  useCurrentUser: () => {
    if (!auth.user) throw new Error("signed out");
    return auth.user;
  },
}));
vi.mock("./hooks/use-geolocation-location.js", () => ({ useGeolocationLocation: () => undefined }));
vi.mock("./hooks/use-live-events.js", () => ({ useLiveEvents: () => undefined }));
vi.mock("./hooks/use-day-rollover.js", () => ({ useDayRollover: () => undefined }));
// The frame's offline parts read React Query; here: the routes and the tabs.
vi.mock("./hooks/use-offline-persistence.js", () => ({ useOfflinePersistence: () => undefined }));
vi.mock("./components/outbox-handlers.js", () => ({ useOutboxHandlers: () => undefined }));
vi.mock("./components/connection-banner.js", () => ({ ConnectionBanner: () => null }));
// The Matches tab's unread count reads the API; the tabs themselves are what is tested here.
vi.mock("./components/chat/unread-messages-badge.js", () => ({ UnreadMessagesBadge: () => null }));
// The user-type screen's own behaviour is covered by the journeys; here: where it is shown.
vi.mock("./routes/user-type.js", () => ({ default: () => <h1>User type screen</h1> }));
// These tests are about routing; the home screen's own content is covered by the journeys.
vi.mock("./routes/home.js", () => ({ default: () => <h1>Home screen</h1> }));
vi.mock("./routes/landing.js", () => ({ default: () => <h1>Landing page</h1> }));

const { routes } = await import("./app.js");

const user = authUser({ lastName: "Demo", location: "Lisbon", points: 120 });

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  auth = { user: null, isLoading: false, isAuthenticated: false, error: null };
});

describe("routes", () => {
  it("shows a spinner while the user loads", () => {
    auth = { ...auth, isLoading: true };
    renderAt("/app/quiz");
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Loading your account");
  });

  it("shows the welcome view on any /app path when signed out", async () => {
    renderAt("/app/rewards");
    expect(await screen.findByRole("link", { name: "Sign In to Continue" })).toHaveProperty(
      "href",
      expect.stringContaining("/api/login?returnTo=%2Fapp%2Frewards"),
    );
    expect(screen.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
  });

  it("sends a user without a type to the user-type screen", async () => {
    auth = {
      user: { ...user, userType: null },
      isLoading: false,
      isAuthenticated: true,
      error: null,
    };
    const router = renderAt("/app");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/app/user-type"));
    expect(await screen.findByRole("heading", { name: "User type screen" })).toBeInTheDocument();
    // A choice to make before the app applies: no bottom bar.
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("gives singles Home, Discover, Matches and Profile", async () => {
    auth = {
      user: { ...user, userType: "single" },
      isLoading: false,
      isAuthenticated: true,
      error: null,
    };
    renderAt("/app");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const tabs = Array.from(nav.querySelectorAll("a")).map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(tabs).toEqual([
      ["Home", "/app"],
      ["Discover", "/app/discover"],
      ["Matches", "/app/matches"],
      ["Profile", "/app/profile"],
    ]);
  });

  it("gives couples the spec's four tabs: Home, Quiz, Rewards, Profile", async () => {
    auth = {
      user: { ...user, userType: "couple" },
      isLoading: false,
      isAuthenticated: true,
      error: null,
    };
    renderAt("/app");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(Array.from(nav.querySelectorAll("a")).map((a) => a.textContent)).toEqual([
      "Home",
      "Quiz",
      "Rewards",
      "Profile",
    ]);
  });

  it("gives staff a fifth tab, Admin, after the four of their type", async () => {
    for (const userType of ["couple", "single", null] as const) {
      auth = {
        user: { ...user, userType, role: "admin" },
        isLoading: false,
        isAuthenticated: true,
        error: null,
      };
      renderAt("/app/nope");
      const nav = await screen.findByRole("navigation", { name: "Main" });
      const tabs = Array.from(nav.querySelectorAll("a"));
      expect(tabs).toHaveLength(5);
      expect([tabs[4]!.textContent, tabs[4]!.getAttribute("href")]).toEqual([
        "Admin",
        "/app/admin",
      ]);
      cleanup();
    }
  });

  it("says an account is deleted only after the deletion, else goes to the landing page", async () => {
    const open = (entry: { pathname: string; state?: unknown }) => {
      const router = createMemoryRouter(routes, { initialEntries: [entry] });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return router;
    };
    open({ pathname: "/account-deleted", state: { accountDeleted: true } });
    expect(
      await screen.findByRole("heading", { name: "Your account is deleted" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the homepage" })).toHaveAttribute("href", "/");
    cleanup();
    // Typed or shared, the address claims nothing.
    const typed = open({ pathname: "/account-deleted" });
    expect(await screen.findByRole("heading", { name: "Landing page" })).toBeInTheDocument();
    expect(typed.state.location.pathname).toBe("/");
  });

  it("shows home with the bottom navigation, Home tab current", async () => {
    auth = { user, isLoading: false, isAuthenticated: true, error: null };
    renderAt("/app");
    expect(
      await screen.findByRole("heading", { name: "Home screen", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Quiz" })).not.toHaveAttribute("aria-current");
  });

  it.each([
    ["/quiz", "/app/quiz"],
    ["/rewards", "/app/rewards"],
    ["/profile", "/app/profile"],
    ["/app/matching/discover", "/app/discover"],
    ["/app/matching/discovery-quiz", "/app/discovery-quiz"],
    ["/app/matching/matches", "/app/matches"],
  ])("redirects %s to %s", async (from, to) => {
    auth = { user, isLoading: false, isAuthenticated: true, error: null };
    const router = renderAt(from);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it("shows 404 for unknown paths, inside and outside the app", async () => {
    renderAt("/nope");
    expect(screen.getByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    cleanup();
    auth = { user, isLoading: false, isAuthenticated: true, error: null };
    renderAt("/app/nope");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });
});
