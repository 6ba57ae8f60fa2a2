/** The Badging API where the browser has it (installed apps on Chromium, iOS, macOS). */
interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * The app icon's count of things waiting for the person (decision 236): 0 clears it. Does
 * nothing where the browser has no badge; a refused badge (not installed) is ignored.
 */
export function setAppBadge(count: number): void {
  const badging = navigator as Navigator & BadgingNavigator;
  if (typeof badging.setAppBadge !== "function") return;
  const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge?.();
  void done?.catch(() => undefined);
}

/** Whether this browser can badge the app's icon. */
export const canBadge = (): boolean =>
  typeof (navigator as Navigator & BadgingNavigator).setAppBadge === "function";
