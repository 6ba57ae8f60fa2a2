import { expect } from "@playwright/test";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

// Signing out lets go of this browser's push subscription (lib/push.ts): the server forgets
// it and the browser's PushManager unsubscribes. Chromium's real push service cannot be
// reached here, so the browser's subscription is a stand-in with the same two members the
// app uses (endpoint, unsubscribe); the server's side is the real one.

test("Sign Out forgets this browser's push subscription on the server and in the browser", async ({
  browser,
}) => {
  const email = uniqueEmail("push-sign-out");
  const page = await signedInPage(browser, email, "/api/health");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  const endpoint = `https://push.example.test/send/${Date.now().toString(36)}`;
  // Told to the test, not kept in the page: signing out clears the site's storage.
  const unsubscribed: string[] = [];
  await page.exposeFunction("e2eUnsubscribed", (what: string) => unsubscribed.push(what));
  await page.addInitScript((endpoint) => {
    const subscription = {
      endpoint,
      unsubscribe: async () => {
        sessionStorage.setItem("e2e-unsubscribed", endpoint);
        await (
          window as unknown as { e2eUnsubscribed(what: string): Promise<void> }
        ).e2eUnsubscribed(endpoint);
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem("e2e-unsubscribed")
        ? null
        : subscription) as unknown as PushSubscription;
  }, endpoint);
  const subscribed = await api<{ devices: number }>(page, "POST", "/api/push/subscriptions", {
    endpoint,
    keys: { p256dh: "BPe2eBrowserKey", auth: "e2eAuthSecret" },
  });
  expect(subscribed.status).toBe(200);
  expect(subscribed.body.devices).toBe(1);

  await page.goto("/app/profile");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole("link", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect(unsubscribed).toEqual([endpoint]);
  await page.context().close();

  // Signed in again (another browser): the server has no device for the person any more.
  const again = await signedInPage(browser, email, "/api/health");
  const settings = await api<{ devices: number }>(again, "GET", "/api/push/settings");
  expect(settings.status).toBe(200);
  expect(settings.body.devices).toBe(0);
  await again.context().close();
});
