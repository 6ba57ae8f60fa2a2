import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import {
  DISCOVERY_QUIZ,
  THEME_COOKIE,
  type AuthUser,
  type MatchSummary,
  type PairCode,
} from "@tandem/api-contract";
import { ADMIN_EMAIL, api, signIn, test, uniqueEmail } from "./support.js";

// Dark mode (decision 261): every screen follows the phone's setting, with AA contrast in both
// themes (axe, colour contrast included); Profile's Appearance overrides it, and the server
// draws the chosen theme into the first HTML. Screenshots of every screen in both themes go
// to SHOTS_DIR (/tmp/dark-shots by default), to look at.
const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/dark-shots";
type Scheme = "light" | "dark";

/** A page's own colour under the pixel: the browser resolves any CSS colour for us. */
async function bodyBackground(page: Page): Promise<Scheme> {
  const [r, g, b] = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d")!;
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 128 ? "light" : "dark";
}

/** A screen has drawn: its title shows and nothing is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0);
  // Toasts and dialogs finish sliding in.
  await page.waitForTimeout(400);
}

/** Axe finds nothing (WCAG 2.1 A and AA: colour contrast included) and the page is in `scheme`. */
async function check(page: Page, scheme: Scheme, name: string): Promise<void> {
  expect(await bodyBackground(page), `${name}: the body's background`).toBe(scheme);
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${scheme}-${name}.png` });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  // Axe's experimental rules (label-content-name-mismatch) are not part of its WCAG check.
  const found = violations
    .filter((v) => !v.tags.includes("experimental"))
    .map((v) => ({
      rule: v.id,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
  expect.soft(found, `${scheme} ${name}`).toEqual([]);
}

async function visit(page: Page, path: string, scheme: Scheme, name: string): Promise<void> {
  await page.goto(path);
  await settled(page);
  await check(page, scheme, name);
}

const ANSWERS = [1, 2, 0, 3, 2] as const;

async function person(browser: Browser, scheme: Scheme, label: string, returnTo = "/app") {
  const context = await browser.newContext({ colorScheme: scheme });
  const page = await context.newPage();
  await signIn(page, uniqueEmail(label), returnTo);
  return page;
}

async function single(page: Page, nickname: string): Promise<string> {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "female",
    ageGroup: "28-32",
    city: "Porto",
    bio: "Night owl, early coffee.",
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  return (await api<AuthUser>(page, "GET", "/api/auth/user")).body.id;
}

for (const scheme of ["dark", "light"] as const) {
  test(`every screen follows a ${scheme} phone with AA contrast`, async ({ browser }) => {
    test.setTimeout(600_000);
    const stamp = Date.now().toString(36);

    // The landing page and the server-drawn sign-in pages.
    const visitor = await (await browser.newContext({ colorScheme: scheme })).newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1, name: "Tandem" })).toBeVisible();
    await check(visitor, scheme, "landing");
    await visitor.goto("/api/login?returnTo=%2Fapp");
    await check(visitor, scheme, "sign-in");
    await visitor.getByLabel("E-mail address").fill(uniqueEmail("dark-visitor"));
    await visitor.getByRole("button", { name: "Email me a sign-in link" }).click();
    await check(visitor, scheme, "sign-in-check-email");
    await visitor.getByRole("link", { name: "Open sign-in link" }).click();
    await check(visitor, scheme, "sign-in-confirm");
    await visitor.getByRole("button", { name: "Sign in", exact: true }).click();
    await visitor.waitForURL((url) => url.pathname.startsWith("/app"));
    await settled(visitor);
    await check(visitor, scheme, "first-name");

    // A couple.
    const lena = await person(browser, scheme, "dark-lena");
    const tomas = await person(browser, scheme, "dark-tomas");
    await visit(lena, "/app/user-type", scheme, "user-type");
    for (const page of [lena, tomas]) {
      expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
    }
    const { code } = (await api<PairCode>(lena, "POST", "/api/pair/generate")).body;
    expect((await api(tomas, "POST", "/api/pair/use", { code })).status).toBe(200);
    for (const [path, name] of [
      ["/app", "couple-home"],
      ["/app/quiz", "couple-quiz"],
      ["/app/quiz-history", "couple-quiz-history"],
      ["/app/date-ideas", "couple-date-ideas"],
      ["/app/rewards", "couple-rewards"],
      ["/app/our-chat", "couple-our-chat"],
      ["/app/our-story", "couple-our-story"],
      ["/app/profile", "couple-profile"],
    ] as const) {
      await visit(lena, path, scheme, name);
    }

    // Two singles who matched.
    const ava = await person(browser, scheme, "dark-ava");
    const ben = await person(browser, scheme, "dark-ben");
    const avaId = await single(ava, `Ava ${stamp}`);
    const benId = await single(ben, `Ben ${stamp}`);
    await visit(ava, "/app", scheme, "single-home");
    await visit(ava, "/app/discover", scheme, "single-discover");
    await api(ben, "POST", "/api/matching/like", { toUserId: avaId });
    await visit(ava, "/app/matches/likes", scheme, "single-likes-you");
    const liked = await api<{ isMatch: boolean }>(ava, "POST", "/api/matching/like", {
      toUserId: benId,
    });
    expect(liked.body.isMatch).toBe(true);
    const matches = await api<MatchSummary[]>(ava, "GET", "/api/matching/matches");
    const matchId = matches.body.find((m) => m.userId === benId)!.matchId;
    const sent = await api(ben, "POST", `/api/chat/${matchId}/messages`, { body: "Coffee at 8?" });
    expect(sent.status).toBe(201);
    for (const [path, name] of [
      ["/app/matches", "single-matches"],
      [`/app/chat/${matchId}`, "single-chat"],
      ["/app/profile", "single-profile"],
      ["/app/profile-setup", "single-profile-setup"],
      ["/app/profile-photos", "single-profile-photos"],
      ["/app/discovery-quiz", "single-discovery-quiz"],
    ] as const) {
      await visit(ava, path, scheme, name);
    }

    // Staff: every tab of the desk.
    const staff = await (await browser.newContext({ colorScheme: scheme })).newPage();
    await signIn(staff, ADMIN_EMAIL, "/app/admin");
    await settled(staff);
    const tabs = staff.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      const tab = tabs.nth(i);
      const name = (await tab.innerText()).trim().toLowerCase().replace(/\W+/g, "-");
      await tab.click();
      await settled(staff);
      await check(staff, scheme, `admin-${name}`);
    }

    // The 404 page.
    await visit(ava, "/app/no-such-screen", scheme, "not-found");
  });
}

/** The first HTML of a page: its theme as the server wrote it. */
async function firstHtml(context: BrowserContext, path: string) {
  const response = await context.request.get(path);
  const html = await response.text();
  return {
    theme: /<html[^>]*data-theme="(\w+)"/.exec(html)?.[1] ?? null,
    colorScheme: /<meta name="color-scheme" content="([^"]+)"/.exec(html)?.[1],
    vary: response.headers()["vary"],
  };
}

/** Opens `path` with scripts off: what shows is what the HTML and CSS draw, before any script. */
async function withoutScripts(context: BrowserContext, scheme: Scheme, path: string) {
  const noScripts = await context.browser()!.newContext({
    colorScheme: scheme,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const page = await noScripts.newPage();
  await page.goto(path);
  const seen = await bodyBackground(page);
  await noScripts.close();
  return seen;
}

test("Profile's Appearance overrides the phone both ways, at once and from the first HTML", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await signIn(page, uniqueEmail("appearance"), "/app/profile");
  await settled(page);
  const appearance = page.getByRole("radiogroup", { name: "Appearance" });
  await expect(appearance.getByRole("radio", { name: "System" })).toBeChecked();
  expect(await bodyBackground(page)).toBe("dark");
  expect((await firstHtml(context, "/app/profile")).theme).toBeNull();

  // Light on a dark phone: at once, then from the server's first HTML on every page.
  await appearance.getByText("Light", { exact: true }).click();
  await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
  expect(await bodyBackground(page)).toBe("light");
  expect(await page.locator('meta[name="color-scheme"]').getAttribute("content")).toBe("light");
  await check(page, "light", "appearance-light-on-dark-phone");
  expect((await context.cookies()).find((c) => c.name === THEME_COOKIE)?.value).toBe("light");
  for (const path of ["/app/profile", "/app", "/", "/api/login"]) {
    const html = await firstHtml(context, path);
    expect(html, path).toMatchObject({ theme: "light", colorScheme: "light" });
    expect(html.vary, path).toContain("cookie");
  }
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await bodyBackground(page)).toBe("light");
  await settled(page);
  await expect(appearance.getByRole("radio", { name: "Light" })).toBeChecked();
  for (const path of ["/app/profile", "/", "/api/login"]) {
    expect(await withoutScripts(context, "dark", path), path).toBe("light");
  }

  // Dark on a light phone.
  await page.emulateMedia({ colorScheme: "light" });
  await appearance.getByText("Dark", { exact: true }).click();
  expect(await bodyBackground(page)).toBe("dark");
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await bodyBackground(page)).toBe("dark");
  expect((await firstHtml(context, "/app/profile")).theme).toBe("dark");
  for (const path of ["/app/profile", "/", "/api/login"]) {
    expect(await withoutScripts(context, "light", path), path).toBe("dark");
  }
  await settled(page);
  await check(page, "dark", "appearance-dark-on-light-phone");

  // System again: the phone decides, and the cookie is gone.
  await appearance.getByText("System", { exact: true }).click();
  expect(await bodyBackground(page)).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await bodyBackground(page)).toBe("dark");
  expect((await context.cookies()).find((c) => c.name === THEME_COOKIE)).toBeUndefined();
  expect((await firstHtml(context, "/app/profile")).theme).toBeNull();
  await context.close();
});
