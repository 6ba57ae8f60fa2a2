import { createContext, Suspense, useContext, type ReactNode } from "react";
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from "react-router-dom";
import { ACCOUNT_DELETED_PATH } from "./components/account/account-deleted.js";
import { AppGate } from "./components/app-gate.js";
import { FrameWordsProvider } from "./components/frame-copy.js";
import { RouteError } from "./components/route-error.js";
import { ScreenError } from "./components/screen-error.js";
import {
  AppFrameSkeleton,
  RouteSkeleton,
  type SkeletonLabel,
  type SkeletonLayout,
} from "./components/skeleton.js";
import { useCurrentUser } from "./hooks/use-auth.js";
import { lazyScreen, preloadScreens } from "./lib/lazy-screen.js";
import NotFoundScreen from "./routes/not-found.js";

/** A signed-in screen's placeholder while its code loads: its own layout (skeleton.tsx). */
const skeleton = (layout: SkeletonLayout, label: SkeletonLabel) => (
  <RouteSkeleton layout={layout} label={label} />
);

// Every screen is split out so a page loads only its own code, and the opening screen's code
// is fetched at start (preloadRoutes). The public landing page is also served prerendered on
// its own: landing.html, src/landing/.
const LandingScreen = lazyScreen(() => import("./routes/landing.js"));
const HomeScreen = lazyScreen(() => import("./routes/home.js"), skeleton("home", "loadingHome"));
const QuizScreen = lazyScreen(() => import("./routes/quiz.js"), skeleton("quiz", "loadingQuiz"));
const RewardsScreen = lazyScreen(
  () => import("./routes/rewards.js"),
  skeleton("cards", "loadingRewards"),
);
const ProfileScreen = lazyScreen(
  () => import("./routes/profile.js"),
  skeleton("profile", "loadingProfile"),
);
const AdminScreen = lazyScreen(() => import("./routes/admin.js"), skeleton("list", "loading"));
const UserTypeScreen = lazyScreen(() => import("./routes/user-type.js"));
const ProfileSetupScreen = lazyScreen(() => import("./routes/profile-setup.js"));
const ProfilePhotosScreen = lazyScreen(() => import("./routes/profile-photos.js"));
const DiscoveryQuizScreen = lazyScreen(() => import("./routes/discovery-quiz.js"));
const DiscoverScreen = lazyScreen(
  () => import("./routes/discover.js"),
  skeleton("deck", "loadingDiscover"),
);
const MatchesScreen = lazyScreen(
  () => import("./routes/matches.js"),
  skeleton("list", "loadingMatches"),
);
const LikesYouScreen = lazyScreen(
  () => import("./routes/likes-you.js"),
  skeleton("deck", "loadingLikes"),
);
const QuizHistoryScreen = lazyScreen(
  () => import("./routes/quiz-history.js"),
  skeleton("cards", "loadingHistory"),
);
const ChatScreen = lazyScreen(
  () => import("./routes/chat.js"),
  skeleton("chat", "loadingConversation"),
);
const DateIdeasScreen = lazyScreen(
  () => import("./routes/date-ideas.js"),
  skeleton("cards", "loadingDateIdeas"),
);
const OurChatScreen = lazyScreen(
  () => import("./routes/our-chat.js"),
  skeleton("chat", "loadingOurChat"),
);
const OurStoryScreen = lazyScreen(
  () => import("./routes/our-story.js"),
  skeleton("cards", "loadingStory"),
);
const JoinScreen = lazyScreen(() => import("./routes/join.js"));
const PartnerScreen = lazyScreen(() => import("./routes/partner.js"));
const AccountDeletedScreen = lazyScreen(() => import("./routes/account-deleted.js"));

/**
 * A signed-in screen that fails shows so in the app's frame, with its navigation
 * (screen-error.tsx), not instead of the whole app.
 */
const inFrame = <T extends object>(route: T) => ({ ...route, errorElement: <ScreenError /> });

/**
 * Set by the server's renderer (src/server/render-page.tsx): a page that sends the person
 * elsewhere is answered with an HTTP redirect there, rather than rendered empty.
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
    <FrameWordsProvider>
      <ScrollRestoration />
      <Suspense fallback={<AppFrameSkeleton />}>
        <Outlet />
      </Suspense>
    </FrameWordsProvider>
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
      // A partner's staff check and use vouchers with their brand's token (decision 334).
      { path: "/partner", element: <PartnerScreen /> },
      // In-screen links without the /app prefix (docs/spec/product-decisions.md, "Routes").
      { path: "/quiz", element: redirect("/app/quiz") },
      { path: "/rewards", element: redirect("/app/rewards") },
      { path: "/profile", element: redirect("/app/profile") },
      {
        path: "/app",
        element: <AppGate />,
        children: (
          [
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
            { path: "matches/likes", element: <LikesYouScreen /> },
            { path: "chat/:matchId", element: <ChatScreen /> },
            { path: "our-chat", element: <OurChatScreen /> },
            { path: "our-story", element: <OurStoryScreen /> },
            { path: "matching/discovery-quiz", element: redirect("/app/discovery-quiz") },
            { path: "matching/discover", element: redirect("/app/discover") },
            { path: "matching/matches", element: redirect("/app/matches") },
            { path: "*", element: <NotFoundScreen homeTo="/app" fullScreen={false} /> },
          ] as RouteObject[]
        ).map(inFrame),
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
