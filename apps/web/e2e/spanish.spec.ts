import { expect, type Browser, type Page } from "@playwright/test";
import { DAILY_QUESTION_COUNT, type PairCode } from "@tandem/api-contract";
import { LOCALE_COOKIE } from "@tandem/i18n";
import { ADULT_BIRTH_DATE, api, test, uniqueEmail } from "./support.js";
import { expectNoAxeViolations as noAxeViolations, screenshots } from "./layout-checks.js";

// The app in Spanish (decisions 300 to 303): a browser whose language is Spanish gets the
// sign-in pages and the converted screens in Spanish from the first HTML, with axe finding
// nothing; Profile's Language switches without a reload and is remembered. Screenshots at
// 390x844 go to SHOTS_DIR when set.
const shot = screenshots("es-");

/** A Spanish phone's browser. */
const spanishPage = async (browser: Browser) =>
  (await browser.newContext({ locale: "es-ES", viewport: { width: 390, height: 844 } })).newPage();

/** Signs in through the Spanish sign-in pages, then gives a name and birth date by API. */
async function signInInSpanish(page: Page, email: string, firstName: string): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent("/api/health")}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await noAxeViolations(page, "sign-in");
  await shot(page, "sign-in");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviarme un enlace de inicio de sesión" }).click();
  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await noAxeViolations(page, "check your e-mail");
  await page.getByRole("link", { name: "Abrir el enlace de inicio de sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/api/health"));
  expect((await api(page, "POST", "/api/user/name", { firstName })).status).toBe(200);
  const born = await api(page, "POST", "/api/user/birth-date", { birthDate: ADULT_BIRTH_DATE });
  expect(born.status).toBe(200);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Principal" });

test("a couple's journey in Spanish: sign-in, choosing, pairing, home, quiz, rewards, profile", async ({
  browser,
}) => {
  const ana = await spanishPage(browser);
  await signInInSpanish(ana, uniqueEmail("es-ana"), "Ana");

  // Couple or single.
  await ana.goto("/app/user-type");
  await expect(
    ana.getByRole("heading", { name: "¡Te damos la bienvenida a Tandem, Ana!" }),
  ).toBeVisible();
  await noAxeViolations(ana, "user type");
  await shot(ana, "user-type");
  await ana.getByRole("button", { name: /Tengo pareja/ }).click();

  // Choosing couple opens the pairing dialog, in Spanish.
  await expect(ana.getByRole("dialog", { name: "Conecta con tu pareja" })).toBeVisible();
  await expect(ana.getByRole("tab", { name: "Usar código" })).toBeVisible();
  await shot(ana, "pairing");
  await ana.keyboard.press("Escape");

  // Home before pairing: its tile and the bottom bar in Spanish.
  await ana.goto("/app");
  await expect(ana.getByText("Aún sin pareja conectada")).toBeVisible();
  for (const name of ["Inicio", "Quiz", "Premios", "Perfil"]) {
    await expect(nav(ana).getByRole("link", { name, exact: true })).toBeVisible();
  }
  await noAxeViolations(ana, "home, not paired");
  await shot(ana, "home-unpaired");

  // The partner uses the code through the API.
  const { code } = (await api<PairCode>(ana, "POST", "/api/pair/generate")).body;
  const ben = await spanishPage(browser);
  await signInInSpanish(ben, uniqueEmail("es-ben"), "Ben");
  await api(ben, "POST", "/api/user/type", { userType: "couple" });
  expect((await api(ben, "POST", "/api/pair/use", { code })).status).toBe(200);

  // Home, drawn by the server in Spanish.
  await ana.goto("/app");
  await expect(ana.getByRole("heading", { name: "El quiz de hoy" })).toBeVisible();
  await expect(ana.getByTestId("home-streak")).toContainText("Aún sin racha");
  await expect(ana.getByText(`0/${DAILY_QUESTION_COUNT} preguntas`)).toBeVisible();
  await expect(ana.getByText("Premios disponibles")).toBeVisible();
  await noAxeViolations(ana, "home, paired");
  await shot(ana, "home");

  // The quiz: one answer, in Spanish around the question bank's words.
  await nav(ana).getByRole("link", { name: "Quiz", exact: true }).click();
  await expect(ana.getByRole("heading", { name: "Quiz diario" })).toBeVisible();
  await expect(ana.getByText(`Pregunta 1 de ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await noAxeViolations(ana, "quiz");
  await shot(ana, "quiz");
  await ana.getByRole("group").getByRole("button").first().click();
  await ana.getByRole("button", { name: "Siguiente pregunta" }).click();
  await expect(ana.getByText(`Pregunta 2 de ${DAILY_QUESTION_COUNT}`)).toBeVisible();

  // Rewards.
  await nav(ana).getByRole("link", { name: "Premios", exact: true }).click();
  await expect(ana.getByRole("heading", { name: "Premios" })).toBeVisible();
  await expect(ana.getByText("Gasta tus puntos en detalles para dos")).toBeVisible();
  await noAxeViolations(ana, "rewards");
  await shot(ana, "rewards");

  // Profile, its points in Spanish plurals.
  await nav(ana).getByRole("link", { name: "Perfil", exact: true }).click();
  await expect(ana.getByRole("heading", { name: "Perfil", level: 1 })).toBeVisible();
  await expect(ana.getByTestId("profile-points")).toContainText("puntos ganados");
  await noAxeViolations(ana, "profile");
  await shot(ana, "profile");
});

test("Profile's Language switches without a reload and is remembered; System follows the browser", async ({
  browser,
}) => {
  const page = await spanishPage(browser);
  await signInInSpanish(page, uniqueEmail("es-switch"), "Sol");
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/profile");
  const language = page.getByRole("radiogroup", { name: "Idioma" });
  await expect(language.getByRole("radio", { name: "Sistema" })).toBeChecked();

  // English, at once: the same document (no reload), its language declared.
  await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
  await language.getByText("English", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE);
  expect(cookie?.value).toBe("en");

  // Remembered: the server draws the next page in English although the browser asks Spanish.
  await page.goto("/app");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // System again: the browser's Spanish, and the cookie gone.
  await page.goto("/app/profile");
  await page
    .getByRole("radiogroup", { name: "Language" })
    .getByText("System", { exact: true })
    .click();
  await expect(page.getByRole("heading", { name: "Perfil", level: 1 })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === LOCALE_COOKIE)).toBeUndefined();
  await noAxeViolations(page, "profile, back in Spanish");
});
