import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { cn } from "@tandem/ui";
import { useCurrentUser } from "../hooks/use-auth.js";
import { useDayRollover } from "../hooks/use-day-rollover.js";
import { useGeolocationLocation } from "../hooks/use-geolocation-location.js";
import { useLiveEvents } from "../hooks/use-live-events.js";
import { BottomNav } from "./bottom-nav.js";
import { useOfflinePersistence } from "../hooks/use-offline-persistence.js";
import { ConnectionBanner } from "./connection-banner.js";
import { lazyScreen } from "../lib/lazy-screen.js";
import { useOutboxHandlers } from "./outbox-handlers.js";
import { ScreenSkeleton } from "./skeleton.js";
import { TakenOver } from "./taken-over.js";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../lib/i18n.js";

export const appLayoutCopy = defineCopy(
  {
    loading: "Loading",
  },
  { es: () => import("./app-layout.es.js") },
);

/**
 * Only a person without a first name sees it: its form's code (and the contract's schemas it
 * brings) stays off everyone else's first page. The server renderer preloads it.
 */
export const NameStepScreen = lazyScreen(() => import("./users/name-step-screen.js"));
/** The same for someone without a birth date (decision 270), or refused for being under 18. */
export const BirthDateScreen = lazyScreen(() => import("./users/birth-date-screen.js"));

/** Screens shown without the bottom navigation: a choice to make before the app applies. */
export const ROUTES_WITHOUT_NAV: readonly string[] = ["/app/user-type"];

/** A conversation is full-screen: the keyboard and the box need the room (decision 245). */
const FULL_SCREEN_PREFIXES: readonly string[] = ["/app/chat/"];

/** Whether a path shows the bottom navigation. */
export function showsNav(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return (
    !ROUTES_WITHOUT_NAV.includes(path) &&
    !FULL_SCREEN_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/**
 * What the signed-in shell does in a browser: the outbox, the offline copy, the position, the
 * live stream, the day's rollover. Effects and subscriptions only, which draw nothing: in the
 * server build (a page rendered on the server, decision 216) they are skipped, not run to no
 * effect on every page.
 */
const useBrowserHooks = import.meta.env.SSR
  ? () => {}
  : () => {
      useOutboxHandlers();
      useOfflinePersistence();
      useGeolocationLocation();
      useLiveEvents();
      useDayRollover();
    };

/**
 * The signed-in shell: a centred mobile-width column, the screen, and the bottom navigation.
 * Someone without a first name gives one first, then their birth date, whatever screen they
 * opened; that screen follows (docs/decisions/101-first-names.md, decision 270).
 */
export function AppLayout() {
  const t = useCopy(appLayoutCopy);
  useBrowserHooks();
  const user = useCurrentUser();
  const needsName = !user.firstName?.trim();
  const needsBirthDate = !user.birthDate;
  const { pathname } = useLocation();
  const withNav = !needsName && !needsBirthDate && showsNav(pathname);
  return (
    <div
      className={cn(
        "mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pt-[max(env(safe-area-inset-top),0.75rem)]",
        withNav
          ? "pb-[calc(5rem+env(safe-area-inset-bottom))]"
          : "pb-[max(env(safe-area-inset-bottom),1.5rem)]",
      )}
    >
      <ConnectionBanner />
      <main className="flex flex-1 flex-col gap-4">
        <Suspense fallback={<ScreenSkeleton layout="cards" label={t("loading")} />}>
          {needsName ? <NameStepScreen /> : needsBirthDate ? <BirthDateScreen /> : <Outlet />}
          <TakenOver />
        </Suspense>
      </main>
      {withNav ? <BottomNav /> : null}
    </div>
  );
}
