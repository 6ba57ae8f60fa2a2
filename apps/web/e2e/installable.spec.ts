import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";
import { api, signIn, test, uniqueEmail } from "./support.js";

// Installable (docs/offline.md): Lighthouse 12 has no PWA category any more, so the browser's
// own verdict is asked for: Chromium's DevTools Protocol, Page.getInstallabilityErrors, the
// check behind "Install app", on the built app as the server sends it. In a browser profile
// of its own: a test's usual context is a private window, where nothing is installable.

let profile: string;
let context: BrowserContext;

test.beforeEach(async ({ baseURL }) => {
  profile = mkdtempSync(join(tmpdir(), "tandem-installable-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
});

test.afterEach(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/** Chromium's installability errors for the page, once its service worker controls it. */
async function installabilityErrors(page: Page): Promise<InstallabilityError[]> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors: errors } = await cdp.send("Page.getInstallabilityErrors");
    return errors;
  } finally {
    await cdp.detach();
  }
}

/** The manifest as Chromium read it: no parse errors, and what it says. */
async function appManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const manifest = (await cdp.send("Page.getAppManifest")) as {
      url: string;
      errors: { message: string }[];
      data?: string;
    };
    return { ...manifest, parsed: JSON.parse(manifest.data ?? "{}") as Record<string, unknown> };
  } finally {
    await cdp.detach();
  }
}

test("the landing page is installable: no installability errors, a clean manifest", async () => {
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByText("Join Waitlist").first()).toBeVisible();
  expect(await installabilityErrors(page)).toEqual([]);
  const manifest = await appManifest(page);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(manifest.parsed).toMatchObject({
    name: "Tandem",
    start_url: "/app",
    display: "standalone",
  });
  // Every icon the manifest names is served as what it says it is.
  const icons = manifest.parsed.icons as { src: string; type: string }[];
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()["content-type"], icon.src).toContain(icon.type);
  }
});

test("the signed-in app is installable too", async () => {
  const page = await context.newPage();
  await signIn(page, uniqueEmail("installable"), "/api/health");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(await installabilityErrors(page)).toEqual([]);
});
