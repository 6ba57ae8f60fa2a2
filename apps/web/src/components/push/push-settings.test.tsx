import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_NAME, PUSH_KINDS, type PushKind, type PushSettings } from "@tandem/api-contract";
import { translator } from "@tandem/i18n";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { installCopy } from "./install-steps.js";
import { pushCopy } from "./push-copy.js";
import { PushSettingsCard } from "./push-settings.js";

const push = translator(pushCopy, "en");
const install = translator(installCopy, "en");

const PUBLIC_KEY =
  "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

const settings = (
  kinds: Partial<Record<PushKind, boolean>> = {},
  previews = false,
): PushSettings => ({
  publicKey: PUBLIC_KEY,
  kinds: { ...Object.fromEntries(PUSH_KINDS.map((k) => [k, false])), ...kinds } as Record<
    PushKind,
    boolean
  >,
  previews,
  devices: 0,
});

const deviceSubscription = {
  endpoint: "https://push.example/device-1",
  keys: { p256dh: "BPk3xQ", auth: "c2VjcmV0" },
};

/** A browser with notifications: permission as given (and what asking answers), a worker. */
function stubBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal("Notification", { permission, requestPermission });
  const subscribe = vi.fn(async () => ({ toJSON: () => deviceSubscription }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("PushSettingsCard", () => {
  it("shows every switch off and asks the browser nothing until one is tapped on", async () => {
    const browser = stubBrowser("default", "granted");
    let current = settings();
    const calls = stubTrpc({
      push: {
        settings: () => current,
        subscribe: () => current,
        updateSettings: (input) => {
          current = settings({ ...current.kinds, ...input.kinds });
          return current;
        },
      },
    });
    renderWithProviders(<PushSettingsCard single />);
    const message = await screen.findByRole("switch", { name: push("message") });
    for (const kind of ["match", "message", "like"] as const) {
      expect(screen.getByRole("switch", { name: push(kind) })).toHaveAttribute(
        "aria-checked",
        "false",
      );
    }
    // A couple's kinds are not a single's.
    expect(screen.queryByRole("switch", { name: push("nudge") })).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.setup().click(message);
    await vi.waitFor(() => expect(message).toHaveAttribute("aria-checked", "true"));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const key = (
      browser.subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }]
    )[0].applicationServerKey;
    expect(key).toHaveLength(65);
    const mutations = calls.filter((c) => c.path !== "push.settings");
    expect(mutations.map((c) => [c.path, c.input])).toEqual([
      ["push.subscribe", deviceSubscription],
      ["push.updateSettings", { kinds: { message: true } }],
    ]);
  });

  it("leaves the switch off and says how to allow them when the browser refuses", async () => {
    const browser = stubBrowser("default", "denied");
    const calls = stubTrpc({ push: { settings: () => settings() } });
    renderWithProviders(<PushSettingsCard single={false} />);
    const answered = await screen.findByRole("switch", {
      name: push("partner-answered"),
    });
    await userEvent.setup().click(answered);
    expect((await screen.findByRole("status")).textContent).toContain(push("denied"));
    expect(answered).toHaveAttribute("aria-checked", "false");
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual(["push.settings"]);
  });

  it("turns a switch off without asking the browser anything", async () => {
    const browser = stubBrowser("granted", "granted");
    const calls = stubTrpc({
      push: {
        settings: () => settings({ nudge: true }),
        updateSettings: () => settings(),
      },
    });
    renderWithProviders(<PushSettingsCard single={false} />);
    const nudge = await screen.findByRole("switch", { name: push("nudge") });
    expect(nudge).toHaveAttribute("aria-checked", "true");
    await userEvent.setup().click(nudge);
    await vi.waitFor(() => expect(nudge).toHaveAttribute("aria-checked", "false"));
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === "push.updateSettings").map((c) => c.input)).toEqual([
      { kinds: { nudge: false } },
    ]);
  });

  it("on iPhone Safari in a tab, explains the two steps to the Home Screen instead of the switches", async () => {
    stubBrowser("default", "default");
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    );
    stubTrpc({ push: { settings: () => settings() } });
    renderWithProviders(<PushSettingsCard single={false} />);
    expect(await screen.findByText(install("iosTitle", { app: APP_NAME }))).toBeInTheDocument();
    expect(screen.getByText(install("step1"))).toBeInTheDocument();
    expect(screen.getByText(install("step2", { app: APP_NAME }))).toBeInTheDocument();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByText(push("unsupported"))).toBeNull();
  });
});
