import { lazy, Suspense, useEffect } from "react";
import { CurrentUserContext, useAuth } from "../hooks/use-auth.js";
import { useOnline } from "../lib/network.js";
import { clearPersistedCache } from "../lib/query-persistence.js";
import { AppLayout } from "./app-layout.js";
import { EmptyState } from "./empty-state.js";
import { AppFrameSkeleton } from "./skeleton.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

const WelcomeScreen = lazy(() => import("../routes/welcome.js"));

export const appGateCopy = defineCopy(
  {
    loading: "Loading your account",
    offlineTitle: "You're offline",
    offlineText: "Tandem opens here once it has been online on this device. Connect to carry on.",
  },
  { es: () => import("./app-gate.es.js") },
);

/** Every /app route: a skeleton while the user loads, the welcome view when signed out, else the app. */
export function AppGate() {
  const t = useCopy(appGateCopy);
  const { user, isLoading, error } = useAuth();
  const online = useOnline();
  // Signed out (the server said so): nothing of the last person stays on the device.
  const signedOut = !isLoading && !user && !error;
  useEffect(() => {
    if (signedOut) void clearPersistedCache();
  }, [signedOut]);
  if (isLoading) {
    // Offline with nothing kept from before (query-persistence.ts): say so rather than wait.
    if (!online) {
      return (
        <div className="mx-auto flex min-h-dvh max-w-md items-center px-4">
          <EmptyState role="status" title={t("offlineTitle")} text={t("offlineText")} />
        </div>
      );
    }
    return <AppFrameSkeleton label={t("loading")} />;
  }
  if (!user) {
    return (
      <Suspense
        fallback={<AppFrameSkeleton label={t("loading")} layout="invite" navigation={false} />}
      >
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
