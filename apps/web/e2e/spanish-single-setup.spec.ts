import { expect, type Browser, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import discoveryQuizEs from "../src/components/matching/discovery-quiz-copy.es.js";
import { ADULT_BIRTH_DATE, api, bornAged, cameraJpeg, test, uniqueEmail } from "./support.js";
import { expectNoAxeViolations as noAxeViolations, screenshots } from "./layout-checks.js";

// A new single whose browser speaks Spanish: every step before Discover in Spanish (the name,
// the birth date and its refusal, the choice, the profile with km, the photos, the quiz),
// axe finding nothing on each screen; an en-US browser still gets English. Screenshots at
// 390x844 go to SHOTS_DIR when set.
const shot = screenshots("es-single-", { fullPage: true });

const pageIn = async (browser: Browser, locale: string) =>
  (await browser.newContext({ locale, viewport: { width: 390, height: 844 } })).newPage();

/** Signs in through the Spanish sign-in pages and lands on `returnTo`, as a new person. */
async function signInInSpanish(page: Page, email: string, returnTo: string): Promise<void> {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("button", { name: "Enviarme un enlace de inicio de sesión" }).click();
  await page.getByRole("link", { name: "Abrir el enlace de inicio de sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

async function fillBirthDate(page: Page, birthDate: string): Promise<void> {
  const [year, month, day] = birthDate.split("-");
  await page.getByLabel("Día").fill(day!);
  await page.getByLabel("Mes").fill(month!);
  await page.getByLabel("Año").fill(year!);
  await page.getByRole("button", { name: "Continuar" }).click();
}

/** Chooses one of a row of choices (radios drawn as buttons) by its words. */
async function pick(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

const ANSWERS = [2, 0, 1, 3, 1] as const;

test("a new single sets up in Spanish, from the name step to Discover", async ({ browser }) => {
  test.slow(); // seven screens, each checked by axe
  const page = await pageIn(browser, "es-ES");
  await page.goto("/app");
  await expect(
    page.getByRole("heading", { name: "Te damos la bienvenida a Tandem" }),
  ).toBeVisible();
  await noAxeViolations(page, "welcome");
  await shot(page, "welcome");

  await signInInSpanish(page, uniqueEmail("es-single"), "/app");

  // The name step.
  await expect(page.getByRole("heading", { name: "¿Cómo te llamamos?" })).toBeVisible();
  await expect(page.getByText("Añadir una foto")).toBeVisible();
  await noAxeViolations(page, "name step");
  await shot(page, "name");
  await page.getByLabel("Nombre").fill("Lucía");
  await page.getByRole("button", { name: "Continuar" }).click();

  // The birth date step.
  await expect(page.getByRole("heading", { name: "¿Cuándo naciste?" })).toBeVisible();
  await expect(page.getByText("Tandem es para personas de 18 años o más.")).toBeVisible();
  await expect(page.getByLabel("Año")).toHaveAttribute("placeholder", "AAAA");
  await noAxeViolations(page, "birth date step");
  await shot(page, "birth-date");
  await fillBirthDate(page, ADULT_BIRTH_DATE);

  // Couple or single.
  await expect(
    page.getByRole("heading", { name: "¡Te damos la bienvenida a Tandem, Lucía!" }),
  ).toBeVisible();
  await page.getByRole("button", { name: /Estoy soltero\/a/ }).click();

  // The dating profile, with who she'd like to meet; distances in km in Spain.
  await page.waitForURL("**/app/profile-setup");
  await expect(page.getByRole("heading", { name: "Tu perfil de citas" })).toBeVisible();
  await expect(page.getByLabel("Apodo")).toHaveValue("Lucía");
  await expect(page.getByRole("option", { name: "Prefiero no decirlo" })).toBeAttached();
  await page.getByLabel("Género").selectOption("female");
  await page.getByLabel("Ciudad", { exact: true }).fill("Sevilla");
  await expect(page.getByRole("heading", { name: "A quién te gustaría conocer" })).toBeVisible();
  await pick(page, "Hombres");
  await pick(page, "A menos de");
  await page.getByLabel("Distancia en km").fill("30");
  await expect(page.getByText("Se mide desde Sevilla, nunca desde donde estás.")).toBeVisible();
  await noAxeViolations(page, "profile setup");
  await shot(page, "profile-setup");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("¡Perfil creado!", { exact: true })).toBeVisible();

  // The photo step.
  await page.waitForURL("**/app/profile-photos");
  await expect(page.getByRole("heading", { name: "Añade tus fotos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Añadir más tarde" })).toBeVisible();
  await noAxeViolations(page, "photos, none yet");
  await shot(page, "photos-empty");
  await page.locator('input[type="file"]').setInputFiles({
    name: "camara.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(page),
  });
  await expect(page.getByRole("img", { name: "Tu foto 1" })).toBeVisible();
  await expect(page.getByText("Principal", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Eliminar la foto 1" })).toBeVisible();
  await noAxeViolations(page, "photos, one");
  await shot(page, "photos-one");
  await page.getByRole("link", { name: "Continuar" }).click();

  // The discovery quiz: the contract's questions in Spanish, the tags stored as they are.
  await page.waitForURL("**/app/discovery-quiz");
  await expect(page.getByRole("heading", { name: "Quiz de descubrimiento" })).toBeVisible();
  await expect(page.getByText("Pregunta 1 de 5")).toBeVisible();
  await noAxeViolations(page, "discovery quiz");
  await shot(page, "quiz");
  for (const [i, question] of DISCOVERY_QUIZ.entries()) {
    await expect(page.getByRole("heading", { name: discoveryQuizEs[question.id] })).toBeVisible();
    const option = question.options[ANSWERS[i]!];
    await page.getByRole("button", { name: discoveryQuizEs[option.tag] }).click();
  }
  await page.waitForURL("**/app/discover");
  await expect(page.getByText("¡Quiz completado!", { exact: true })).toBeVisible();
  const profile = await api<{ discoveryTags: string[]; preferences: { distanceKm: number } }>(
    page,
    "GET",
    "/api/matching/profile",
  );
  expect(profile.body.discoveryTags.sort()).toEqual(
    DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag).sort(),
  );
  expect(profile.body.preferences.distanceKm).toBe(30);

  // The singles' home and a couples' address, in Spanish too.
  await page.goto("/app");
  await expect(page.getByRole("link", { name: "Seguir descubriendo" })).toBeVisible();
  await expect(page.getByText(/^Completado al \d+ %$/)).toBeVisible();
  await noAxeViolations(page, "singles home");
  await shot(page, "home");
  await page.goto("/app/rewards");
  await expect(page.getByText("Sin pareja, aquí no hay nada que canjear")).toBeVisible();
  await noAxeViolations(page, "rewards as a single");
  await shot(page, "rewards-instead");
});

test("someone under 18 is refused in Spanish", async ({ browser }) => {
  const page = await pageIn(browser, "es-ES");
  await signInInSpanish(page, uniqueEmail("es-young"), "/api/health");
  expect((await api(page, "POST", "/api/user/name", { firstName: "Dani" })).status).toBe(200);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "¿Cuándo naciste?" })).toBeVisible();
  await fillBirthDate(page, bornAged(16));
  await expect(
    page.getByRole("heading", { name: "Tandem es para personas de 18 años o más." }),
  ).toBeVisible();
  await expect(page.getByText("no hemos guardado tu fecha de nacimiento")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cerrar sesión" })).toBeVisible();
  await noAxeViolations(page, "under 18");
  await shot(page, "under-18");
});

test("an en-US browser still gets these screens in English", async ({ browser }) => {
  const page = await pageIn(browser, "en-US");
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Welcome to Tandem" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In to Continue" })).toBeVisible();
  await noAxeViolations(page, "welcome in English");

  const spanish = await pageIn(browser, "es-ES");
  await spanish.goto("/no-such-page");
  await expect(spanish.getByRole("heading", { name: "404: página no encontrada" })).toBeVisible();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
