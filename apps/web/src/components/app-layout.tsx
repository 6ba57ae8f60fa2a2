import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useGeolocationLocation } from "../hooks/use-geolocation-location.js";
import { useLiveEvents } from "../hooks/use-live-events.js";
import { BottomNav } from "./bottom-nav.js";
import { CenteredSpinner } from "./centered-spinner.js";

/** The signed-in shell: a centred mobile-width column, the screen, and the bottom navigation. */
export function AppLayout() {
  useGeolocationLocation();
  useLiveEvents();
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 pb-[calc(5rem+env(safe-area-inset-bottom))] pt-[max(env(safe-area-inset-top),0.75rem)]">
      <main className="flex flex-1 flex-col gap-4">
        <Suspense fallback={<CenteredSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
