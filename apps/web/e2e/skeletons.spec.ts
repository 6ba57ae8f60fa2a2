import { expect, type Page, type Route } from "@playwright/test";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

// On a slow network a screen drawn in the browser shows its own layout in grey, not a spinner
// (components/skeleton.tsx). The screen's reads are held back here, as a slow network would.

/** Holds every tRPC read but the signed-in person's until `release`. */
async function holdReads(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/trpc/**", (route) => {
    const procedures = decodeURIComponent(new URL(route.request().url()).pathname).split(
      "/trpc/",
    )[1];
    if (!holding || procedures === "user.me") return route.continue();
    held.push(route);
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

const SHOTS = process.env.SHOTS_DIR;

for (const { path, label, shows } of [
  { path: "/app/rewards", label: "Loading rewards", shows: "Coffee for Two" },
  { path: "/app/quiz-history", label: "Loading your quiz history", shows: "Quiz History" },
]) {
  test(`${path}: its skeleton while its reads are on their way, then the screen`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, uniqueEmail("skeleton"), "/api/health");
    expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
    const release = await holdReads(page);
    await page.goto(path);
    const skeleton = page.getByRole("status").filter({ hasText: label });
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute("aria-busy", "true");
    await expect(page.locator(".animate-spin")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/skeleton${path.replaceAll("/", "-")}.png` });
    await release();
    await expect(skeleton).toHaveCount(0);
    await expect(page.getByText(shows).first()).toBeVisible();
    await page.context().close();
  });
}
