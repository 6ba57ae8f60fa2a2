import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { TIME_ZONE_HEADER } from "@tandem/api-contract";

/**
 * The journeys' `test`: every browser context a journey opens (each person's phone) is closed
 * when it ends, passed or failed. Left open, they kept their live connections and timers for
 * the rest of the run, and every later journey traced them too.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
});

let counter = 0;
/** An address no other test uses, so journeys never share accounts. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}@example.test`;

/** The admin the e2e server is started with (ADMIN_EMAILS in playwright.config.ts). */
export const ADMIN_EMAIL = "e2e-admin@example.test";
/** A second member of staff, signed in only by the journey of staff's first sign-in. */
export const NEW_STAFF_EMAIL = "e2e-new-staff@example.test";

export interface SignInOptions {
  /**
   * The first name the account gets before it lands on `returnTo` (a new account is asked
   * for one first): the e-mail's local part by default, so tests can name people by their
   * address; null to land on the name step as a new person does.
   */
  firstName?: string | null;
  /**
   * The birth date the account gets with its first name (decision 270): an adult's by
   * default; null to be asked for it at the next open, as someone from before it was asked.
   */
  birthDate?: string | null;
}

/** A birth date of someone `years` old today, birthdays half a year away. */
export function bornAged(years: number): string {
  const date = new Date(Date.now() - 182 * 86_400_000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** The birth date signIn gives a named account unless told otherwise: 30 years old. */
export const ADULT_BIRTH_DATE = bornAged(30);

/**
 * Signs in through the real e-mail flow: the server-rendered /api/login page, then the
 * sign-in link, which a server without SMTP shows on the page; then opens `returnTo`.
 */
export async function signIn(
  page: Page,
  email: string,
  returnTo = "/app",
  {
    firstName = email.split("@")[0]!.slice(0, 40),
    birthDate = ADULT_BIRTH_DATE,
  }: SignInOptions = {},
): Promise<void> {
  const landing = firstName === null ? returnTo : "/api/health";
  await page.goto(`/api/login?returnTo=${encodeURIComponent(landing)}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("link", { name: "Open sign-in link" }).click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith(landing.split("?")[0]!));
  if (firstName === null) return;
  const named = await api(page, "POST", "/api/user/name", { firstName });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  if (birthDate !== null) {
    const born = await api<{ reason?: string }>(page, "POST", "/api/user/birth-date", {
      birthDate,
    });
    // 409: given at an earlier sign-in of the same account (staff sign in in many journeys).
    if (born.status !== 409 || born.body.reason !== "BIRTH_DATE_ALREADY_SET") {
      expect(born.status, JSON.stringify(born.body)).toBe(200);
    }
  }
  await page.goto(returnTo);
  await page.waitForURL((url) => url.pathname.startsWith(returnTo.split("?")[0]!));
}

/** Fills the birth date step ("YYYY-MM-DD") and goes on, as a person does. */
export async function giveBirthDate(page: Page, birthDate = ADULT_BIRTH_DATE): Promise<void> {
  const [year, month, day] = birthDate.split("-");
  await expect(page.getByRole("heading", { name: "When were you born?" })).toBeVisible();
  await page.getByLabel("Day").fill(day!);
  await page.getByLabel("Month").fill(month!);
  await page.getByLabel("Year").fill(year!);
  await page.getByRole("button", { name: "Continue" }).click();
}

/**
 * Opens an app page the server drew and waits until the app runs on it (its live event
 * stream opens once it has taken the page over): a tap on the drawn page before that is lost.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  const running = page.waitForRequest((r) => r.url().includes("/trpc/events.stream"));
  await page.goto(path);
  await running;
}

/** A new browser context (its own cookies) signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  returnTo = "/app",
  options: SignInOptions = {},
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, returnTo, options);
  return page;
}

const zoneOfContext = new WeakMap<BrowserContext, string>();

/** The phone's time zone, which the app sends with every call (its "today" follows it). */
async function timeZoneOf(page: Page): Promise<string> {
  let zone = zoneOfContext.get(page.context());
  if (!zone) {
    zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    zoneOfContext.set(page.context(), zone);
  }
  return zone;
}

/**
 * Calls the REST API from the page's context (same cookies, same origin, the phone's time
 * zone): as the app calls it, so what the journey does by API lands on the day the screens show.
 */
export async function api<T = unknown>(
  page: Page,
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
) {
  const response = await page.request.fetch(path, {
    method,
    headers: {
      "content-type": "application/json",
      origin: new URL(page.url()).origin,
      [TIME_ZONE_HEADER]: await timeZoneOf(page),
    },
    ...(body === undefined ? {} : { data: JSON.stringify(body) }),
  });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** A toast with this title (or text) is showing. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toasts(page).getByText(text).first()).toBeVisible();
}

/** No toast saying `text` is showing (the screen says it itself: decision 280). */
export async function expectNoToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toasts(page).getByText(text)).toHaveCount(0);
}

/**
 * Every toast `page` draws from now on, by its text, even one gone within a moment (the pair
 * code's shows for half a second before the page reloads): the page reports each as it is
 * drawn, where an assertion polling at growing intervals can miss it. Toasts are found as in
 * `toasts` below.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const drawn: string[] = [];
  await page.exposeFunction("reportToastDrawn", (text: string) => drawn.push(text));
  await page.evaluate(() => {
    const reported = new WeakSet<Element>();
    const report = (window as unknown as { reportToastDrawn: (text: string) => void })
      .reportToastDrawn;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll(
        "ol > li[data-swipe-direction], ol#toasts > li",
      )) {
        if (reported.has(toast) || !toast.checkVisibility()) continue;
        reported.add(toast);
        report(toast.textContent ?? "");
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return drawn;
}

/**
 * The toasts showing, found by their structure rather than the viewport's name (which is in
 * the UI's language): each is an item of the list in the toast region, Radix's in the app,
 * the landing page's own list (`#toasts`) on the landing page.
 */
function toasts(page: Page): Locator {
  return page.getByRole("region").locator("ol > li[data-swipe-direction], ol#toasts > li");
}

/**
 * On Discover: passes on everyone else (the e2e database is shared) until `nickname`'s card
 * shows, and returns that card. Each pass must be answered with a success before the next.
 * `pass` is the Pass button's name in the UI's language.
 */
export async function findCard(page: Page, nickname: string, pass = "Pass") {
  const card = page.getByRole("article");
  for (let i = 0; i < 100; i++) {
    await expect(card).toBeVisible();
    const shown = await card.getByRole("heading", { level: 2 }).textContent();
    if (shown === nickname) return card;
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("matching.pass")),
      page.getByRole("button", { name: pass, exact: true }).click(),
    ]);
    expect(answer.status(), `passing on ${shown}: ${await answer.text()}`).toBeLessThan(300);
    await expect(
      card.getByRole("heading", { level: 2, name: shown ?? "", exact: true }),
    ).toHaveCount(0);
  }
  throw new Error(`${nickname} never showed up on Discover`);
}

/** A JPEG drawn by the browser (a gradient and a circle), as a phone's camera would give one. */
export async function cameraJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 900;
    canvas.height = 1200;
    const ctx = canvas.getContext("2d")!;
    const gradient = ctx.createLinearGradient(0, 0, 900, 1200);
    gradient.addColorStop(0, "#f43f5e");
    gradient.addColorStop(1, "#8b5cf6");
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 900, 1200);
    ctx.fillStyle = "#fff";
    ctx.beginPath();
    ctx.arc(450, 520, 220, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL("image/jpeg", 0.9);
  });
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}

/** Waits until the service worker controls the page (installed at once, holding the build's files). */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
      );
    }
  });
}

/**
 * A Spanish phone's browser, signed in through the Spanish sign-in pages, with a name: a
 * couple's account, not yet paired.
 */
export async function spanishCouplePage(browser: Browser, label: string, firstName: string) {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/api/login?returnTo=${encodeURIComponent("/api/health")}`);
  await page.getByLabel("Correo electrónico").fill(uniqueEmail(label));
  await page.getByRole("button", { name: "Enviarme un enlace de inicio de sesión" }).click();
  await page.getByRole("link", { name: "Abrir el enlace de inicio de sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/api/health"));
  expect((await api(page, "POST", "/api/user/name", { firstName })).status).toBe(200);
  const born = await api(page, "POST", "/api/user/birth-date", { birthDate: ADULT_BIRTH_DATE });
  expect(born.status).toBe(200);
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  return page;
}
