import { describe, expect, it, vi } from "vitest";
import { NOTIFICATION_ICON, registerPushHandlers } from "./push.js";

function fakeScope(
  tabs: {
    url: string;
    focus: () => Promise<unknown>;
    navigate?: (u: string) => Promise<unknown>;
  }[] = [],
) {
  const listeners = new Map<string, (event: never) => void>();
  const scope = {
    location: { origin: "https://tandem.example" },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
    addEventListener: (type: string, listener: (event: never) => void) =>
      listeners.set(type, listener),
  };
  registerPushHandlers(scope);
  const fire = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) } as never);
    await done;
  };
  return { scope, fire };
}

describe("the service worker's push handlers", () => {
  it("shows the payload's title and body, tagged, with the address to open", async () => {
    const { scope, fire } = fakeScope();
    const payload = {
      kind: "message",
      title: "New message",
      body: "You have a new message.",
      url: "/app/chat/7",
      tag: "chat-7",
    };
    await fire("push", { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith("New message", {
      body: "You have a new message.",
      tag: "chat-7",
      icon: NOTIFICATION_ICON,
      data: { url: "/app/chat/7" },
    });
  });

  it("shows a plain notification for a payload it cannot read, and never an outside address", async () => {
    const { scope, fire } = fakeScope();
    await fire("push", {
      data: {
        json: () => {
          throw new Error("not JSON");
        },
      },
    });
    await fire("push", {
      data: { json: () => ({ title: "Hi", body: "There", url: "https://evil.example/" }) },
    });
    const calls = scope.registration.showNotification.mock.calls as unknown as [
      string,
      { data: { url: string } },
    ][];
    expect(calls[0]![0]).toBe("Tandem");
    expect(calls[1]![1].data.url).toBe("/app");
  });

  it("a tap brings an open tab of the app to the address, or opens one", async () => {
    const tab = {
      url: "https://tandem.example/app",
      focus: vi.fn(async () => {}),
      navigate: vi.fn(async () => {}),
    };
    const open = fakeScope([tab]);
    const close = vi.fn();
    await open.fire("notificationclick", { notification: { data: { url: "/app/quiz" }, close } });
    expect(close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith("https://tandem.example/app/quiz");
    expect(tab.focus).toHaveBeenCalled();
    expect(open.scope.clients.openWindow).not.toHaveBeenCalled();

    const none = fakeScope([]);
    await none.fire("notificationclick", {
      notification: { data: { url: "/app/rewards" }, close },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith(
      "https://tandem.example/app/rewards",
    );
  });

  it("badges the app icon with the notifications waiting, where the browser can", async () => {
    const { scope, fire } = fakeScope();
    const setAppBadge = vi.fn(async () => {});
    const withBadge = Object.assign(scope, {
      navigator: { setAppBadge },
      registration: {
        ...scope.registration,
        getNotifications: vi.fn(async () => [{}, {}]),
      },
    });
    registerPushHandlers(withBadge);
    const payload = { kind: "nudge", title: "Your turn", body: "…", url: "/app/quiz", tag: "n" };
    await fire("push", { data: { json: () => payload } });
    expect(setAppBadge).toHaveBeenCalledWith(2);
  });

  it("shows the notification where there is no badge, and when the badge is refused", async () => {
    const { scope, fire } = fakeScope();
    await fire("push", { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
    const refused = Object.assign(scope, {
      navigator: { setAppBadge: vi.fn(async () => Promise.reject(new Error("not installed"))) },
    });
    registerPushHandlers(refused);
    await expect(fire("push", { data: null })).resolves.toBeUndefined();
  });
});
