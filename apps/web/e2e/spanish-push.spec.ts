import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { DAILY_QUESTION_COUNT, POINTS_PER_ANSWER, type PairCode } from "@tandem/api-contract";
import { ADULT_BIRTH_DATE, api, expectToast, test, uniqueEmail } from "./support.js";
import {
  axeViolations,
  expectNoAxeViolations as noAxeViolations,
  screenshots,
} from "./layout-checks.js";

// A Spanish phone's push settings, iPhone's Home Screen steps, "Waiting for <name>" and its
// nudge, the nudge banner, a screen's code on its way and one whose code never arrives (its words were loaded with the
// start: decision 348) and the first paint the server sends, each in Spanish with axe finding
// nothing. Screenshots at 390x844 go to SHOTS_DIR when set.
const shot = screenshots("es-push-", { fullPage: true });

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** A Spanish phone's browser, signed in through the Spanish sign-in pages, a couple member. */
async function spanishPhone(
  browser: Browser,
  firstName: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
    ...options,
  });
  const page = await context.newPage();
  await page.goto(`/api/login?returnTo=${encodeURIComponent("/api/health")}`);
  await page.getByLabel("Correo electrónico").fill(uniqueEmail(`es-push-${firstName}`));
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

async function pairByApi(a: Page, b: Page) {
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);
}

const offer = (page: Page) => page.getByTestId("push-offer");

test("a Spanish couple: Notificaciones in Profile, 'Esperando a…' with its nudge, the banner", async ({
  browser,
}) => {
  test.slow(); // two signed-in phones on a shared machine
  const ana = await spanishPhone(browser, "Ana");
  const ben = await spanishPhone(browser, "Ben");
  await pairByApi(ana, ben);
  const { body: questions } = await api<{ id: number }[]>(ana, "GET", "/api/quiz/today");
  expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
  for (const question of questions) {
    const answered = await api(ana, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 0,
      tags: [],
      pointsEarned: POINTS_PER_ANSWER,
    });
    expect(answered.status).toBe(200);
  }

  // Ana's Home: waiting for Ben, and the nudge.
  await ana.goto("/app");
  await offer(ana).getByRole("button", { name: "Ahora no" }).click();
  const waiting = ana.getByTestId("waiting-for-partner");
  await expect(
    waiting.getByText(`Esperando a Ben: 0 de ${DAILY_QUESTION_COUNT} respondidas por ahora.`, {
      exact: true,
    }),
  ).toBeVisible();
  await noAxeViolations(ana, "home, waiting for the partner");
  await shot(ana, "home-waiting");
  await waiting.getByRole("button", { name: "Dar un toque a Ben" }).click();
  await expectToast(ana, "Ben recibió tu toque");
  await expectToast(ana, "Lo verá en Inicio cuando abra Tandem, y por correo.");
  await expect(waiting.getByRole("button", { name: "Toque enviado" })).toBeDisabled();

  // Ben's Home: the banner, until he dismisses it.
  await ben.goto("/app");
  const banner = ben.getByTestId("nudge-banner");
  await expect(banner).toContainText("Ana te dio un toque: el quiz de hoy te espera");
  await expect(banner.getByRole("link", { name: "Responder ahora" })).toHaveAttribute(
    "href",
    "/app/quiz",
  );
  await noAxeViolations(ben, "home, the nudge banner");
  await shot(ben, "home-nudge-banner");
  await banner.getByRole("button", { name: "Descartar" }).click();
  await expect(banner).toHaveCount(0);

  // Ben's Profile: one switch per kind, in Spanish.
  await ben.goto("/app/profile");
  const settings = ben.getByTestId("push-settings");
  await expect(settings.getByRole("heading", { name: "Notificaciones" })).toBeVisible();
  await expect(settings.getByText(/^Elige qué te avisa este teléfono/)).toBeVisible();
  for (const name of [
    "Mi pareja respondió el quiz de hoy",
    "Mi pareja conectó conmigo",
    "Mi pareja canjeó un premio",
    "Mi pareja me dice «Te toca»",
    "Mostrar los nombres de los matches y el texto de los mensajes en la pantalla bloqueada",
  ]) {
    await expect(settings.getByRole("switch", { name })).toHaveAttribute("aria-checked", "false");
  }
  await settings.scrollIntoViewIfNeeded();
  await noAxeViolations(ben, "profile, notifications");
  await shot(ben, "profile-notifications");
  await ana.context().close();
  await ben.context().close();
});

