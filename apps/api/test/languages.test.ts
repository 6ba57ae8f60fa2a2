import { randomBytes } from "node:crypto";
import type { AccountExport, ApiError, NudgeResult, Ok } from "@tandem/api-contract";
import { LOCALE_COOKIE } from "@tandem/i18n";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../src/auth/email-sign-in.js";
import { pairUp } from "../src/services/couples/test-support.js";
import { sendDueNudgeEmails } from "../src/services/reminders/nudge-mail.js";
import { sendDueReminders } from "../src/services/reminders/scheduler.js";
import { call, createUser, PUBLIC_URL, uniqueEmail, useTestApp, type TestUser } from "./helpers.js";

// The language the server writes in when no device is asking (decision 303): the account's
// for e-mails, each push subscription's for its notifications.
const t = useTestApp();
const SPANISH = { "accept-language": "es-ES,es;q=0.9" };
const OWN_CLIENT = "192.0.2.58";

const languageOf = async (userId: string) =>
  (
    await t.db
      .selectFrom("users")
      .select("language")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).language;

const setLanguage = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  call<Ok & ApiError>(t.app, "POST", "/api/user/language", { user, body, headers });

/** A browser's push subscription at Mozilla's push service (never sent to in these tests). */
const device = () => ({
  endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(16).toString("hex")}`,
  keys: {
    p256dh: randomBytes(65).toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  },
});

async function subscribe(user: TestUser, headers: Record<string, string> = {}) {
  const subscription = device();
  const res = await call(t.app, "POST", "/api/push/subscriptions", {
    user,
    body: subscription,
    headers,
  });
  expect(res).toHaveStatus(200);
  return subscription.endpoint;
}

/** The notification queued for the device at `endpoint`, as it will be sent. */
async function queuedAt(endpoint: string) {
  const { rows } = await sql<{ payload: { title: string; body: string } }>`
    SELECT o.payload FROM push_outbox o JOIN push_subscriptions s ON s.id = o.subscription_id
    WHERE s.endpoint = ${endpoint}`.execute(t.db);
  return rows.map((row) => row.payload);
}

function mailbox() {
  const mails: MailMessage[] = [];
  return { mails, sendMail: async (mail: MailMessage) => void mails.push(mail) };
}

describe("user.setLanguage (POST /api/user/language)", () => {
  it("keeps the account's language, and the named device's, not another's", async () => {
    const user = await createUser(t.db);
    expect(await languageOf(user.id)).toBe("en");
    const phone = await subscribe(user);
    const tablet = await subscribe(user);
    const res = await setLanguage(user, { language: "es", pushEndpoint: phone });
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ ok: true });
    expect(await languageOf(user.id)).toBe("es");
    const devices = await t.db
      .selectFrom("pushSubscriptions")
      .select(["endpoint", "language"])
      .where("userId", "=", user.id)
      .execute();
    expect(Object.fromEntries(devices.map((d) => [d.endpoint, d.language]))).toEqual({
      [phone]: "es",
      [tablet]: "en",
    });
    // Someone else's endpoint changes nothing of theirs.
    const other = await createUser(t.db);
    expect(await setLanguage(other, { language: "en", pushEndpoint: phone })).toHaveStatus(200);
    const kept = await t.db
      .selectFrom("pushSubscriptions")
      .select("language")
      .where("endpoint", "=", phone)
      .executeTakeFirstOrThrow();
    expect(kept.language).toBe("es");
  });

  it("refuses a language the app does not speak, in words, changing nothing", async () => {
    const user = await createUser(t.db);
    for (const body of [
      { language: "fr" },
      {},
      { language: "es", pushEndpoint: "x".repeat(1001) },
    ]) {
      const res = await setLanguage(user, body);
      expect(res).toHaveStatus(400);
      expect(res.body.code).toBe("BAD_REQUEST");
      expect(Object.keys(res.body.fields ?? {}).length).toBe(1);
    }
    const french = await setLanguage(user, { language: "fr" });
    expect(french.body.message).toBe("Language: choose one of: en, es.");
    const inSpanish = await setLanguage(user, { language: "fr" }, SPANISH);
    expect(inSpanish.body.message).toBe("Idioma: elige una de estas opciones: en, es.");
    expect(await languageOf(user.id)).toBe("en");
    expect(
      await call(t.app, "POST", "/api/user/language", { body: { language: "es" } }),
    ).toHaveStatus(401);
  });
});

describe("signing in", () => {
  it("gives the account the language of the browser that signed in", async () => {
    const email = uniqueEmail("idioma");
    const headers = { ...SPANISH, "content-type": "application/x-www-form-urlencoded" };
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers,
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(posted).toHaveStatus(303);
    const page = await t.app.inject({
      method: "GET",
      url: String(posted.headers.location),
      headers: SPANISH,
    });
    const link = /href="[^"]*(\/api\/login\/verify\?token=[^"]+)"/.exec(page.body)?.[1];
    const opened = await t.app.inject({
      method: "GET",
      url: link!.replace(/&amp;/g, "&"),
      headers: SPANISH,
    });
    const token = /name="token" value="([^"]+)"/.exec(opened.body)?.[1];
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/login/verify",
      headers,
      payload: new URLSearchParams({ token: token! }).toString(),
    });
    expect(signedIn).toHaveStatus(302);
    const user = await t.db
      .selectFrom("users")
      .select("language")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.language).toBe("es");
  });
});

describe("push notifications", () => {
  it("go out in the language of the device they go to", async () => {
    const { a: alex, b: sam } = await pairUp(t, "Alex", "Sam");
    const spanishPhone = await subscribe(sam, { cookie: `${sam.cookie}; ${LOCALE_COOKIE}=es` });
    const englishTablet = await subscribe(sam);
    expect(
      await call(t.app, "POST", "/api/push/settings", {
        user: sam,
        body: { kinds: { nudge: true } },
      }),
    ).toHaveStatus(200);
    const nudged = await call<NudgeResult>(t.app, "POST", "/api/push/nudge", { user: alex });
    expect(nudged.body).toEqual({ delivered: true, via: ["push"] });
    expect(await queuedAt(spanishPhone)).toEqual([
      expect.objectContaining({
        title: "Te toca",
        body: "Alex te dio un toque: el quiz de hoy te espera.",
      }),
    ]);
    expect(await queuedAt(englishTablet)).toEqual([
      expect.objectContaining({
        title: "Your turn",
        body: "Alex nudged you: today's quiz is waiting.",
      }),
    ]);
  });
});

describe("e-mails", () => {
  it("remind in the account's language", async () => {
    const [spanish, english] = [await createUser(t.db), await createUser(t.db)];
    await t.db
      .updateTable("users")
      .set({ firstName: "Lena" })
      .where("id", "in", [spanish.id, english.id])
      .execute();
    expect(await setLanguage(spanish, { language: "es" })).toHaveStatus(200);
    for (const user of [spanish, english]) {
      const on = await call(t.app, "POST", "/api/reminders", {
        user,
        body: { enabled: true, time: "00:00" },
      });
      expect(on).toHaveStatus(200);
    }
    const box = mailbox();
    await sendDueReminders(t.db, { ...box, publicUrl: PUBLIC_URL, lock: false });
    const to = (user: TestUser) => box.mails.find((mail) => mail.to === user.email)!;
    expect(to(spanish).subject).toBe("Tu quiz de hoy te espera");
    expect(to(spanish).text).toMatch(
      /^Hola, Lena:\n\nTodavía no has terminado el quiz de hoy de Tandem/,
    );
    expect(to(spanish).html).toContain('<html lang="es">');
    expect(to(spanish).html).toContain(">Abrir el quiz de hoy</a>");
    expect(to(english).subject).toBe("Today's quiz is waiting for you");
    expect(to(english).text).toMatch(/^Hi Lena,\n\nYou haven't finished today's Tandem quiz yet/);
    expect(to(english).html).toContain('<html lang="en">');
  });

  it("tell of a nudge in the account's language", async () => {
    const { a: alex, b: sam } = await pairUp(t, "Alex", "Sam");
    expect(await setLanguage(sam, { language: "es" })).toHaveStatus(200);
    const nudged = await call<NudgeResult>(t.app, "POST", "/api/push/nudge", { user: alex });
    expect(nudged.body.via).toContain("email");
    const box = mailbox();
    await sendDueNudgeEmails(t.db, { ...box, publicUrl: PUBLIC_URL });
    const mail = box.mails.find((m) => m.to === sam.email)!;
    expect(mail.subject).toBe("Alex te dio un toque: el quiz de hoy te espera");
    expect(mail.text).toContain(
      "Alex ya respondió el quiz de hoy de Tandem y espera tus respuestas.",
    );
    expect(mail.html).toContain(">Darme de baja</a>");
  });
});

describe("Download my data", () => {
  it("holds the account's language and each device's", async () => {
    const user = await createUser(t.db);
    await subscribe(user, SPANISH);
    expect(await setLanguage(user, { language: "es" })).toHaveStatus(200);
    const file = await call<AccountExport>(t.app, "GET", "/api/account/export", { user });
    expect(file).toHaveStatus(200);
    const data = file.body.data as Record<string, unknown>;
    expect(data.account).toMatchObject({ language: "es" });
    expect(data.pushDevices).toEqual([
      expect.objectContaining({
        pushService: "https://updates.push.services.mozilla.com",
        language: "es",
      }),
    ]);
  });
});
