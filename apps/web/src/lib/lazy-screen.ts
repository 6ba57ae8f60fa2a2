import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";

/** A screen whose code is split out (React.lazy), with a way to start fetching it early. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  // One fetch, shared by an early preload and React.lazy's own request.
  let loading: ReturnType<typeof load> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/**
 * Starts fetching the code of the screens `pathname` shows, so it loads while the app checks
 * who is signed in rather than after (one round trip fewer before the screen shows).
 */
export function preloadScreens(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | string;
    if (typeof type === "object" || typeof type === "function") {
      // A failure shows when the screen renders (React.lazy asks again and throws).
      type.preload?.().catch(() => undefined);
    }
  }
}
