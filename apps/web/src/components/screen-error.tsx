import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from "react-router-dom";
import { Button } from "@tandem/ui";
import { retryFailedScreens, ScreenCodeError } from "../lib/lazy-screen.js";
import { useOnline } from "../lib/network.js";
import { EmptyState } from "./empty-state.js";
import { useFrameCopy } from "./frame-copy.js";

/**
 * A signed-in screen that failed (its code would not load, or it threw while drawing): said
 * in the app's frame, with its navigation, instead of the whole page. "Reload" draws the
 * screen again, fetching its code again; without a network that happens by itself when the
 * network is back.
 */
export function ScreenError() {
  const t = useFrameCopy();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const codeFailed = error instanceof ScreenCodeError || isChunkError(error);
  // A new location (same address) makes the router draw the screen again.
  const reload = () => {
    retryFailedScreens();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };
  useEffect(() => {
    if (!codeFailed) console.error(error);
  }, [codeFailed, error]);
  useEffect(() => {
    if (!codeFailed) return;
    const again = () => reload();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  });
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : null;
  return (
    <div className="flex flex-1 flex-col justify-center">
      <EmptyState
        role="alert"
        size="md"
        titleAs="h1"
        title={t(codeFailed ? "codeTitle" : "title")}
        text={codeFailed ? t(online ? "codeText" : "codeOffline") : (detail ?? t("screenText"))}
      >
        <Button className="w-full" onClick={reload}>
          {t("reload")}
        </Button>
      </EmptyState>
    </div>
  );
}

/** The browser's own words for a module that did not arrive. */
function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
