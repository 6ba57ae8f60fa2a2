import { lazy, type ReactNode } from "react";
import { createBrowserRouter, Navigate, Outlet, ScrollRestoration } from "react-router-dom";
import { AppGate } from "./components/app-gate.js";
import { RouteError } from "./components/route-error.js";
import { useCurrentUser } from "./hooks/use-auth.js";
import LandingScreen from "./routes/landing.js";
import NotFoundScreen from "./routes/not-found.js";

// Signed-in screens are split out so the landing page loads only its own code.
const HomeScreen = lazy(() => import("./routes/home.js"));
const QuizScreen = lazy(() => import("./routes/quiz.js"));
const RewardsScreen = lazy(() => import("./routes/rewards.js"));
const ProfileScreen = lazy(() => import("./routes/profile.js"));
const AdminScreen = lazy(() => import("./routes/admin.js"));
const UserTypeScreen = lazy(() => import("./routes/user-type.js"));
const ProfileSetupScreen = lazy(() => import("./routes/profile-setup.js"));
const DiscoveryQuizScreen = lazy(() => import("./routes/discovery-quiz.js"));
const DiscoverScreen = lazy(() => import("./routes/discover.js"));
const MatchesScreen = lazy(() => import("./routes/matches.js"));
const QuizHistoryScreen = lazy(() => import("./routes/quiz-history.js"));
const DateIdeasScreen = lazy(() => import("./routes/date-ideas.js"));

/** Signed-in `/app`: users who have not chosen single/couple yet go to the user-type screen first. */
function AppIndex() {
  const user = useCurrentUser();
  if (user.userType === null) return <Navigate to="/app/user-type" replace />;
  return <HomeScreen />;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const redirect = (to: string): ReactNode => <Navigate to={to} replace />;

export const routes = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: "/", element: <LandingScreen /> },
      // In-screen links without the /app prefix (decisions.md "Routes").
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
          { path: "discovery-quiz", element: <DiscoveryQuizScreen /> },
          { path: "discover", element: <DiscoverScreen /> },
          { path: "matches", element: <MatchesScreen /> },
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

export function createRouter() {
  return createBrowserRouter(routes);
}
