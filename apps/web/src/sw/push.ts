// The service worker's part of push notifications (docs/decisions/141-push-notifications.md):
// show what the server sent, and open the app where a tap should land. The service worker
// calls `registerPushHandlers(self)` once; importing this file registers nothing by itself.
// Written against the few worker types it uses, so it type-checks with the app's DOM types.
import { sameSitePath } from "./same-site-path.js";

interface PushPayload {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The parts of ServiceWorkerGlobalScope this file uses. */
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & { data?: unknown },
    ): Promise<void>;
    getNotifications?(): Promise<readonly unknown[]>;
  };
  /** The Badging API, where the browser has it. */
  navigator?: { setAppBadge?(count?: number): Promise<void> };
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push" | "notificationclick", listener: (event: never) => void): void;
}

interface PushEventLike {
  data: { json(): unknown } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickEventLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

/** The app's icon, from its manifest. */
export const NOTIFICATION_ICON = "/icons/icon-192.png";

const FALLBACK: PushPayload = {
  kind: "unknown",
  title: "Tandem",
  body: "Something new is waiting for you.",
  url: "/app",
  tag: "tandem",
};

/** The payload, or a plain notification if it is not what the server sends. */
export function readPayload(data: PushEventLike["data"]): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (value && typeof value.title === "string" && typeof value.body === "string") {
      return {
        kind: String(value.kind ?? FALLBACK.kind),
        title: value.title,
        body: value.body,
        url: sameSitePath(value.url, "https://tandem.invalid"),
        tag: typeof value.tag === "string" ? value.tag : FALLBACK.tag,
      };
    }
  } catch {
    // Not JSON: the plain notification below.
  }
  return FALLBACK;
}

export async function showPush(scope: PushWorkerScope, event: PushEventLike): Promise<void> {
  const payload = readPayload(event.data);
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: NOTIFICATION_ICON,
    data: { url: payload.url },
  });
  await badgeWaiting(scope);
}

/**
 * The app icon's badge while the app is closed (decision 236): the number of Tandem's
 * notifications waiting (one per tag: a day's quiz, a conversation). The app sets the exact
 * count (today's quiz, unread messages) when it opens. Where there is no badge, nothing.
 */
async function badgeWaiting(scope: PushWorkerScope): Promise<void> {
  const setAppBadge = scope.navigator?.setAppBadge?.bind(scope.navigator);
  if (!setAppBadge) return;
  try {
    const waiting = (await scope.registration.getNotifications?.())?.length ?? 0;
    await setAppBadge(Math.max(1, waiting));
  } catch {
    // A badge refused (not installed) changes nothing.
  }
}

/** A tap: an open tab of the app goes to the address and comes forward, else a new one opens. */
export async function openFromNotification(
  scope: PushWorkerScope,
  event: NotificationClickEventLike,
): Promise<void> {
  event.notification.close();
  const data = event.notification.data as { url?: string } | undefined;
  const url = new URL(sameSitePath(data?.url, scope.location.origin), scope.location.origin).href;
  const tabs = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === scope.location.origin);
  if (tab) {
    await tab.navigate?.(url);
    await tab.focus();
    return;
  }
  await scope.clients.openWindow(url);
}

/** Adds the push and notificationclick listeners to the worker's scope. */
export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener("push", (event: PushEventLike) => event.waitUntil(showPush(scope, event)));
  scope.addEventListener("notificationclick", (event: NotificationClickEventLike) =>
    event.waitUntil(openFromNotification(scope, event)),
  );
}
