import { expect, type Browser, type Page } from "@playwright/test";
import {
  DAILY_QUESTION_COUNT,
  POINTS_PER_ANSWER,
  type PairCode,
  type PartnerInvite,
  type PushSettings,
} from "@tandem/api-contract";
import { api, expectToast, openApp, signIn, test, uniqueEmail } from "./support.js";

// The partner loop (decisions 234-236): the offer at the paired moment on both phones, the
// nudge beside "Waiting for <name>" reaching a partner without push as a Home banner, the
// iPhone's Home Screen steps and Chromium's install button. Delivery to a push service is
// tested at the API level (apps/api/src/services/push/nudge.test.ts): Chromium here has no
// push service, so its PushManager is a stand-in that returns a subscription.

const SHOTS = process.env.SHOTS_DIR;
/** A screenshot for people to look at, when SHOTS_DIR asks for them. */
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** A phone (its own context) signed in as a couple member named `firstName`. */
async function phone(
  browser: Browser,
  firstName: string,
  options: { userAgent?: string; notifications?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  if (options.notifications) await context.grantPermissions(["notifications"]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    // Chromium here reaches no push service: subscribing gives a stand-in subscription.
    const subscription = {
      endpoint: `https://push.example.test/send/${Math.random().toString(36).slice(2)}`,
      toJSON() {
        return { endpoint: this.endpoint, keys: { p256dh: "BPe2eBrowserKey", auth: "e2eAuth" } };
      },
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.getSubscription = async () =>
      (subscribed ? subscription : null) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
  });
  await signIn(page, uniqueEmail(firstName.toLowerCase()), "/api/health", { firstName });
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  return page;
}

async function pairByApi(a: Page, b: Page) {
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);
}

const offer = (page: Page) => page.getByTestId("push-offer");

test("both phones are offered 'Get told when <name> answers?' at pairing; Yes turns it on, Not now is kept", async ({
  browser,
}) => {
  test.slow();
  const lena = await phone(browser, "Lena", { notifications: true });
  const tomas = await phone(browser, "Tomas");
  await lena.goto("/app");
  await expect(lena.getByText("Not paired yet")).toBeVisible();
  await expect(offer(lena)).toHaveCount(0);

  // Lena's code, used by Tomás in the pairing dialog.
  await lena.getByRole("button", { name: "Pair Now" }).click();
  await lena.getByRole("dialog").getByRole("button", { name: "Generate Code" }).click();
  const code = (await lena.getByTestId("pair-code").textContent())!;
  await openApp(tomas, "/app");
  await tomas.getByRole("button", { name: /Pair with Partner/ }).click();
  const dialog = tomas.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Use Code" }).click();
  await dialog.getByLabel("Partner's code").fill(code);
  const reloaded = tomas.waitForEvent("load");
  await dialog.getByRole("button", { name: "Connect" }).click();
  await reloaded;
  // (The spec's half-second "Paired!" before the reload is checked in pairing.spec.ts.)

  // Lena's Home turns paired live (no toast saying it again), and she is asked on the spot.
  await expect(
    offer(lena).getByRole("heading", { name: "Get told when Tomas answers?" }),
  ).toBeVisible();
  // Tomás's page reloads after pairing and asks him too.
  await expect(
    offer(tomas).getByRole("heading", { name: "Get told when Lena answers?" }),
  ).toBeVisible();
  await shot(tomas, "offer-after-pairing");

  // Yes: permission (granted to this context), this device subscribed, both switches on.
  await offer(lena).getByRole("button", { name: "Yes, tell me" }).click();
  await expectToast(lena, "You'll hear when Tomas answers.");
  await expect(offer(lena)).toHaveCount(0);
  const settings = await api<PushSettings>(lena, "GET", "/api/push/settings");
  expect(settings.body.devices).toBe(1);
  expect(settings.body.kinds).toMatchObject({ "partner-answered": true, nudge: true });

  // Not now: gone, and not back on the next visit.
  await offer(tomas).getByRole("button", { name: "Not now" }).click();
  await expect(offer(tomas)).toHaveCount(0);
  await tomas.reload();
  await expect(tomas.getByText("Paired with Lena")).toBeVisible();
  await expect(offer(tomas)).toHaveCount(0);
  const his = await api<PushSettings>(tomas, "GET", "/api/push/settings");
  expect(his.body.kinds["partner-answered"]).toBe(false);
});

