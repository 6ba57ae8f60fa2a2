import { lazy, type ComponentType, type ReactElement } from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";

/** A screen whose code is split out, with a way to start fetching it early. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A screen whose code loads on first use (React.lazy). Once its code is in, it renders at
 * once, without suspending: React.lazy suspends on its first render even when the code came
 * earlier, which would leave a server-drawn screen (src/server/) waiting while hydrating.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  // One fetch, shared by an early preload and React.lazy's own request.
  let loading: ReturnType<typeof load> | undefined;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(once);
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload: once });
}

/**
 * Starts fetching the code of the screens `pathname` shows, so it loads while the app checks
 * who is signed in rather than after (one round trip fewer before the screen shows).
 * Resolves when it is in (or failed: the failure shows when the screen renders, as
 * React.lazy asks again and throws).
 */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = (route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | string;
    if ((typeof type === "object" || typeof type === "function") && type.preload) {
      loading.push(type.preload().catch(() => undefined));
    }
  }
  await Promise.all(loading);
}
