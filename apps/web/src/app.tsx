import { createContext, Suspense, useContext, type ReactNode } from "react";
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from "react-router-dom";
import { ACCOUNT_DELETED_PATH } from "./components/account/account-deleted.js";
import { AppGate } from "./components/app-gate.js";
import { CenteredSpinner } from "./components/centered-spinner.js";
import { RouteError } from "./components/route-error.js";
import { useCurrentUser } from "./hooks/use-auth.js";
import { lazyScreen, preloadScreens } from "./lib/lazy-screen.js";
import NotFoundScreen from "./routes/not-found.js";

// Every screen is split out so a page loads only its own code, and the opening screen's code
// is fetched at start (preloadRoutes). The public landing page is also served prerendered on
// its own: landing.html, src/landing/.
const LandingScreen = lazyScreen(() => import("./routes/landing.js"));
const HomeScreen = lazyScreen(() => import("./routes/home.js"));
const QuizScreen = lazyScreen(() => import("./routes/quiz.js"));
const RewardsScreen = lazyScreen(() => import("./routes/rewards.js"));
const ProfileScreen = lazyScreen(() => import("./routes/profile.js"));
const AdminScreen = lazyScreen(() => import("./routes/admin.js"));
const UserTypeScreen = lazyScreen(() => import("./routes/user-type.js"));
const ProfileSetupScreen = lazyScreen(() => import("./routes/profile-setup.js"));
const ProfilePhotosScreen = lazyScreen(() => import("./routes/profile-photos.js"));
const DiscoveryQuizScreen = lazyScreen(() => import("./routes/discovery-quiz.js"));
const DiscoverScreen = lazyScreen(() => import("./routes/discover.js"));
const MatchesScreen = lazyScreen(() => import("./routes/matches.js"));
const QuizHistoryScreen = lazyScreen(() => import("./routes/quiz-history.js"));
const ChatScreen = lazyScreen(() => import("./routes/chat.js"));
const DateIdeasScreen = lazyScreen(() => import("./routes/date-ideas.js"));
const JoinScreen = lazyScreen(() => import("./routes/join.js"));
const AccountDeletedScreen = lazyScreen(() => import("./routes/account-deleted.js"));

/**
 * Set by the server's renderer (src/server/render-page.tsx): a page that sends the person
 * elsewhere is answered with an HTTP redirect there, rather than drawn empty.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/** Sends the person to `to` instead of this page (replacing it in the history). */
function Redirect({ to }: { to: string }) {
  const redirectOnServer = useContext(ServerRedirectContext);
  if (redirectOnServer) {
    redirectOnServer(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

/** Signed-in `/app`: users who have not chosen single/couple yet go to the user-type screen first. */
const AppIndex = Object.assign(
  function AppIndex() {
    const user = useCurrentUser();
    if (user.userType === null) return <Redirect to="/app/user-type" />;
    return <HomeScreen />;
  },
  { preload: HomeScreen.preload },
);

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<CenteredSpinner fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}

const redirect = (to: string): ReactNode => <Redirect to={to} />;

export const routes = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <LandingScreen /> },
      // A partner's invite link: public, signed in or not.
      { path: "/join/:token", element: <JoinScreen /> },
      { path: ACCOUNT_DELETED_PATH, element: <AccountDeletedScreen /> },
      // In-screen links without the /app prefix (docs/spec/product-decisions.md, "Routes").
      { path: "/quiz", element: redirect("/app/quiz") },
      { path: "/rewards", element: redirect("/app/rewards") },
      { path: "/profile", element: redirect("/app/profile") },
      {
        path: "/app",
        element: <AppGate />,
        children: [
          { index: true, element: <AppIndex /> },
          { path: "quiz", element: <QuizScreen /> },
          { path: "quiz-history", element: <QuizHistoryScreen /> },
          { path: "date-ideas", element: <DateIdeasScreen /> },
          { path: "rewards", element: <RewardsScreen /> },
          { path: "profile", element: <ProfileScreen /> },
          { path: "admin", element: <AdminScreen /> },
          { path: "user-type", element: <UserTypeScreen /> },
          { path: "profile-setup", element: <ProfileSetupScreen /> },
          { path: "profile-photos", element: <ProfilePhotosScreen /> },
          { path: "discovery-quiz", element: <DiscoveryQuizScreen /> },
          { path: "discover", element: <DiscoverScreen /> },
          { path: "matches", element: <MatchesScreen /> },
          { path: "chat/:matchId", element: <ChatScreen /> },
          { path: "matching/discovery-quiz", element: redirect("/app/discovery-quiz") },
          { path: "matching/discover", element: redirect("/app/discover") },
          { path: "matching/matches", element: redirect("/app/matches") },
          { path: "*", element: <NotFoundScreen homeTo="/app" fullScreen={false} /> },
        ],
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];

/** Starts fetching the code of the screen at `pathname` (the address the app opens at). */
export function preloadRoutes(pathname: string): Promise<void> {
  return preloadScreens(routes, pathname);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
