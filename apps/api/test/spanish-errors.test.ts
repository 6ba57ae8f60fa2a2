import { DISCOVERY_QUIZ, type ApiError } from "@tandem/api-contract";
import { LOCALE_COOKIE } from "@tandem/i18n";
import { describe, expect, it } from "vitest";
import { localizeErrorBody } from "../src/http/localize-error.js";
import { randomUUID } from "node:crypto";
import { conversation } from "../src/services/chat/test-support.js";
import { generate, pairUp } from "../src/services/couples/test-support.js";
import { today } from "../src/services/quiz/test-support.js";
import { makeReward } from "../src/services/rewards/test-support.js";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "./helpers.js";

// The server's refusals in the request's language (decision 304): Spanish for a browser that
// asks for it or a device that chose it, the spec's English otherwise; code and reason stay.
const t = useTestApp();
const SPANISH = { "accept-language": "es-MX,es;q=0.9" };
const spanishDevice = (user: TestUser) => ({ cookie: `${user.cookie}; ${LOCALE_COOKIE}=es` });

/** The same REST call in English (no language asked) and in Spanish. */
async function both(
  method: "GET" | "POST",
  url: string,
  user: TestUser | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const english = await call<ApiError>(t.app, method, url, { user, body, headers });
  const spanish = await call<ApiError>(t.app, method, url, {
    user,
    body,
    headers: { ...headers, ...SPANISH },
  });
  expect(spanish.status).toBe(english.status);
  expect(spanish.body.code).toBe(english.body.code);
  expect(spanish.body.reason).toBe(english.body.reason);
  return { english: english.body, spanish: spanish.body, status: english.status };
}

/** A tRPC mutation's error as the app reads it: `error.message` and `error.data`. */
async function trpcError(path: string, input: unknown, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: "POST",
    url: `/trpc/${path}`,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(input),
  });
  return (JSON.parse(res.body) as { error: { message: string; data: ApiError } }).error;
}

describe("validation", () => {
  it("words one field and several in Spanish, over REST and tRPC", async () => {
    const user = await createUser(t.db);
    const one = await both("POST", "/api/user/phone", user, { phoneNumber: " ", region: "FR" });
    expect(one.status).toBe(400);
    expect(one.english.message).toBe("Phone number: enter a phone number.");
    expect(one.spanish.message).toBe("Teléfono: introduce un número de teléfono.");
    expect(one.spanish.fields).toEqual({ phoneNumber: "Introduce un número de teléfono." });

    const two = await both("POST", "/api/user/phone", user, { phoneNumber: 5, region: 7 });
    expect(two.english.message).toMatch(
      /^Please check 2 fields\. Phone number: must be text\. Region: /,
    );
    expect(two.spanish.message).toMatch(/^Revisa 2 campos\. Teléfono: debe ser texto\. Región: /);
    expect(two.spanish.fields?.phoneNumber).toBe("Debe ser texto.");

    const overTrpc = await trpcError(
      "user.setPhone",
      { phoneNumber: "", region: "FR" },
      spanishDevice(user),
    );
    expect(overTrpc.message).toBe("Teléfono: introduce un número de teléfono.");
    expect(overTrpc.data.fields).toEqual({ phoneNumber: "Introduce un número de teléfono." });
    expect(overTrpc.data.code).toBe("BAD_REQUEST");
  });
});

