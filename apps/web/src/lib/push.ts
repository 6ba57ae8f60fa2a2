/** What subscribing this device gave: the browser's subscription, or why there is none. */
export type DeviceSubscription =
  | { ok: true; subscription: { endpoint: string; keys: { p256dh: string; auth: string } } }
  | { ok: false; reason: "unsupported" | "denied" };

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** The app's service worker, waiting a moment for one that is still starting. */
async function serviceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  const found = await navigator.serviceWorker.getRegistration();
  if (found) return found;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000)),
  ]);
}

/**
 * Subscribes this browser to push with the server's key. The browser asks for permission
 * here, so call it only from a person's tap on a switch that turns notifications on.
 */
export async function subscribeThisDevice(publicKey: string): Promise<DeviceSubscription> {
  if (
    typeof Notification === "undefined" ||
    typeof navigator === "undefined" ||
    !("serviceWorker" in navigator)
  ) {
    return { ok: false, reason: "unsupported" };
  }
  const permission =
    Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return { ok: false, reason: "denied" };
  const registration = await serviceWorker();
  if (!registration?.pushManager) return { ok: false, reason: "unsupported" };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) {
    return { ok: false, reason: "unsupported" };
  }
  return {
    ok: true,
    subscription: {
      endpoint: json.endpoint,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    },
  };
}

/** Signing out waits at most this long for the push subscription to be let go. */
const LET_GO_WITHIN_MS = 3000;

/**
 * Signing out of this browser: its push subscription is forgotten by the server (`forget`,
 * while still signed in) and unsubscribed in the browser's PushManager, so the lock screen
 * shows nothing more of the person who left. Never throws and never waits long: signing out
 * goes on regardless (a subscription the server still holds is deleted the first time the
 * push service answers that it is gone, decision 141).
 */
export async function letGoOfThisDevice(
  forget?: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const letGo = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await Promise.allSettled([forget?.(subscription.endpoint), subscription.unsubscribe()]);
  };
  await Promise.race([
    letGo().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, LET_GO_WITHIN_MS)),
  ]);
}

/** This browser's push subscription address, if it has one (told with its language). */
export async function thisDevicePushEndpoint(): Promise<string | undefined> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription())?.endpoint;
}
