import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./layout-checks.js";
import { ADMIN_EMAIL, signIn, test, uniqueEmail } from "./support.js";

// The landing page prerendered in Spanish (decision 306) with its waitlist, the partner page,
// and staff's System tab with the admin tabs on one line, for a Spanish reader.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.describe("a Spanish browser", () => {
  test.use({ locale: "es-ES" });

  test("reads the landing page in Spanish and joins the waitlist", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Tandem: muy pronto");
    await expect(page.getByRole("heading", { name: "Únete a la lista de espera" })).toBeVisible();
    await expect(page.getByText("Relación más fuerte")).toBeVisible();
    await shot(page, "es-landing");
    expect(await axeViolations(page)).toEqual([]);

    // Nothing typed: the script's own words, from the page.
    await page.getByRole("button", { name: "Unirme a la lista" }).click();
    await expect(page.getByText("Falta tu correo", { exact: true })).toBeVisible();
    // The error toast itself: its words on its red, the list it sits in.
    expect(await axeViolations(page)).toEqual([]);

    // A refused number: the server's English said in Spanish, under the field.
    await page.getByRole("tab", { name: "Teléfono" }).click();
    const phone = page.getByLabel("Número de teléfono");
    await phone.fill("12");
    await page.getByRole("button", { name: "Unirme a la lista" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#waitlist-phone-error`)).toHaveText(
      /^Esto no parece un número de teléfono\./,
    );
    await shot(page, "es-landing-refused");

    await page.getByRole("tab", { name: "Correo" }).click();
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("landing-es"));
    await page.getByRole("button", { name: "Unirme a la lista" }).click();
    await expect(page.getByRole("heading", { name: "¡Ya estás en la lista!" })).toBeVisible();
    await expect(page.getByText("¡Te damos la bienvenida a la lista de espera!")).toBeVisible();
    await shot(page, "es-landing-joined");
  });

  test("partner staff read the voucher page in Spanish", async ({ page }) => {
    await page.goto("/partner");
    await expect(page.getByRole("heading", { name: "Comprobar un vale de Tandem" })).toBeVisible();
    await page.getByLabel("Tu token de socio").fill("not-a-token");
    await page.getByRole("button", { name: "Guardar este token" }).click();
    await expect(page.getByRole("alert")).toHaveText("Un token de socio empieza por tdm_.");
    await shot(page, "es-partner");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the cookie chosen in Profile wins: English landing for a Spanish browser", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  await page.goto("/api/health");
  const root = new URL("/", page.url()).href;
  await context.addCookies([{ name: "tandem-locale", value: "en", url: root }]);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Join the Waitlist" })).toBeVisible();
  await context.close();
});

test("staff read the System tab in Spanish, the admin tabs on one line", async ({ page }) => {
  test.slow(); // signs in through the e-mail flow
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const root = new URL("/", page.url()).href;
  await page.context().addCookies([{ name: "tandem-locale", value: "es", url: root }]);
  await page.goto("/app/admin");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  const tabs = page.getByRole("tablist", { name: "Secciones de administración" });
  await expect(tabs.getByRole("tab")).toHaveCount(9);
  const tops = await tabs
    .getByRole("tab")
    .evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(tops).toHaveLength(9);
  expect(new Set(tops).size, "every tab on one line").toBe(1);
  for (const box of await tabs
    .getByRole("tab")
    .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(36); // the trigger's box; tap-target pads it to 44 px
  }

  await page.getByRole("tab", { name: "Sistema" }).click();
  await expect(page).toHaveURL(/tab=system/);
  await expect(page.getByRole("tab", { name: "Sistema" })).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Sistema", level: 2 })).toBeVisible();
  const processes = page.getByRole("group", { name: /^Procesos \(\d+\)$/ });
  await expect(processes.getByText("Este proceso", { exact: true })).toBeVisible();
  // Sizes in Spanish: a decimal comma ("182 MB", "22,5 MB").
  await expect(processes.getByText(/^\d+(,\d)? MB \(\d+(,\d)? MB de heap\)$/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Base de datos" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Errores, última hora" })).toContainText(
    "respuestas 5xx",
  );
  await expect(page.getByText(/^Leído: \d{1,2} [a-z]{3,4}\.? \d{4}/)).toBeVisible();
  await shot(page, "es-system");
  expect(await axeViolations(page)).toEqual([]);
});
