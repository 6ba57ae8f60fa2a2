import { expect, type Page } from "@playwright/test";
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { api, signedInPage, test, uniqueEmail, workerReady } from "./support.js";

// "New version: Refresh" (docs/offline.md): a new service worker is found by the app's own
// check, waits while the open session goes on, and only the banner's Refresh switches to it.

/** The built worker the server sends (playwright.config.ts: WEB_DIST_DIR=dist). */
const WORKER = fileURLToPath(new URL("../dist/sw.js", import.meta.url));
const KEPT = `${WORKER}.e2e-kept`;
const COMPRESSED = [`${WORKER}.br`, `${WORKER}.gz`];

/**
 * Puts the next version of the worker in the build folder: the same code and file list with a
 * line that answers which version it is. Its compressed copies are set aside meanwhile (the
 * server would send those first); test.afterAll puts everything back.
 */
async function deployNextWorker() {
  const current = readFileSync(WORKER, "utf8");
  renameSync(WORKER, KEPT);
  for (const file of COMPRESSED) renameSync(file, `${file}.e2e-kept`);
  writeFileSync(
    WORKER,
    `${current}
self.addEventListener("message", (event) => {
  if (event.data?.type === "E2E_VERSION") event.ports[0]?.postMessage("next");
});
`,
  );
}

test.afterAll(() => {
  try {
    readFileSync(KEPT);
  } catch {
    return; // nothing was changed
  }
  rmSync(WORKER, { force: true });
  renameSync(KEPT, WORKER);
  for (const file of COMPRESSED) renameSync(`${file}.e2e-kept`, file);
});

/** Asks the worker in control which version it is (only the next version answers). */
const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve("none");
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: "E2E_VERSION" }, [channel.port2]);
        setTimeout(() => resolve("first"), 2000);
      }),
  );

test("a new version waits for Refresh, the open session goes on, Refresh loads it", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("new-version"), "/api/health");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app");
  await expect(page.getByText("Today's Quiz")).toBeVisible();
  await workerReady(page);
  expect(await controllerVersion(page)).toBe("first");

  // The next deploy: the server serves what the build folder holds, read per request; the
  // same worker with one more line (it says which version it is) is put there.
  await deployNextWorker();

  // Something of the open session that a reload would lose.
  await page.evaluate(() => {
    (window as unknown as { openSession: string }).openSession = "still here";
  });
  // The app asks for a new version when the network comes back (and every hour).
  await page.evaluate(() => window.dispatchEvent(new Event("online")));

  const newVersion = page.getByRole("status").filter({ hasText: "New version" });
  await expect(newVersion).toBeVisible();
  await expect(newVersion.getByRole("button", { name: "Refresh" })).toBeVisible();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/new-version.png` });

  // The open session goes on with the code it started with: no reload, screens still open.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Rewards" })
    .click();
  await expect(page.getByRole("heading", { name: "Rewards" }).first()).toBeVisible();
  await expect(newVersion).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { openSession?: string }).openSession),
  ).toBe("still here");
  expect(await controllerVersion(page)).toBe("first");
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting?.state ?? null;
  });
  expect(waiting).toBe("installed");

  // Refresh: the page loads again, under the new version, on the same screen.
  await Promise.all([
    page.waitForEvent("load"),
    newVersion.getByRole("button", { name: "Refresh" }).click(),
  ]);
  await expect(page).toHaveURL(/\/app\/rewards$/);
  await expect(page.getByRole("heading", { name: "Rewards" }).first()).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { openSession?: string }).openSession),
  ).toBeUndefined();
  await workerReady(page);
  expect(await controllerVersion(page)).toBe("next");
  await expect(newVersion).toHaveCount(0);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await page.context().close();
});
