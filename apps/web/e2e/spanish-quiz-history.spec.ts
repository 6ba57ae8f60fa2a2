import { expect, type Page } from "@playwright/test";
import {
  POINTS_PER_ANSWER,
  type PairCode,
  type QuizQuestion,
  type TodayReveal,
} from "@tandem/api-contract";
import { api, expectToast, spanishCouplePage, test } from "./support.js";
import { expectNoAxeViolations as noAxeViolations, screenshots } from "./layout-checks.js";

// A couple whose browsers speak Spanish, after today's quiz: the answer's toasts, the day's
// summary and reveal with reactions and comments, the quiz history, Our chat, Our story and
// date ideas, each in Spanish with axe finding nothing. Screenshots go to SHOTS_DIR when set.
const shot = screenshots("es-quiz-", { fullPage: true });

const answerByApi = async (page: Page, questionId: number, selectedOption: number) => {
  const answer = { questionId, selectedOption, tags: [], pointsEarned: POINTS_PER_ANSWER };
  expect((await api(page, "POST", "/api/quiz/answer", answer)).status).toBe(200);
};

test("a Spanish couple after today's quiz: toasts, reveal, comments, history, chat, story, ideas", async ({
  browser,
}) => {
  test.slow(); // two signed-in contexts and sixteen answers on a shared 2-core machine
  const ana = await spanishCouplePage(browser, "es-quiz-ana", "Ana");
  const ben = await spanishCouplePage(browser, "es-quiz-ben", "Ben");
  const { body: pair } = await api<PairCode>(ana, "POST", "/api/pair/generate");
  expect((await api(ben, "POST", "/api/pair/use", { code: pair.code })).status).toBe(200);

  // Ben answers everything; Ana the first two on screen (the first apart), the rest alike.
  const { body: questions } = await api<QuizQuestion[]>(ana, "GET", "/api/quiz/today");
  const [first, second, ...rest] = questions;
  for (const [index, question] of questions.entries()) {
    await answerByApi(ben, question.id, index === 0 ? 1 : 0);
  }
  for (const question of rest) await answerByApi(ana, question.id, 0);
  const alike = questions.length - 1;

  // Ben, done first: his summary waits for Ana and nudges her.
  await ben.goto("/app/quiz");
  const waiting = ben.getByTestId("day-summary");
  await expect(
    waiting.getByText(
      `Esperando a Ana: ${rest.length} de ${questions.length} respondidas por ahora.`,
    ),
  ).toBeVisible();
  await noAxeViolations(ben, "quiz, waiting for the partner");
  await shot(ben, "waiting");
  await waiting.getByRole("button", { name: "Dar un toque a Ana" }).click();
  await expectToast(ben, "Ana recibió tu toque");
  await expect(waiting.getByRole("button", { name: "Toque enviado" })).toBeDisabled();

  // The quiz screen: each answer's toast, the end's, then the day's summary.
  await ana.goto("/app/quiz");
  const pickFirstOption = async () => {
    await ana.getByRole("group").getByRole("button").first().click();
    await ana.getByRole("button", { name: "Siguiente pregunta" }).click();
  };
  await expect(ana.getByRole("group", { name: first!.question })).toBeVisible();
  await pickFirstOption();
  await expectToast(ana, "¡Respuesta enviada!");
  await expectToast(ana, `¡Has ganado ${POINTS_PER_ANSWER} puntos!`);
  await expect(ana.getByRole("group", { name: second!.question })).toBeVisible();
  await pickFirstOption();
  await expectToast(ana, "¡Quiz completado!");
  await expectToast(ana, "¡Vuelve mañana para más preguntas!");
  await expect(ana.getByText(/^Has respondido todas las preguntas de hoy/)).toBeVisible();
  await ana.goto("/app/quiz"); // the toasts gone, for axe and the picture
  const summary = ana.getByTestId("day-summary");
  await expect(summary.getByText(`Coincidieron en ${alike} de ${questions.length}`)).toBeVisible();
  await expect(summary.getByText("Los dos respondieron todo hoy.")).toBeVisible();
  await expect(summary.getByText("¡Coinciden!")).toHaveCount(alike);
  await expect(summary.getByText("Respuestas distintas")).toHaveCount(1);

  // Reacting and commenting on Ben's different pick; his reaction to hers, through the API.
  const talk = summary.getByTestId("answer-talk").first();
  await expect(talk.getByText("Eligieron distinto. ¿Quieren hablarlo?")).toBeVisible();
  await talk.getByRole("button", { name: "Hablarlo" }).click();
  const box = talk.getByRole("textbox", { name: "Tu comentario sobre la respuesta de Ben" });
  await expect(box).toHaveAttribute("placeholder", "Di algo al respecto");
  await box.fill("¿En serio? Yo habría dicho la otra");
  await talk.getByRole("button", { name: "Enviar" }).click();
  await expect(talk.getByText("¿En serio? Yo habría dicho la otra")).toBeVisible();
  await talk.getByRole("button", { name: "Reacciona a la respuesta de Ben" }).first().click();
  await talk.getByRole("button", { name: "Me encanta" }).click();
  const { body: reveal } = await api<TodayReveal>(ben, "GET", "/api/quiz/reveal");
  const reacted = await api(
    ben,
    "POST",
    `/api/together/answers/${reveal.day}/${first!.id}/reaction`,
    {
      reaction: "laugh",
    },
  );
  expect(reacted.status).toBe(200);
  await expect(talk.getByText("Ben reaccionó 😂")).toBeVisible();
  await expect(talk.getByRole("button", { name: "Editar" })).toBeVisible();
  await expect(talk.getByRole("button", { name: "Borrar" })).toBeVisible();
  await noAxeViolations(ana, "quiz, day summary with a comment");
  await shot(ana, "summary");

  // The quiz history: today with both answers and the same words under the question.
  await ana.goto("/app/quiz-history");
  await expect(ana.getByRole("heading", { name: "Historial de quizzes", level: 1 })).toBeVisible();
  const today = ana.getByRole("region", { name: "Hoy" });
  await expect(today.getByText("En pareja")).toBeVisible();
  await expect(today.getByText("Completado")).toBeVisible();
  await expect(today.getByText("Misma respuesta")).toHaveCount(alike);
  await expect(today.getByText("Tú", { exact: true }).first()).toBeVisible();
  await expect(today.getByText("¿En serio? Yo habría dicho la otra")).toBeVisible();
  await expect(today.getByText("Ben reaccionó 😂")).toBeVisible();
  await noAxeViolations(ana, "quiz history");
  await shot(ana, "history");

  // Our chat: empty, then Ben's message with its time.
  await ana.goto("/app/our-chat");
  await expect(ana.getByRole("heading", { name: "Tú y Ben", level: 1 })).toBeVisible();
  await expect(ana.getByText("Solo entre los dos")).toBeVisible();
  await expect(
    ana.getByText("Escríbele algo a Ben. Solo ustedes dos pueden leer esto."),
  ).toBeVisible();
  const sent = await api(ben, "POST", "/api/together/thread", { body: "¿Cenamos el viernes?" });
  expect(sent.status).toBe(201);
  await expect(ana.getByText("¿Cenamos el viernes?")).toBeVisible();
  await expect(ana.getByRole("list", { name: "Tú y Ben" }).locator("time")).toHaveText(
    /^\d{2}:\d{2}$/,
  );
  await noAxeViolations(ana, "our chat");
  await shot(ana, "our-chat");

  // Our story: paired, and the first quiz together, with Spanish dates.
  await ana.goto("/app/our-story");
  const story = ana.getByRole("list", { name: "Nuestra historia" });
  await expect(ana.getByText("Tú y Ben, desde el principio")).toBeVisible();
  await expect(story.getByText("Se conectaron en Tandem")).toBeVisible();
  await expect(
    story.getByText(`Su primer quiz en pareja: ${alike} respuestas en común`),
  ).toBeVisible();
  const month = new Intl.DateTimeFormat("es", { month: "long" }).format(new Date());
  await expect(story.locator("time").first()).toContainText(` de ${month} de `);
  await noAxeViolations(ana, "our story");
  await shot(ana, "our-story");

  // Date ideas: why they are ranked, the tabs, a saved one.
  await ana.goto("/app/date-ideas");
  await expect(ana.getByRole("heading", { name: "Ideas para citas", level: 1 })).toBeVisible();
  await expect(
    ana.getByText(/^Ordenadas según lo que los dos eligieron .* Los dos se inclinan por .+\.$/),
  ).toBeVisible();
  await expect(ana.getByRole("tab", { name: "Para ustedes" })).toBeVisible();
  await expect(ana.getByRole("tab", { name: "Guardadas (0)" })).toBeVisible();
  await expect(ana.getByTestId("date-idea").first()).toBeVisible();
  await noAxeViolations(ana, "date ideas");
  const card = ana.getByTestId("date-idea").first();
  await card.getByRole("button", { name: /^Guardar / }).click();
  await expect(ana.getByRole("tab", { name: "Guardadas (1)" })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Guardada / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await noAxeViolations(ana, "date ideas, one saved");
  await shot(ana, "date-ideas");
});
