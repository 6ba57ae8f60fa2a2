import { lazy, Suspense } from "react";
import { CurrentUserContext, useAuth } from "../hooks/use-auth.js";
import { AppLayout } from "./app-layout.js";
import { CenteredSpinner } from "./centered-spinner.js";

const WelcomeScreen = lazy(() => import("../routes/welcome.js"));

const copy = { loading: "Loading your account" };

/** Every /app route: a spinner while the user loads, the welcome view when signed out, else the app. */
export function AppGate() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <CenteredSpinner fullScreen label={copy.loading} />;
  if (!user) {
    return (
      <Suspense fallback={<CenteredSpinner fullScreen />}>
        <WelcomeScreen />
      </Suspense>
    );
  }
  return (
    <CurrentUserContext.Provider value={user}>
      <AppLayout />
    </CurrentUserContext.Provider>
  );
}
