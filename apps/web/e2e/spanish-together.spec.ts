import { expect } from "@playwright/test";
import { IDENTITY_UNLOCK_QUIZZES, type PairCode } from "@tandem/api-contract";
import { api, expectToast, spanishCouplePage, test } from "./support.js";
import { expectNoAxeViolations as noAxeViolations, screenshots } from "./layout-checks.js";

// A couple whose browsers speak Spanish: the invite link, the Day badge, the relationship
// card, reminders, ending the pairing and undoing it, each screen in Spanish with axe finding
// nothing. Screenshots at 390x844 go to SHOTS_DIR when set.
const shot = screenshots("es-together-", { fullPage: true });

test("a Spanish couple: invite link, Day badge, relationship card, ending and undoing", async ({
  browser,
}) => {
  test.slow(); // two signed-in contexts and two reloads on a shared machine
  const ana = await spanishCouplePage(browser, "es-together-ana", "Ana");

  // The pairing dialog's invite link, before pairing.
  await ana.goto("/app");
  await ana.getByRole("button", { name: "Conectar ahora" }).click();
  const pairing = ana.getByRole("dialog", { name: "Conecta con tu pareja" });
  await expect(pairing.getByRole("heading", { name: "Invita con un enlace" })).toBeVisible();
  await expect(pairing.getByText(/^Tu pareja lo abre, se registra/)).toBeVisible();
  await expect(
    pairing.getByRole("img", { name: "Código QR de tu enlace de invitación" }),
  ).toBeVisible();
  await expect(pairing.getByRole("button", { name: "Copiar enlace" })).toBeVisible();
  await noAxeViolations(ana, "pairing dialog, invite link");
  await shot(ana, "invite-link");
  await ana.keyboard.press("Escape");

  const { code } = (await api<PairCode>(ana, "POST", "/api/pair/generate")).body;
  const ben = await spanishCouplePage(browser, "es-together-ben", "Ben");
  expect((await api(ben, "POST", "/api/pair/use", { code })).status).toBe(200);

  // Home: the Day badge.
  await ana.goto("/app");
  await expect(ana.getByText("En pareja con")).toBeVisible();
  await expect(ana.getByText("Día 1", { exact: true })).toBeVisible();
  await noAxeViolations(ana, "home, Day badge");
  await shot(ana, "home");

  // Profile: the relationship card, the couple photo and the daily reminder.
  await ana.goto("/app/profile");
  await expect(ana.getByRole("heading", { name: "Estado de la relación" })).toBeVisible();
  await expect(ana.getByText("Tú y Ben · Día 1")).toBeVisible();
  await expect(
    ana.getByText(
      `Su identidad de pareja se desbloquea tras completar juntos ${IDENTITY_UNLOCK_QUIZZES} quizzes (0/${IDENTITY_UNLOCK_QUIZZES}).`,
    ),
  ).toBeVisible();
  await expect(ana.getByTitle("Añadir una foto de pareja")).toBeVisible();
  await expect(ana.getByRole("heading", { name: "Recordatorio diario" })).toBeVisible();
  await noAxeViolations(ana, "profile, relationship card");
  await shot(ana, "profile");

  // Ending: the consequences in Spanish, then Undo with the time left.
  await ana.getByRole("button", { name: "Terminar la relación" }).click();
  const dialog = ana.getByRole("dialog", { name: "¿Terminar la relación?" });
  await expect(dialog.getByText("Le avisaremos a Ben de que la terminaste.")).toBeVisible();
  await expect(dialog.getByText(/^Puedes deshacerlo durante 24 horas/)).toBeVisible();
  await noAxeViolations(ana, "end-relationship dialog");
  await shot(ana, "end-dialog");
  const reloaded = ana.waitForEvent("load");
  await dialog.getByRole("button", { name: "Terminar la relación" }).click();
  await reloaded;
  await expectToast(ana, "Relación terminada");
  const undoCard = ana.getByRole("region", { name: "Terminaste tu conexión con Ben" });
  await expect(undoCard.getByText(/^Tiempo para deshacer: 2[34] horas$/)).toBeVisible();
  await noAxeViolations(ana, "profile, undo card");
  await shot(ana, "undo-card");

  // Ben is told on his Home.
  await ben.goto("/app");
  const notice = ben.getByRole("region", { name: "Ana terminó su conexión" });
  await expect(notice.getByText(/^Ana aún puede deshacerlo durante 2[34] horas\./)).toBeVisible();
  await expect(notice.getByRole("link", { name: "Historial de quizzes" })).toBeVisible();
  await noAxeViolations(ben, "home, partner told");
  await shot(ben, "partner-told");

  // Undo: paired again.
  const restored = ana.waitForEvent("load");
  await undoCard.getByRole("button", { name: "Deshacer" }).click();
  await restored;
  await expectToast(ana, "Conexión recuperada");
  await ana.goto("/app");
  await expect(ana.getByText("Día 1", { exact: true })).toBeVisible();
});
