import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from "react";
import { matchRoutes, type RouteObject } from "react-router-dom";

/** A screen whose code is split out, with a way to start fetching it early. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** A failed fetch of a screen's code is tried again after these pauses, then reported. */
export const CHUNK_RETRY_DELAYS_MS: readonly number[] = [400, 1500];

/** A screen's code that could not be fetched, even after trying again. */
export class ScreenCodeError extends Error {
  constructor(cause: unknown) {
    super("This screen's code could not be loaded.", { cause });
    this.name = "ScreenCodeError";
  }
}

/** Screens whose code failed: `retryFailedScreens` lets them try again. */
const failed = new Set<() => void>();

/** Lets every screen whose code failed to load fetch it again on its next render. */
export function retryFailedScreens(): void {
  for (const reset of [...failed]) reset();
}

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = CHUNK_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw new ScreenCodeError(error);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A screen whose code loads on first use (React.lazy). Once its code is in, a screen mounted
 * afterwards renders at once, without suspending: React.lazy suspends on its first render even when the code came
 * earlier, which would leave a server-rendered screen (src/server/) waiting while hydrating.
 * A failed fetch is tried again (CHUNK_RETRY_DELAYS_MS), then throws a ScreenCodeError for the
 * screen's error element, which can ask again (retryFailedScreens). `fallback`: what shows
 * while the code loads (the screen's skeleton).
 */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  fallback?: ReactNode,
): LazyScreen {
  let loaded: ComponentType | undefined;
  // One fetch, shared by an early preload and React.lazy's own request.
  let loading: ReturnType<typeof load> | undefined;
  const reset = () => {
    failed.delete(reset);
    loading = undefined;
    Lazy = lazy(once);
  };
  const once = () =>
    (loading ??= withRetries(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failed.add(reset);
        throw error;
      },
    ));
  let Lazy = lazy(once);
  function Screen() {
    // Chosen once, when the screen mounts. A screen that mounted before its code came (opened
    // from another screen) must not switch to <Loaded /> on a later render: that is another
    // element type in the same place, so React would mount the whole screen anew and drop its
    // state, such as an open dialog (its first re-render came when the user changed, e.g. on
    // the first quiz answer's points).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return fallback === undefined ? (
      <Lazy />
    ) : (
      <Suspense fallback={fallback}>
        <Lazy />
      </Suspense>
    );
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