test("the invite link's path lands on Home with the offer", async ({ browser }) => {
  const ana = await phone(browser, "Ana");
  const ben = await phone(browser, "Ben");
  const { body: invite } = await api<PartnerInvite>(ana, "POST", "/api/pair/invite");
  await ben.goto(invite.path);
  await ben.getByRole("button", { name: "Pair with Ana" }).click();
  await ben.waitForURL((url) => url.pathname === "/app");
  await expect(
    offer(ben).getByRole("heading", { name: "Get told when Ana answers?" }),
  ).toBeVisible();
});

test("'Nudge <name>' beside 'Waiting for <name>' reaches a partner without push as a banner on Home", async ({
  browser,
}) => {
  test.slow();
  const lena = await phone(browser, "Lena");
  const tomas = await phone(browser, "Tomas");
  await pairByApi(lena, tomas);
  const { body: questions } = await api<{ id: number }[]>(lena, "GET", "/api/quiz/today");
  expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
  for (const question of questions) {
    const answered = await api(lena, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 0,
      tags: [],
      pointsEarned: POINTS_PER_ANSWER,
    });
    expect(answered.status).toBe(200);
  }

  await lena.goto("/app");
  await offer(lena).getByRole("button", { name: "Not now" }).click();
  const waiting = lena.getByTestId("waiting-for-partner");
  await expect(waiting.getByText("Waiting for Tomas: 0 of 8 answered so far.")).toBeVisible();
  await shot(lena, "home-waiting-nudge");
  await waiting.getByRole("button", { name: "Nudge Tomas" }).click();
  await expectToast(lena, "Tomas got a nudge");
  await expectToast(lena, "They'll see it on Home when they open Tandem, and by e-mail.");
  await expect(waiting.getByRole("button", { name: "Nudged" })).toBeDisabled();

  // The quiz screen has the same line; a second nudge today is refused in words.
  await lena.goto("/app/quiz");
  const summary = lena.getByTestId("day-summary");
  await summary.getByRole("button", { name: "Nudge Tomas" }).click();
  await expectToast(lena, "You already nudged Tomas today. You can nudge again tomorrow.");
  await shot(lena, "quiz-waiting-nudge");

  // Tomás opens the app: the banner, until he dismisses it.
  await tomas.goto("/app");
  const banner = tomas.getByTestId("nudge-banner");
  await expect(banner).toContainText("Lena nudged you: today's quiz is waiting");
  await expect(banner.getByRole("link", { name: "Answer now" })).toHaveAttribute(
    "href",
    "/app/quiz",
  );
  await shot(tomas, "home-nudge-banner");
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  await tomas.reload();
  await expect(tomas.getByText("Paired with Lena")).toBeVisible();
  await expect(tomas.getByTestId("nudge-banner")).toHaveCount(0);
});

test("on iPhone Safari, the offer and Profile explain the two steps to the Home Screen", async ({
  browser,
}) => {
  const mia = await phone(browser, "Mia", { userAgent: IPHONE_SAFARI });
  const noah = await phone(browser, "Noah");
  await pairByApi(noah, mia);
  await mia.goto("/app");
  const card = offer(mia);
  await expect(card.getByRole("heading", { name: "Get told when Noah answers?" })).toBeVisible();
  await expect(card.getByText("Add Tandem to your Home Screen to get notified")).toBeVisible();
  await expect(card.getByText("Tap Share in Safari's toolbar")).toBeVisible();
  await expect(
    card.getByText('Choose "Add to Home Screen", then open Tandem from there'),
  ).toBeVisible();
  await expect(card.getByRole("button", { name: "Yes, tell me" })).toHaveCount(0);
  await shot(mia, "iphone-offer-steps");

  await mia.goto("/app/profile");
  const settings = mia.getByTestId("push-settings");
  await expect(settings.getByText("Tap Share in Safari's toolbar")).toBeVisible();
  await expect(
    settings.getByText("This browser can't show notifications from Tandem."),
  ).toHaveCount(0);
  await settings.scrollIntoViewIfNeeded();
  await shot(mia, "iphone-profile-steps");
});

test("Chromium's beforeinstallprompt shows an install button that opens its prompt", async ({
  browser,
}) => {
  const eli = await phone(browser, "Eli");
  const noa = await phone(browser, "Noa");
  await pairByApi(eli, noa);
  await eli.goto("/app");
  await expect(offer(eli)).toBeVisible();
  await expect(eli.getByRole("button", { name: "Install Tandem" })).toHaveCount(0);
  await eli.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as Window & { prompted?: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(event);
  });
  const install = offer(eli).getByRole("button", { name: "Install Tandem" });
  await expect(install).toBeVisible();
  await shot(eli, "android-offer-install");
  await install.click();
  expect(await eli.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(true);
  await expect(install).toHaveCount(0);
});
