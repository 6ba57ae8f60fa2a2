import { expect, type Page } from "@playwright/test";
import { api, signedInPage, test, uniqueEmail, workerReady } from "./support.js";

// A lost phone (decision 257): the person signs out everywhere from another device. The phone,
// offline, shows what it kept only while its session was confirmed lately (12 hours); after
// that, the offline screen and nothing of the person.

const SHOTS = "/work/shots/trust";
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR !== "0") await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const HOURS = 60 * 60 * 1000;

test("a phone signed out from elsewhere stops showing the person's data offline once its session is not confirmed", async ({
  browser,
}) => {
  test.slow(); // two browser contexts, three loads of the app offline
  const email = uniqueEmail("lost-phone");
  const phone = await signedInPage(browser, email, "/api/health", { firstName: "Morgan" });
  await phone.setViewportSize({ width: 390, height: 844 });
  expect((await api(phone, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await phone.goto("/app/profile");
  await expect(phone.getByText("Morgan").first()).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await workerReady(phone);

  // The phone is lost, without a network; from a laptop: "Sign out everywhere".
  await phone.context().setOffline(true);
  const laptop = await signedInPage(browser, email, "/api/health", { firstName: "Morgan" });
  expect((await api(laptop, "POST", "/api/user/sign-out-everywhere")).status).toBe(200);
  await laptop.context().close();

  // The phone, offline, within the window: what it last saw, marked offline.
  await phone.reload();
  await expect(phone.getByRole("status").filter({ hasText: "Offline" })).toBeVisible();
  await expect(phone.getByText(email)).toBeVisible();
  await shot(phone, "lost-phone-01-offline-within-12-hours");

  // Thirteen hours later, still offline: nothing of Morgan.
  await phone.clock.install({ time: new Date(Date.now() + 13 * HOURS) });
  await phone.reload();
  // As on a device that never kept anything: signed out, or "You're offline".
  await expect(phone.getByText(/Welcome to Tandem|You're offline/).first()).toBeVisible();
  await expect(
    phone.getByRole("status").filter({ hasText: "Showing what you last saw" }),
  ).toHaveCount(0);
  await expect(phone.getByText("Morgan")).toHaveCount(0);
  await expect(phone.getByText(email)).toHaveCount(0);
  await shot(phone, "lost-phone-02-offline-after-13-hours");
  // The reads are gone from the device, not only hidden.
  const kept = await phone.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open("tandem-offline");
        open.onsuccess = () => {
          const read = open.result.transaction("cache").objectStore("cache").get("app");
          read.onsuccess = () => resolve(JSON.stringify(read.result ?? null));
          read.onerror = () => resolve("error");
        };
        open.onerror = () => resolve("error");
      }),
  );
  expect(kept).not.toContain(email);
  expect(kept).not.toContain("Morgan");

  // Back online: the server says signed out, and the welcome screen shows.
  await phone.context().setOffline(false);
  await phone.reload();
  await expect(phone.getByText("Morgan")).toHaveCount(0);
  await phone.context().close();
});