describe("refusals", () => {
  it("a rate limit", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db
      .insertInto("rateLimits")
      .values({ key: `block:${user.id}`, windowStart: new Date(), hits: 1_000 })
      .execute();
    const limited = await both("POST", "/api/matching/block", user, { userId: other.id });
    expect(limited.status).toBe(429);
    expect(limited.english.message).toBe(
      "Too many requests. Please wait a few minutes and try again.",
    );
    expect(limited.spanish.message).toBe(
      "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
    );
  });

  it("not found", async () => {
    const user = await createUser(t.db);
    const missing = await both("POST", "/api/rewards/2147483600/redeem", user);
    expect(missing.status).toBe(404);
    expect(missing.english.message).toBe("Reward not found.");
    expect(missing.spanish.message).toBe("No encontramos esta recompensa.");
  });

  it("conflicts, with the partner's name where the English has it", async () => {
    const single = await createUser(t.db);
    const unpaired = await both("POST", "/api/push/nudge", single);
    expect(unpaired.status).toBe(409);
    expect(unpaired.spanish.reason).toBe("NOT_PAIRED");
    expect(unpaired.spanish.message).toBe("Conecta con tu pareja para darle un toque.");

    const { a: alex } = await pairUp(t, "Alex", "Sam");
    expect(await call(t.app, "POST", "/api/push/nudge", { user: alex })).toHaveStatus(200);
    const again = await both("POST", "/api/push/nudge", alex);
    expect(again.status).toBe(409);
    expect(again.english.message).toBe(
      "You already nudged Sam today. You can nudge again tomorrow.",
    );
    expect(again.spanish.message).toBe(
      "Hoy ya le diste un toque a Sam. Podrás volver a hacerlo mañana.",
    );
  });

  it("not enough points, with both numbers", async () => {
    const user = await createUser(t.db, { points: 40 });
    const reward = await t.db
      .insertInto("rewards")
      .values({ title: "Cinema for two", description: "Two tickets", pointsCost: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const poor = await both("POST", `/api/rewards/${reward.id}/redeem`, user);
    expect(poor.status).toBe(409);
    expect(poor.english.message).toBe(
      "Not enough points: this reward costs 100 points and you have 40.",
    );
    expect(poor.spanish.message).toBe(
      "No tienes suficientes puntos: esta recompensa cuesta 100 puntos y tienes 40.",
    );
  });
});

describe("refusals from each area", () => {
  const origin = { origin: PUBLIC_URL };

  it("undoing a break-up, and pairing again instead of undoing", async () => {
    const { a: alex, b: sam, coupleId } = await pairUp(t, "Alex", "Sam");
    expect(await call(t.app, "POST", "/api/pair/break", { user: alex })).toHaveStatus(200);
    const notMine = await both("POST", "/api/pair/break/undo", sam, { coupleId });
    expect(notMine.status).toBe(403);
    expect(notMine.english.message).toBe(
      "Only Alex can undo this, because Alex ended the pairing. You can pair again with a new code.",
    );
    expect(notMine.spanish.message).toBe(
      "Solo Alex puede deshacerlo, porque Alex terminó la relación. Puedes volver a conectar con un código nuevo.",
    );

    const { code } = (await generate(t, sam)).body;
    const again = await both("POST", "/api/pair/use", alex, { code });
    expect(again.status).toBe(409);
    expect(again.spanish.reason).toBe("UNDO_INSTEAD");
    expect(again.english.message).toBe(
      "You ended your pairing with Sam less than 24 hours ago. Tap Undo on your Home to bring it back, with your streak and quiz history.",
    );
    expect(again.spanish.message).toBe(
      "Terminaste tu relación con Sam hace menos de 24 horas. Toca Deshacer en Inicio para recuperarla, con su racha y su historial de quizzes.",
    );
  });

  it("a couple proposal, and a chat message, in a conversation", async () => {
    const { a, matchId } = await conversation(t);
    const asked = await call<{ id: number }>(t.app, "POST", `/api/chat/${matchId}/proposal`, {
      user: a,
    });
    expect(asked).toHaveStatus(201);
    const twice = await both("POST", `/api/chat/${matchId}/proposal`, a);
    expect(twice.status).toBe(409);
    const name = /^You've already asked (.+)\. Their answer will show here\.$/.exec(
      twice.english.message,
    )?.[1];
    expect(name).toBeTruthy();
    expect(twice.spanish.message).toBe(
      `Ya se lo propusiste a ${name}. Su respuesta aparecerá aquí.`,
    );

    const own = await both("POST", `/api/chat/${matchId}/proposal/accept`, a, {
      proposalId: asked.body.id,
    });
    expect(own.status).toBe(400);
    expect(own.english.message).toBe("This is your own proposal: your match answers it.");
    expect(own.spanish.fields).toEqual({
      proposalId: "Esta propuesta es tuya: la responde tu match.",
    });

    const empty = await both("POST", `/api/chat/${matchId}/messages`, a, { body: " " });
    expect(empty.status).toBe(400);
    expect(empty.english.fields).toEqual({ body: "Write a message first." });
    expect(empty.spanish.fields).toEqual({ body: "Primero escribe un mensaje." });
  });

  it("the quiz: an option that is not there", async () => {
    const { a: alex } = await pairUp(t, "Alex", "Sam");
    const [question] = await today(t, alex);
    const count = question!.options.length;
    const body = { questionId: question!.id, selectedOption: count, tags: [], pointsEarned: 10 };
    const wrong = await both("POST", "/api/quiz/answer", alex, body);
    expect(wrong.status).toBe(400);
    expect(wrong.english.message).toBe(`Choose one of the ${count} options (0 to ${count - 1}).`);
    expect(wrong.spanish.message).toBe(`Elige una de las ${count} opciones (de 0 a ${count - 1}).`);
  });

  it("redeeming with a key used for another reward", async () => {
    const user = await createUser(t.db, { points: 100 });
    const first = await makeReward(t.db, { pointsCost: 5 });
    const second = await makeReward(t.db, { pointsCost: 5 });
    const key = { "idempotency-key": randomUUID() };
    const redeemed = await call(t.app, "POST", `/api/rewards/${first.id}/redeem`, {
      user,
      headers: key,
    });
    expect(redeemed, redeemed.text).toHaveStatus(200);
    const reused = await both("POST", `/api/rewards/${second.id}/redeem`, user, undefined, key);
    expect(reused.status).toBe(409);
    expect(reused.english.message).toBe(
      "This Idempotency-Key was already used to redeem another reward.",
    );
    expect(reused.spanish.message).toBe(
      "Esta Idempotency-Key ya se usó para canjear otra recompensa.",
    );
  });

  it("staff: partner codes, API tokens, a partner's till", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await makeReward(t.db, { brandName: "Cinema" });
    const notUtf8 = await both(
      "POST",
      `/api/admin/rewards/${reward.id}/codes`,
      admin,
      { text: "TDM-1234-ABCD\n\uFFFD" },
      origin,
    );
    expect(notUtf8.status).toBe(400);
    expect(notUtf8.spanish.fields).toEqual({
      text: "Este archivo no es texto UTF-8. Guárdalo como CSV UTF-8 (un código por línea) y vuelve a subirlo.",
    });

    const tokenBody = { name: "Reader", scopes: ["rewards:read"], expiresInDays: 30 };
    const branded = await both(
      "POST",
      "/api/admin/api-tokens",
      admin,
      { ...tokenBody, brandName: "Cinema" },
      origin,
    );
    expect(branded.status).toBe(400);
    expect(Object.values(branded.english.fields ?? {})).toEqual([
      "Only a token with the scope vouchers:redeem is bound to a brand.",
    ]);
    expect(Object.values(branded.spanish.fields ?? {})).toEqual([
      "Solo un token con el permiso vouchers:redeem va ligado a una marca.",
    ]);
    const gone = await both(
      "POST",
      `/api/admin/api-tokens/${randomUUID()}/revoke`,
      admin,
      undefined,
      origin,
    );
    expect(gone.status).toBe(404);
    expect(gone.spanish.message).toBe("Este token de API no existe.");

    const brand = `Cinema ${randomUUID().slice(0, 6)}`;
    const created = await call<{ secret: string }>(t.app, "POST", "/api/admin/api-tokens", {
      user: admin,
      headers: origin,
      body: { name: "Till", scopes: ["vouchers:redeem"], expiresInDays: 30, brandName: brand },
    });
    expect(created, created.text).toHaveStatus(201);
    const till = { authorization: `Bearer ${created.body.secret}` };
    const unknown = await both(
      "POST",
      "/api/vouchers/check",
      null,
      { code: "TDM-0000-0000" },
      till,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.english.message).toBe(`No voucher of ${brand} has the code TDM-0000-0000.`);
    expect(unknown.spanish.message).toBe(`Ningún vale de ${brand} tiene el código TDM-0000-0000.`);
    const badToken = { authorization: "Bearer tdm_not-a-token" };
    const refused = await both(
      "POST",
      "/api/vouchers/use",
      null,
      { code: "TDM-0000-0000" },
      badToken,
    );
    expect(refused.status).toBe(401);
    expect(refused.spanish.message).toBe(
      "Este token de API no es válido. Envía «Authorization: Bearer tdm_...» con un token creado en el panel de administración.",
    );
  });

  it("staff: moderation", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const note = { note: "Checking the Spanish." };
    const self = await both("POST", `/api/admin/users/${admin.id}/suspend`, admin, note, origin);
    expect(self.status).toBe(403);
    expect(self.english.message).toBe("You cannot suspend yourself.");
    expect(self.spanish.message).toBe("No puedes suspenderte a ti.");

    const report = { action: "dismiss", ...note };
    const missing = await both(
      "POST",
      "/api/admin/reports/2147483600/resolve",
      admin,
      report,
      origin,
    );
    expect(missing.status).toBe(404);
    expect(missing.spanish.message).toBe("Esta denuncia no existe.");

    const young = await createUser(t.db);
    const birthDate = new Date(Date.now() - 15 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const under = await both(
      "POST",
      `/api/admin/users/${young.id}/birth-date`,
      admin,
      { ...note, birthDate },
      origin,
    );
    expect(under.status).toBe(400);
    expect(under.english.fields).toEqual({
      birthDate: "This date makes them under 18. Tandem is for people 18 and over.",
    });
    expect(under.spanish.fields).toEqual({
      birthDate:
        "Con esta fecha tendría menos de 18 años. Tandem es para personas de 18 años o más.",
    });
  });

  it("matching, photos, the waitlist and deleting an account", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const like = {
      toUserId: other.id,
      photoId: randomUUID(),
      answer: DISCOVERY_QUIZ[0].options[0].tag,
    };
    const liked = await both("POST", "/api/matching/like", user, like);
    expect(liked.status).toBe(400);
    expect(liked.spanish.fields?.answer).toBe(
      "Dale me gusta a una foto o a una respuesta, no a las dos.",
    );

    const order = await both("POST", "/api/matching/photos/order", user, {
      photoIds: [randomUUID()],
    });
    expect(order.status).toBe(400);
    expect(order.english.message).toBe("List each of your photos exactly once.");
    expect(order.spanish.message).toBe("Incluye cada una de tus fotos exactamente una vez.");

    const nobody = await both(
      "POST",
      "/api/waitlist",
      null,
      { email: "", phoneNumber: "", region: "FR" },
      origin,
    );
    expect(nobody.status).toBe(400);
    expect(nobody.spanish.fields?.email).toBe(
      "Indica un correo electrónico o un número de teléfono (uno de los dos).",
    );

    const deleting = await both("POST", "/api/account/delete", user, { confirmation: "yes" });
    expect(deleting.status).toBe(400);
    expect(deleting.english.fields).toEqual({ confirmation: "Type DELETE to confirm." });
    expect(deleting.spanish.fields).toEqual({ confirmation: "Escribe DELETE para confirmar." });
    expect(deleting.spanish.message).toBe("Confirmación: escribe DELETE para confirmar.");
  });
});

describe("localizeErrorBody", () => {
  it("leaves English, and a message it does not know, as they are", () => {
    const body = { message: "Reward not found.", code: "NOT_FOUND" };
    expect(localizeErrorBody(body, "en")).toBe(body);
    const unknown = { message: "A message no catalogue has.", code: "CONFLICT" };
    expect(localizeErrorBody(unknown, "es")).toEqual(unknown);
  });

  it("keeps a field's own refusal a sentence of its own, not a summary", () => {
    const body = {
      message: "You cannot block yourself.",
      code: "BAD_REQUEST",
      fields: { userId: "You cannot block yourself." },
    };
    expect(localizeErrorBody(body, "es")).toEqual({
      message: "No puedes bloquearte a ti.",
      code: "BAD_REQUEST",
      fields: { userId: "No puedes bloquearte a ti." },
    });
  });
});
