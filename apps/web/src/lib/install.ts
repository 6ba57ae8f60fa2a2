import { useSyncExternalStore } from "react";

// Installing Tandem to the Home Screen (decision 236): iPhone's Safari delivers web push only
// to an installed app, so there it explains the two steps; Chromium offers its own prompt,
// kept here from the moment it fires so a button can show it later.

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps Chromium's install prompt for a button (instead of its own mini-infobar). Once, at start. */
export function captureInstallPrompt(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    changed();
  });
}

/** Shows the browser's install prompt; true when the person installed. The prompt works once. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === "accepted";
}

/** Whether the browser offered to install the app (a button may show its prompt). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
}

/** Opened from the Home Screen (or as an installed app), not in a browser tab. */
export function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** iPhone or iPad Safari (iPadOS says "Macintosh", with a touch screen); not another iOS browser. */
export function isIosSafari(userAgent = navigator.userAgent): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && navigator.maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Where push needs the app installed first: iPhone Safari in a tab. */
export const needsHomeScreenForPush = (): boolean => isIosSafari() && !isInstalled();
