import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { expect, type Browser, type Page } from "@playwright/test";
import { api, openApp, signedInPage, test, uniqueEmail } from "./support.js";

// Home, the quiz and Discover arrive rendered by the server with the person's data
// (apps/api/src/http/server-pages.ts, src/server/render-page.tsx); the app takes the page
// over without drawing it again (docs/pages.md).

/**
 * What the page logs as an error or warning, the nodes removed from it before `settled`, and
 * the reads it asks the server for (tRPC procedures, the live stream left out).
 */
async function watch(page: Page) {
  const logged: string[] = [];
  /** Each read asked, with the address of the page that asked (its Referer). */
  const asked: { name: string; from: string }[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") logged.push(m.text());
  });
  page.on("request", (request) => {
    const path = /\/trpc\/([^?]+)/.exec(new URL(request.url()).pathname)?.[1];
    const referer = request.headers().referer;
    if (request.method() === "GET" && path && referer) {
      const from = new URL(referer).pathname;
      for (const name of path.split(",")) if (name !== "events.stream") asked.push({ name, from });
    }
  });
  page.on("pageerror", (e) => logged.push(e.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedNodes: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType === Node.ELEMENT_NODE)
            removed.push((node as Element).outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    logged,
    /**
     * The reads the page at `path` came with that it asked for again: none, since the server
     * has just read them (lib/page-state.ts, JUST_READ_MS). Only what that page asked counts
     * (not the page open before it).
     */
    askedAgain: async (path: string) => {
      const reads = await page.evaluate(() => {
        const json = document.getElementById("page-state")?.textContent ?? "{}";
        const state = JSON.parse(json) as { queries?: { queries?: { queryKey: unknown[] }[] } };
        return (state.queries?.queries ?? []).map((query) =>
          (query.queryKey[0] as string[]).join("."),
        );
      });
      expect(reads.length).toBeGreaterThan(0);
      return asked.filter((read) => read.from === path && reads.includes(read.name));
    },
    /** Nodes removed so far: a page taken over by hydrating loses none. */
    removed: () =>
      page.evaluate(() => (window as unknown as { removedNodes: string[] }).removedNodes),
  };
}

async function couple(browser: Browser): Promise<Page> {
  const page = await signedInPage(browser, uniqueEmail("ssr-couple"), "/app/user-type");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  return page;
}

test("a person who has not chosen single or couple yet is sent to the choice by the server", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("ssr-new"), "/app/user-type");
  const response = await page.request.get("/app", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/app/user-type");
  await page.goto("/app");
  await expect(page).toHaveURL(/\/app\/user-type$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("home and the quiz arrive as HTML with the person's data, private, and read without JavaScript", async ({
  browser,
}) => {
  const page = await couple(browser);
  const response = await page.request.get("/app", { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const html = await response.text();
  expect(html).toContain("Today&#x27;s Quiz");
  // With a query string too (a link from a notification, say).
  expect(await (await page.request.get("/app?from=e2e")).text()).toContain("Today&#x27;s Quiz");
  expect(html).toContain('<script type="application/json" id="page-state">');
  // Still no inline script that runs: the page's data is JSON, not code.
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>/);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await noScript.newPage();
  await still.goto("/app");
  await expect(still.getByRole("heading", { name: "Today's Quiz" })).toBeVisible();
  await expect(still.getByText("0/8 questions")).toBeVisible();
  await still.goto("/app/quiz");
  await expect(still.getByRole("heading", { level: 1, name: "Daily Quiz" })).toBeVisible();
  await expect(still.getByText("Question 1 of 8")).toBeVisible();
  await noScript.close();
});

test("the app takes over the server's home without drawing it again, and it works", async ({
  browser,
}) => {
  const page = await couple(browser);
  const { logged, removed, askedAgain } = await watch(page);
  await openApp(page, "/app");
  expect(await removed()).toEqual([]);
  await page.getByRole("button", { name: "Continue Quiz" }).click();
  await expect(page.getByRole("dialog").getByText("Question 1 of 8")).toBeVisible();
  expect(logged).toEqual([]);
  expect(await askedAgain("/app")).toEqual([]);
});

test("the quiz and Discover are taken over as rendered, and answer a tap", async ({ browser }) => {
  const page = await couple(browser);
  const { logged, removed } = await watch(page);
  await openApp(page, "/app/quiz");
  expect(await removed()).toEqual([]);
  const firstOption = page.getByRole("group").getByRole("button").first();
  await firstOption.click();
  await expect(firstOption).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Next Question" })).toBeEnabled();

  const single = await signedInPage(browser, uniqueEmail("ssr-single"), "/app/user-type");
  expect((await api(single, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(single, "POST", "/api/matching/profile", {
    nickname: "Sol",
    gender: "female",
    ageGroup: "28-32",
    city: "Porto",
    bio: "Drawn by the server.",
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q) => q.options[0].tag);
  expect((await api(single, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  const html = await (await single.request.get("/app/discover")).text();
  expect(html).toContain('id="page-state"');
  const discover = await watch(single);
  await openApp(single, "/app/discover");
  await expect(single.getByRole("heading", { level: 1, name: "Discover" })).toBeVisible();
  expect(await discover.removed()).toEqual([]);
  await single.getByRole("link", { name: "My Matches" }).first().click();
  await expect(single).toHaveURL(/\/app\/matches$/);
  expect([...logged, ...discover.logged]).toEqual([]);
  expect(await discover.askedAgain("/app/discover")).toEqual([]);
});

test("a tap on the server-rendered page before the app runs is answered once it does", async ({
  browser,
}) => {
  const page = await couple(browser);
  // The app's code is slow to arrive (a phone's network): the page is on screen without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/app");
  await page.getByRole("button", { name: "Continue Quiz" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  release();
  await expect(page.getByRole("dialog").getByText("Question 1 of 8")).toBeVisible();
});
