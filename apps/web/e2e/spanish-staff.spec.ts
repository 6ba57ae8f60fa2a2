import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./layout-checks.js";
import { ADMIN_EMAIL, ADULT_BIRTH_DATE, api, test } from "./support.js";

// Staff with a Spanish browser: the server's sign-in pages and the admin panel in Spanish
// (decisions 303 and 305), dates in Spanish, nothing left in English on the way.

test.use({ locale: "es-ES" });

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("staff sign in through the Spanish pages, create a reward and open the moderation desk", async ({
  page,
}) => {
  test.slow(); // the sign-in pages, then three tabs of the desk
  await page.goto("/api/login?returnTo=%2Fapi%2Fhealth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
  await shot(page, "es-sign-in");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await page.getByRole("button", { name: "Enviarme un enlace de inicio de sesión" }).click();

  await expect(page.getByRole("heading", { name: "Revisa tu correo" })).toBeVisible();
  await expect(page.getByText(`código de 6 cifras a ${ADMIN_EMAIL}`)).toBeVisible();
  await shot(page, "es-check-email");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Abrir el enlace de inicio de sesión" }).click();

  await expect(page.getByText(`Vas a iniciar sesión como ${ADMIN_EMAIL}.`)).toBeVisible();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/api/health");
  // The staff account's name and birth date, as other journeys give them (support.ts).
  await api(page, "POST", "/api/user/name", { firstName: "Equipo" });
  await api(page, "POST", "/api/user/birth-date", { birthDate: ADULT_BIRTH_DATE });

  await page.goto("/app/admin");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Administración", level: 1 })).toBeVisible();
  const list = page.getByRole("heading", { name: /^Todas las recompensas \(\d+\)$/ });
  await expect(list).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await list.textContent()) ?? "")?.[1]);

  await page.getByRole("button", { name: "+ Nueva recompensa" }).click();
  await page.getByRole("button", { name: "Crear recompensa" }).click();
  await expect(page.getByText("Faltan campos", { exact: true })).toBeVisible();
  const title = `Kayak para dos ${Date.now().toString(36)}`;
  await page.getByLabel(/Título/).fill(title);
  await page.getByLabel(/Descripción/).fill("Remar por la costa al atardecer.");
  await page.getByLabel(/Marca/).fill("Costa Azul");
  await page.getByLabel(/Costo en puntos/).fill("12000");
  await shot(page, "es-admin-form");
  await page.getByRole("button", { name: "Crear recompensa" }).click();
  await expect(page.getByText("Recompensa creada", { exact: true })).toBeVisible();
  await expect(list).toHaveText(`Todas las recompensas (${before + 1})`);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Activa", { exact: true })).toBeVisible();
  // The number in Spanish: a dot between thousands (from five digits, as Spanish writes).
  await expect(card.getByText("12.000 puntos")).toBeVisible();
  await card.getByRole("button", { name: `Desactivar ${title}` }).click();
  await expect(card.getByText("Inactiva", { exact: true })).toBeVisible();
  await shot(page, "es-admin-rewards");
  expect(await axeViolations(page)).toEqual([]);

  // The moderation desk: reports, people and the log, in Spanish.
  await page.getByRole("tab", { name: "Denuncias" }).click();
  await expect(page.getByRole("heading", { name: /^Denuncias abiertas \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Abiertas" })).toBeVisible();
  await shot(page, "es-moderation-reports");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Personas" }).click();
  await page.getByLabel("Correo electrónico").fill(ADMIN_EMAIL);
  await page.getByRole("button", { name: "Buscar" }).click();
  const person = page.getByRole("article", { name: ADMIN_EMAIL });
  await expect(
    person.getByText("Las cuentas de administración no se pueden suspender."),
  ).toBeVisible();
  // "Se unió el 2 dic 2026, 10:15": the date in Spanish, whatever the machine's language.
  await expect(person.getByText(/^Se unió el \d{1,2} [a-z]{3,4}\.? \d{4}/)).toBeVisible();
  await shot(page, "es-moderation-people");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("tab", { name: "Registro" }).click();
  await expect(page.getByRole("heading", { name: "Registro de auditoría" })).toBeVisible();
  await expect(page.getByText("Consulta").first()).toBeVisible();
  await shot(page, "es-moderation-log");
});
