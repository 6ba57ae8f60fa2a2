import { LOGIN_PATH, REMINDER_UNSUBSCRIBE_PATH } from "@tandem/api-contract";
import { LOCALE_COOKIE } from "@tandem/i18n";
import { describe, expect, it } from "vitest";
import { signInEmail } from "../src/http/sign-in/login-page.js";
import { unsubscribeUrl } from "../src/services/reminders/signing.js";
import { createUser, PUBLIC_URL, uniqueEmail, useTestApp } from "./helpers.js";

// The pages the server draws, in the request's language (decisions 303 and 305).
const t = useTestApp();
const OWN_CLIENT = "192.0.2.47";
const FORM = { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL };
const SPANISH_BROWSER = { "accept-language": "es-ES,es;q=0.9,en;q=0.5" };
const ENGLISH_BROWSER = { "accept-language": "en-US,en;q=0.9" };
const spanishCookie = { cookie: `${LOCALE_COOKIE}=es` };

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url, headers, remoteAddress: OWN_CLIENT });

function expectSpanish(body: string) {
  expect(body).toMatch(/^<!doctype html>\n<html lang="es">/);
}

describe("the sign-in page", () => {
  it("is in Spanish for a browser that asks for Spanish first", async () => {
    const page = await get(LOGIN_PATH, SPANISH_BROWSER);
    expect(page.statusCode).toBe(200);
    expect(page.headers.vary).toMatch(/accept-language/);
    expectSpanish(page.body);
    expect(page.body).toContain("<title>Iniciar sesión · Tandem</title>");
    expect(page.body).toContain("<h1>Iniciar sesión</h1>");
    expect(page.body).toContain('<label for="email">Correo electrónico</label>');
    expect(page.body).toContain("Enviarme un enlace de inicio de sesión</button>");
    expect(page.body).not.toContain("Sign in");
  });

  it("is in Spanish when Spanish was chosen on this device, whatever the browser asks", async () => {
    const page = await get(LOGIN_PATH, { ...ENGLISH_BROWSER, ...spanishCookie });
    expectSpanish(page.body);
    expect(page.body).toContain("<h1>Iniciar sesión</h1>");
  });

  it("stays the spec's English otherwise", async () => {
    for (const headers of [ENGLISH_BROWSER, { "accept-language": "de-DE" }, {}]) {
      const page = await get(LOGIN_PATH, headers);
      expect(page.body).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(page.body).toContain("<h1>Sign in</h1>");
      expect(page.body).toContain("Welcome to Tandem. Sign in or create your account.");
    }
    const chosen = await get(LOGIN_PATH, { ...SPANISH_BROWSER, cookie: `${LOCALE_COOKIE}=en` });
    expect(chosen.body).toContain("<h1>Sign in</h1>");
  });

  it("refuses a missing address in Spanish, with a 400", async () => {
    const page = await t.app.inject({
      method: "POST",
      url: `${LOGIN_PATH}/email`,
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, ...SPANISH_BROWSER },
      payload: "email=",
    });
    expect(page.statusCode).toBe(400);
    expectSpanish(page.body);
    expect(page.body).toContain('role="alert">Escribe tu correo electrónico.</div>');
  });

  it("leads to a Spanish Check your e-mail, the address in bold inside the sentence", async () => {
    const email = uniqueEmail("es");
    const asked = await t.app.inject({
      method: "POST",
      url: `${LOGIN_PATH}/email`,
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, ...spanishCookie },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(asked.statusCode).toBe(303);
    const page = await get(String(asked.headers.location), spanishCookie);
    expectSpanish(page.body);
    expect(page.body).toContain("<h1>Revisa tu correo</h1>");
    expect(page.body).toContain(
      `un código de 6 cifras a <strong>${email}</strong>. Funcionan una sola vez y caducan en 15 minutos.`,
    );
  });

  it("refuses a form from another address in Spanish", async () => {
    const page = await t.app.inject({
      method: "POST",
      url: `${LOGIN_PATH}/email`,
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, ...SPANISH_BROWSER, origin: "http://127.0.0.1:3000" },
      payload: new URLSearchParams({ email: uniqueEmail("elsewhere") }).toString(),
    });
    expect(page.statusCode).toBe(403);
    expectSpanish(page.body);
    expect(page.body).toContain("<h1>Este formulario llegó desde otra dirección</h1>");
    expect(page.body).toContain(`href="${PUBLIC_URL}/api/login">Volver a iniciar sesión</a>`);
  });
});

describe("the unsubscribe pages", () => {
  it("ask and confirm in Spanish, and in English for an English browser", async () => {
    const user = await createUser(t.db);
    const url = new URL(await unsubscribeUrl(t.db, PUBLIC_URL, user.id));
    const path = `${REMINDER_UNSUBSCRIBE_PATH}${url.search}`;

    const english = await get(path, ENGLISH_BROWSER);
    expect(english.body).toContain("<h1>Stop daily reminders?</h1>");

    const asking = await get(path, SPANISH_BROWSER);
    expectSpanish(asking.body);
    expect(asking.body).toContain("<h1>¿Dejar de recibir recordatorios diarios?</h1>");
    expect(asking.body).toContain(">Darme de baja</button>");

    const done = await t.app.inject({
      method: "POST",
      url: REMINDER_UNSUBSCRIBE_PATH,
      remoteAddress: OWN_CLIENT,
      headers: { ...FORM, ...spanishCookie },
      payload: url.searchParams.toString(),
    });
    expectSpanish(done.body);
    expect(done.body).toContain("<h1>Te diste de baja</h1>");

    const invalid = await get(`${REMINDER_UNSUBSCRIBE_PATH}?user=x&sig=y`, spanishCookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain("<h1>Enlace no válido</h1>");
  });
});

describe("the sign-in e-mail", () => {
  it("is written in the language of the page that asked for it", () => {
    const mail = signInEmail({ locale: "es", link: "https://example.test/l", code: "123456" });
    expect(mail.subject).toBe("Tu enlace y tu código para iniciar sesión en Tandem");
    expect(mail.text).toContain("Abre este enlace para iniciar sesión en Tandem:");
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="es">/);
    const english = signInEmail({ locale: "en", link: "https://example.test/l", code: "1" });
    expect(english.subject).toBe("Your Tandem sign-in link and code");
  });
});