test("on a Spanish iPhone, the offer and Profile give the two steps to the Home Screen", async ({
  browser,
}) => {
  test.slow();
  const mia = await spanishPhone(browser, "Mia", { userAgent: IPHONE_SAFARI });
  const noah = await spanishPhone(browser, "Noah");
  await pairByApi(noah, mia);
  await mia.goto("/app");
  const card = offer(mia);
  await expect(
    card.getByRole("heading", { name: "¿Te avisamos cuando Noah responda?" }),
  ).toBeVisible();
  await expect(
    card.getByText("Añade Tandem a tu pantalla de inicio para recibir avisos"),
  ).toBeVisible();
  await expect(card.getByText("Toca Compartir en la barra de Safari")).toBeVisible();
  await expect(
    card.getByText("Elige «Añadir a pantalla de inicio» y abre Tandem desde allí"),
  ).toBeVisible();
  await noAxeViolations(mia, "home, the offer's Home Screen steps");
  await shot(mia, "iphone-offer-steps");

  await mia.goto("/app/profile");
  const settings = mia.getByTestId("push-settings");
  await expect(settings.getByText(/^El iPhone solo muestra notificaciones/)).toBeVisible();
  await expect(settings.getByText("Toca Compartir en la barra de Safari")).toBeVisible();
  await expect(settings.getByRole("switch")).toHaveCount(0);
  await settings.scrollIntoViewIfNeeded();
  await noAxeViolations(mia, "profile, Home Screen steps");
  await shot(mia, "iphone-profile-steps");
  await mia.context().close();
  await noah.context().close();
});

test("a screen whose code never arrives says so in Spanish, with no network left to ask", async ({
  browser,
}) => {
  test.slow();
  // Without the worker, so code and catalogues can come only from the network.
  const ana = await spanishPhone(browser, "Eva", { serviceWorkers: "block" });
  const context = ana.context();
  await ana.goto("/app");
  await expect(ana.getByText("Aún sin pareja conectada")).toBeVisible();
  // The app has taken the page over (its code and catalogues are in) before the network goes.
  await ana.waitForLoadState("networkidle");

  // From here every request fails: the words of the failure were loaded with the start.
  const asked: string[] = [];
  await context.route("**/*", async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.abort("internetdisconnected");
  });
  await ana.getByRole("navigation").getByRole("link", { name: "Perfil" }).click();
  const failed = ana.getByRole("alert");
  await expect(failed.getByText("Esta pantalla no se pudo cargar")).toBeVisible();
  await expect(failed.getByText("Comprueba tu conexión y vuelve a cargarla.")).toBeVisible();
  await expect(failed.getByRole("button", { name: "Volver a cargar" })).toBeVisible();
  expect(asked.filter((path) => /\.es-[\w-]+\.js$/.test(path))).toEqual([]);
  await noAxeViolations(ana, "a screen whose code failed");
  await shot(ana, "screen-code-failed");

  // Offline, it says it loads again once back.
  await context.setOffline(true);
  await expect(
    failed.getByText("No tienes conexión. Se cargará de nuevo cuando vuelvas a tenerla."),
  ).toBeVisible();
  await context.setOffline(false);
  await context.close();
});

test("while a screen's code is on its way, screen readers hear it in Spanish", async ({
  browser,
}) => {
  const eva = await spanishPhone(browser, "Eva", { serviceWorkers: "block" });
  // The rewards screen's code is held back (its preload at start too), as a slow network would.
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await eva
    .context()
    .route(/\/assets\/rewards-[\w-]+\.js$/, (route) =>
      holding ? void held.push(() => route.continue()) : route.continue(),
    );
  await eva.goto("/app");
  await expect(eva.getByText("Aún sin pareja conectada")).toBeVisible();
  await eva.getByRole("navigation").getByRole("link", { name: "Premios" }).click();
  const loading = eva.getByRole("status").filter({ hasText: "Cargando premios" });
  await expect(loading).toBeVisible();
  await expect(loading).toHaveAttribute("aria-busy", "true");
  expect(await axeViolations(eva), "a screen's code loading").toEqual([]);
  holding = false;
  await Promise.all(held.splice(0).map((go) => go()));
  await expect(loading).toHaveCount(0);
  await expect(eva.getByRole("heading", { name: "Premios", level: 1 })).toBeVisible();
  await eva.context().close();
});

test("a page outside the app's frame that fails says so in Spanish", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  await context.route(/\/assets\/join-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
  const page = await context.newPage();
  await page.goto("/join/no-such-invite");
  await expect(page.getByText("Algo salió mal")).toBeVisible();
  await expect(
    page.getByText("Esta página no se pudo mostrar. Volver a cargarla suele arreglarlo."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Volver a cargar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir a Inicio" })).toHaveAttribute("href", "/app");
  await noAxeViolations(page, "a page that failed");
  await shot(page, "page-failed");
  await context.close();
});

test("the first paint the server sends is in the phone's language", async ({ browser }) => {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  const spanish = await page.request.get("/app/quiz", {
    headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.8" },
  });
  const html = await spanish.text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(">Cargando tu cuenta<");
  expect(html).not.toContain("Loading your account");
  const english = await (
    await page.request.get("/app/quiz", { headers: { "accept-language": "en-GB,en;q=0.9" } })
  ).text();
  expect(english).toContain('<html lang="en"');
  expect(english).toContain(">Loading your account<");
  // The Language chosen in Profile (its cookie) wins over the browser's.
  const chosen = await (
    await page.request.get("/app", {
      headers: { "accept-language": "en-GB,en;q=0.9", cookie: "tandem-locale=es" },
    })
  ).text();
  expect(chosen).toContain(">Cargando tu cuenta<");

  // As a phone sees it before any script runs: the page as sent, checked by axe.
  await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto("/app/quiz");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("status")).toHaveText("Cargando tu cuenta");
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "first-paint");
  await context.close();
});
