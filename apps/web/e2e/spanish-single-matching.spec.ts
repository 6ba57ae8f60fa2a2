import { expect, type Browser, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { ADULT_BIRTH_DATE, api, expectToast, findCard, test, uniqueEmail } from "./support.js";
import { expectNoAxeViolations as noAxeViolations, screenshots } from "./layout-checks.js";

// The singles' matching in Spanish: three singles whose browsers speak Spanish. Lucía and
// Mateo live in Gijón and keep to their town; Nora lives in Avilés, 21 km away. (Towns of
// their own: the English journeys' singles of Sassari would otherwise share their deck.)
// Mateo likes one of Lucía's answers with a note on Discover; Lucía reads it under "Likes
// you", likes him back into the match moment and sends its first line; they write once each
// way in the chat; Lucía's dry deck then offers "+1 persona a menos de 25 km", which brings
// Nora. Every screen's words are asserted in Spanish, with axe finding nothing. Screenshots
// at 390x844 go to SHOTS_DIR when set.
const shot = screenshots("es-single-");

const ANSWERS = [1, 3, 0, 2, 1] as const;
const SAME_TOWN = { showMe: "everyone", ageMin: "18-22", ageMax: "43+", distance: "same-city" };

/** A single on a Spanish phone: signed in through the Spanish pages, profile made by API. */
async function spanishSingle(browser: Browser, nickname: string, city: string): Promise<Page> {
  const context = await browser.newContext({
    locale: "es-ES",
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/api/login?returnTo=${encodeURIComponent("/api/health")}`);
  const label = nickname
    .split(" ")[0]!
    .normalize("NFD")
    .replace(/[^a-z]/gi, "")
    .toLowerCase();
  await page.getByLabel("Correo electrónico").fill(uniqueEmail(`es-single-${label}`));
  await page.getByRole("button", { name: "Enviarme un enlace de inicio de sesión" }).click();
  await page.getByRole("link", { name: "Abrir el enlace de inicio de sesión" }).click();
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/api/health"));
  const calls: [string, unknown][] = [
    ["/api/user/name", { firstName: nickname.split(" ")[0] }],
    ["/api/user/birth-date", { birthDate: ADULT_BIRTH_DATE }],
    ["/api/user/type", { userType: "single" }],
    [
      "/api/matching/profile",
      { nickname, gender: "prefer-not-to-say", ageGroup: "28-32", city, bio: "Café y mar." },
    ],
    [
      "/api/matching/discovery-tags",
      { tags: DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag) },
    ],
    [
      "/api/matching/preferences",
      city.startsWith("Gijón") ? SAME_TOWN : { ...SAME_TOWN, distance: "anywhere" },
    ],
  ];
  for (const [path, body] of calls) {
    const answer = await api(page, "POST", path, body);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  return page;
}

test("a single's matching in Spanish: Discover, a like with a note, Likes you, the match, Matches, a chat, the widened deck", async ({
  browser,
}) => {
  test.slow(); // three signed-in contexts and two screens each on a shared 2-core machine
  const stamp = Date.now().toString(36);
  const lucia = `Lucía ${stamp}`;
  const mateo = `Mateo ${stamp}`;
  const nora = `Nora ${stamp}`;
  const note = "¡Yo también! ¿Cuál es tu mercado favorito?";
  const reply = "El de los sábados, junto al puerto.";
  const answer = DISCOVERY_QUIZ[1].options[ANSWERS[1]];

  const luciaPage = await spanishSingle(browser, lucia, "Gijón, Spain");
  const mateoPage = await spanishSingle(browser, mateo, "Gijón, Spain");
  const noraPage = await spanishSingle(browser, nora, "Avilés, Spain");

  // Discover, in Spanish: Mateo finds Lucía and likes one of her answers with a note.
  await mateoPage.goto("/app/discover");
  await expect(mateoPage.getByRole("heading", { name: "Descubrir", level: 1 })).toBeVisible();
  await expect(mateoPage.getByText("Encuentra tu match")).toBeVisible();
  await expect(mateoPage.getByRole("link", { name: "Mis matches" })).toBeVisible();
  const card = await findCard(mateoPage, lucia, "Pasar");
  await expect(mateoPage.getByText(/^\d+ de \d+\+? perfiles$/)).toBeVisible();
  // What the two share, in words, and her answers under a Spanish heading.
  await expect(card.getByText(/^En común: .+ y 3 cosas más$/)).toBeVisible();
  await expect(card.getByRole("heading", { name: "Gustos en común" })).toBeVisible();
  await expect(card.getByRole("heading", { name: `Respuestas de ${lucia}` })).toBeVisible();
  await expect(card.getByText("Tú también").first()).toBeVisible();
  await expect(card.getByRole("button", { name: `Denunciar a ${lucia}` })).toBeVisible();
  await expect(mateoPage.getByRole("button", { name: "Dar like", exact: true })).toBeVisible();
  await expect(mateoPage.getByRole("button", { name: "Pasar", exact: true })).toBeVisible();
  await noAxeViolations(mateoPage, "Discover");
  await shot(mateoPage, "1-discover");

  await card.getByRole("button", { name: `Dar like a la respuesta: ${answer.label}` }).click();
  const sheet = mateoPage.getByRole("dialog", { name: `Dar like a la respuesta de ${lucia}` });
  await expect(sheet.getByRole("button", { name: "Cancelar" })).toBeVisible();
  await sheet.getByRole("textbox", { name: "Tu nota (opcional)" }).fill(note);
  await noAxeViolations(mateoPage, "like sheet");
  await shot(mateoPage, "2-like-sheet");
  await sheet.getByRole("button", { name: "Enviar like" }).click();
  await expect(sheet).toHaveCount(0);
  await expectToast(mateoPage, `Like enviado a ${lucia}`);

  // Lucía: Matches leads to "Likes you", where his note is; she likes him back.
  await luciaPage.goto("/app/matches");
  await expect(luciaPage.getByRole("heading", { name: "Mis matches", level: 1 })).toBeVisible();
  await expect(luciaPage.getByRole("heading", { name: "Aún no tienes matches" })).toBeVisible();
  await noAxeViolations(luciaPage, "Matches, empty");
  await luciaPage.getByRole("link", { name: /Le gustas a 1 persona/ }).click();
  await luciaPage.waitForURL("**/app/matches/likes");
  await expect(
    luciaPage.getByRole("heading", { name: "Te han dado like", level: 1 }),
  ).toBeVisible();
  await expect(luciaPage.getByText("Le gustas a 1 persona")).toBeVisible();
  const mateoCard = luciaPage.getByRole("article", { name: mateo });
  const about = mateoCard.getByRole("region", {
    name: `A ${mateo} le gustó tu respuesta «${answer.label}»`,
  });
  await expect(about.getByText(note)).toBeVisible();
  await expect(mateoCard.getByText("Ver sus respuestas")).toBeVisible();
  await noAxeViolations(luciaPage, "Likes you");
  await shot(luciaPage, "3-likes-you");
  await mateoCard.getByRole("button", { name: "Devolver like" }).click();

  // The match moment, with the first line in Spanish; she sends it.
  const moment = luciaPage.getByRole("region", { name: "¡Es un match!" });
  await expect(moment.getByText(`Te gusta ${mateo} y le gustas.`)).toBeVisible();
  const box = moment.getByRole("textbox", { name: `Escríbele a ${mateo}` });
  await expect(box).toHaveValue("¿Qué te hizo sonreír hoy?");
  await expect(moment.getByRole("button", { name: "Seguir descubriendo" })).toBeVisible();
  await noAxeViolations(luciaPage, "match moment");
  await shot(luciaPage, "4-match-moment");
  await moment.getByRole("button", { name: "Enviar", exact: true }).click();
  await expectToast(luciaPage, `Mensaje enviado a ${mateo}`);

  // Matches as conversations: it is Mateo's turn, and his list says so in Spanish.
  await mateoPage.goto("/app/matches");
  await expect(mateoPage.getByText("1 match · 1 sin leer")).toBeVisible();
  const row = mateoPage
    .getByRole("region", { name: "Mensajes" })
    .getByRole("link", { name: new RegExp(lucia) });
  await expect(row).toContainText("¿Qué te hizo sonreír hoy?");
  await expect(row).toContainText("Te toca");
  await expect(row).toContainText("1 mensaje sin leer");
  await expect(row.locator("time")).toHaveText(/^(ahora|\d+\s?min)$/);
  await noAxeViolations(mateoPage, "Matches");
  await shot(mateoPage, "5-matches");

  // The chat: the like that opened it quoted, his reply sent from the Spanish composer.
  await row.click();
  await mateoPage.waitForURL("**/app/chat/*");
  const messages = mateoPage.getByRole("list", { name: `Mensajes con ${lucia}` });
  await expect(messages.getByText(`Diste like a la respuesta de ${lucia}`)).toBeVisible();
  await expect(messages.getByText(note)).toBeVisible();
  await expect(messages.getByText("¿Qué te hizo sonreír hoy?")).toBeVisible();
  const composer = mateoPage.getByRole("textbox", { name: "Mensaje" });
  await expect(composer).toHaveAttribute("placeholder", "Escribe un mensaje");
  await composer.fill(reply);
  await mateoPage.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(messages.getByText(reply)).toBeVisible();
  await noAxeViolations(mateoPage, "chat");
  await shot(mateoPage, "6-chat");
  await mateoPage.getByRole("button", { name: "Opciones" }).click();
  const menu = mateoPage.getByRole("dialog", { name: lucia });
  for (const name of ["Deshacer match", "Bloquear", "Denunciar"]) {
    await expect(menu.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await noAxeViolations(mateoPage, "chat menu");
  await shot(mateoPage, "7-chat-menu");
  await mateoPage.keyboard.press("Escape");
  await mateoPage.getByRole("button", { name: `Ver el perfil de ${lucia}` }).click();
  const sheetProfile = mateoPage.getByRole("dialog", { name: `Perfil de ${lucia}` });
  await expect(sheetProfile.getByRole("button", { name: "Deshacer match" })).toBeVisible();
  await noAxeViolations(mateoPage, "match profile");
  await shot(mateoPage, "8-match-profile");
  await mateoPage.keyboard.press("Escape");

  // Lucía reads his reply, live, in her chat.
  await luciaPage.goto("/app/matches");
  await luciaPage
    .getByRole("region", { name: "Mensajes" })
    .getByRole("link", { name: new RegExp(mateo) })
    .click();
  await expect(
    luciaPage.getByRole("list", { name: `Mensajes con ${mateo}` }).getByText(reply),
  ).toBeVisible();
  await expect(luciaPage.getByText(`A ${mateo} le gustó tu respuesta`)).toBeVisible();
  await noAxeViolations(luciaPage, "chat, the other side");

  // Nobody left in Gijón: the empty deck counts who a wider distance would add.
  await luciaPage.goto("/app/discover");
  await expect(
    luciaPage.getByRole("heading", { name: "Has visto a todas las personas que encajan" }),
  ).toBeVisible();
  const widen = luciaPage.getByRole("button", { name: "+1 persona a menos de 25 km" });
  await expect(widen).toBeVisible();
  await expect(
    luciaPage.getByRole("link", { name: "Cambiar a quién quieres conocer" }),
  ).toBeVisible();
  await noAxeViolations(luciaPage, "empty deck");
  await shot(luciaPage, "9-empty-deck");
  await widen.click();
  const noraCard = luciaPage.getByRole("article", { name: nora });
  await expect(noraCard).toBeVisible();
  await expect(luciaPage.getByText(/^1 de 1 perfiles$/)).toBeVisible();

  for (const page of [luciaPage, mateoPage, noraPage]) await page.context().close();
});
