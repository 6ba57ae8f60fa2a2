import type { ApiError, ReminderSettings } from "@tandem/api-contract";
import { REMINDER_UNSUBSCRIBE_PATH } from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { buildApp } from "../../build-app.js";
import {
  call,
  createUser,
  expectFieldError,
  PUBLIC_URL,
  testEnv,
  type TestUser,
  useTestApp,
} from "../../../test/helpers.js";
import type { MailMessage } from "../../auth/email-sign-in.js";
import { answer, today } from "../quiz/test-support.js";
import { decodeQuotedPrintable, startSmtpServer } from "../../../test/smtp-server.js";
import { sendDueReminders } from "./scheduler.js";
import { signingKey, unsubscribeUrl } from "./signing.js";
import { startReminderScheduler } from "./start.js";

const t = useTestApp();

/** A mail transport that keeps what it is given. */
function outbox() {
  const mails: MailMessage[] = [];
  return {
    mails,
    sendMail: async (message: MailMessage) => {
      mails.push(message);
    },
    to: (user: TestUser) => mails.filter((mail) => mail.to === user.email),
  };
}

/** A user with reminders on at `time` in `timeZone`. */
async function optedIn(time: string, timeZone = "UTC", firstName = "Alex") {
  const user = await createUser(t.db, { firstName });
  await t.db.updateTable("users").set({ timeZone }).where("id", "=", user.id).execute();
  const response = await call<ReminderSettings>(t.app, "POST", "/api/reminders", {
    user,
    body: { enabled: true, time },
  });
  expect(response).toHaveStatus(200);
  return user;
}

describe("reminder settings", () => {
  it("are off at 20:00 until turned on, and keep the chosen local time", async () => {
    const user = await createUser(t.db);
    const initial = await call<ReminderSettings>(t.app, "GET", "/api/reminders", { user });
    expect(initial.body).toEqual({
      enabled: false,
      time: "20:00",
      timeZone: "UTC",
      email: user.email,
    });
    const on = await call<ReminderSettings>(t.app, "POST", "/api/reminders", {
      user,
      body: { enabled: true, time: "07:30" },
    });
    expect(on.body).toMatchObject({ enabled: true, time: "07:30" });
    expect((await call<ReminderSettings>(t.app, "GET", "/api/reminders", { user })).body.time).toBe(
      "07:30",
    );
  });

  it("refuse a time that is not HH:MM, and an account without an e-mail, changing nothing", async () => {
    const user = await createUser(t.db);
    const bad = await call<ApiError>(t.app, "POST", "/api/reminders", {
      user,
      body: { enabled: true, time: "25:00" },
    });
    expect(bad).toHaveStatus(400);
    expectFieldError(bad.body, "time");
    const noEmail = await createUser(t.db);
    await t.db.updateTable("users").set({ email: null }).where("id", "=", noEmail.id).execute();
    const refused = await call<ApiError>(t.app, "POST", "/api/reminders", {
      user: noEmail,
      body: { enabled: true },
    });
    expect(refused).toHaveStatus(400);
    expectFieldError(refused.body, "enabled");
    const rows = await t.db
      .selectFrom("reminderSettings")
      .select("userId")
      .where("userId", "in", [user.id, noEmail.id])
      .execute();
    expect(rows).toEqual([]);
    expect(await call(t.app, "GET", "/api/reminders")).toHaveStatus(401);
  });
});

describe("the reminder scheduler", () => {
  it("sends at the chosen local time, once a day, and again the next day", async () => {
    const mail = outbox();
    // 20:00 in Lisbon (UTC+0 in winter) and in Tokyo (UTC+9).
    const lisbon = await optedIn("20:00", "Europe/Lisbon");
    const tokyo = await optedIn("20:00", "Asia/Tokyo");
    const run = (iso: string) =>
      sendDueReminders(t.db, {
        sendMail: mail.sendMail,
        publicUrl: PUBLIC_URL,
        now: new Date(iso),
      });

    await run("2026-01-10T19:59:00Z"); // 19:59 in Lisbon, 04:59 on the 11th in Tokyo
    expect(mail.to(lisbon)).toHaveLength(0);
    expect(mail.to(tokyo)).toHaveLength(0);
    await run("2026-01-10T20:01:00Z");
    await run("2026-01-10T23:30:00Z");
    expect(mail.to(lisbon)).toHaveLength(1);
    await run("2026-01-11T11:00:00Z"); // 20:00 on the 11th in Tokyo
    await run("2026-01-11T14:59:00Z"); // 23:59 there: sent already today
    expect(mail.to(tokyo)).toHaveLength(1);
    await run("2026-01-11T20:00:00Z"); // the 11th's 20:00 in Lisbon
    expect(mail.to(lisbon)).toHaveLength(2);
    await run("2026-01-12T11:30:00Z");
    expect(mail.to(tokyo)).toHaveLength(2);
    expect(mail.to(lisbon)).toHaveLength(2);
  });

  it("sends nothing to someone who finished today's quiz or turned reminders off", async () => {
    const mail = outbox();
    const done = await optedIn("00:00");
    const off = await optedIn("00:00");
    await call(t.app, "POST", "/api/reminders", { user: off, body: { enabled: false } });
    const pending = await optedIn("00:00");
    for (const question of await today(t, done, "UTC")) await answer(t, done, question.id, 0);

    await sendDueReminders(t.db, { sendMail: mail.sendMail, publicUrl: PUBLIC_URL });
    expect(mail.to(done)).toHaveLength(0);
    expect(mail.to(off)).toHaveLength(0);
    expect(mail.to(pending)).toHaveLength(1);
    const [message] = mail.to(pending);
    expect(message!.subject).toBe("Today's quiz is waiting for you");
    expect(message!.text).toContain(`${PUBLIC_URL}/app/quiz`);
    expect(message!.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/reminders\/unsubscribe\?user=.+&sig=.+>$/,
      ),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("sends nothing to someone who opted in and has since switched to singles mode", async () => {
    const mail = outbox();
    const single = await optedIn("00:00");
    const couple = await optedIn("00:00");
    await t.db
      .updateTable("users")
      .set({ userType: "single" })
      .where("id", "=", single.id)
      .execute();
    await t.db
      .updateTable("users")
      .set({ userType: "couple" })
      .where("id", "=", couple.id)
      .execute();
    await sendDueReminders(t.db, { sendMail: mail.sendMail, publicUrl: PUBLIC_URL });
    expect(mail.to(single)).toHaveLength(0);
    expect(mail.to(couple)).toHaveLength(1);
  });

  it("gives the day back when the e-mail could not be sent, so the next run tries again", async () => {
    const user = await optedIn("00:00");
    const failing = await sendDueReminders(t.db, {
      sendMail: async (message) => {
        if (message.to === user.email) throw new Error("SMTP down");
      },
      publicUrl: PUBLIC_URL,
    });
    expect(failing.failed).toContain(user.id);
    const mail = outbox();
    await sendDueReminders(t.db, { sendMail: mail.sendMail, publicUrl: PUBLIC_URL });
    expect(mail.to(user)).toHaveLength(1);
  });
});

describe("two processes running the scheduler at once", () => {
  // Two pools on one database: what two API processes are (as in test/processes.test.ts).
  const pools: Db[] = [];
  beforeAll(() => {
    const max = inject("databaseKind") === "embedded" ? 1 : 3;
    for (let i = 0; i < 2; i++) pools.push(createDb({ connectionString: testDatabaseUrl(), max }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.destroy()));
  });

  for (const lock of [true, false]) {
    it(`send each person one reminder a day (${lock ? "with" : "without"} the advisory lock)`, async () => {
      const people = await Promise.all(Array.from({ length: 10 }, () => optedIn("00:00")));
      const mail = outbox();
      const runs = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          sendDueReminders(pools[i % 2]!, { sendMail: mail.sendMail, publicUrl: PUBLIC_URL, lock }),
        ),
      );
      for (const person of people) expect(mail.to(person)).toHaveLength(1);
      const ids = new Set(people.map((p) => p.id));
      const sends = runs.flatMap((run) => run.sent).filter((id) => ids.has(id));
      expect(sends).toHaveLength(10);
    });
  }
});

describe("the one-click unsubscribe link", () => {
  async function linkFor(user: TestUser) {
    const mail = outbox();
    await sendDueReminders(t.db, { sendMail: mail.sendMail, publicUrl: PUBLIC_URL });
    const header = mail.to(user)[0]!.headers!["List-Unsubscribe"]!;
    const url = new URL(header.slice(1, -1));
    return {
      path: `${url.pathname}${url.search}`,
      user: url.searchParams.get("user")!,
      sig: url.searchParams.get("sig")!,
    };
  }
  const enabled = async (user: TestUser) =>
    (
      await t.db
        .selectFrom("reminderSettings")
        .select("enabled")
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow()
    ).enabled;

  it("shows a confirmation without signing in, and its button turns reminders off", async () => {
    const user = await optedIn("00:00");
    const link = await linkFor(user);
    const page = await call(t.app, "GET", link.path);
    expect(page).toHaveStatus(200);
    expect(page.text).toContain("Stop daily reminders?");
    expect(await enabled(user)).toBe(true); // opening the link (a mail scanner) changes nothing

    const form = await t.app.inject({
      method: "POST",
      url: REMINDER_UNSUBSCRIBE_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      payload: new URLSearchParams({ user: link.user, sig: link.sig }).toString(),
    });
    expect(form).toHaveStatus(200);
    // The page's words are translated values, escaped as every value is (' as &#39;).
    expect(form.body).toContain("<h1>You&#39;re unsubscribed</h1>");
    expect(await enabled(user)).toBe(false);
  });

  it("answers its form sent from another address with a page, and changes nothing", async () => {
    const user = await optedIn("00:00");
    const link = await linkFor(user);
    const form = await t.app.inject({
      method: "POST",
      url: REMINDER_UNSUBSCRIBE_PATH,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://127.0.0.1:3000",
      },
      payload: new URLSearchParams({ user: link.user, sig: link.sig }).toString(),
    });
    expect(form).toHaveStatus(403);
    expect(form.headers["content-type"]).toMatch(/text\/html/);
    expect(form.body).toContain("This form came from another address");
    expect(form.body).toContain(`href="${PUBLIC_URL}/app/profile">Open my profile</a>`);
    expect(await enabled(user)).toBe(true);
  });

  it("works as a mail app's one-click POST (RFC 8058), and only for its own account", async () => {
    const user = await optedIn("00:00");
    const other = await optedIn("00:00");
    const link = await linkFor(user);
    const oneClick = await t.app.inject({
      method: "POST",
      url: link.path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick).toHaveStatus(200);
    expect(await enabled(user)).toBe(false);

    // The same signature for another account, or a changed one, is refused.
    for (const query of [
      `user=${other.id}&sig=${link.sig}`,
      `user=${user.id}&sig=${link.sig.slice(0, -2)}xx`,
      "user=&sig=",
    ]) {
      expect(await call(t.app, "GET", `${REMINDER_UNSUBSCRIBE_PATH}?${query}`)).toHaveStatus(400);
      expect(await call(t.app, "POST", `${REMINDER_UNSUBSCRIBE_PATH}?${query}`)).toHaveStatus(400);
    }
    expect(await enabled(other)).toBe(true);
  });
});

describe("rotating the unsubscribe links' key", () => {
  const NEW_SECRET = "a-new-unsubscribe-secret-of-40-characters!";
  // A server with the new key that still accepts the generated one, and one past the rotation.
  const rotating = {} as { app: Awaited<ReturnType<typeof buildApp>> };
  const rotated = {} as { app: Awaited<ReturnType<typeof buildApp>> };
  beforeAll(async () => {
    const generated = (
      await t.db
        .selectFrom("appSecrets")
        .select("value")
        .where("name", "=", "reminders-unsubscribe-key")
        .executeTakeFirst()
    )?.value;
    const previous = generated ?? (await signingKey(t.db)).toString("base64url");
    rotating.app = await buildApp({
      db: t.db,
      env: testEnv({ UNSUBSCRIBE_SECRET: NEW_SECRET, UNSUBSCRIBE_PREVIOUS_SECRET: previous }),
    });
    rotated.app = await buildApp({ db: t.db, env: testEnv({ UNSUBSCRIBE_SECRET: NEW_SECRET }) });
  });
  afterAll(async () => {
    await rotating.app?.close();
    await rotated.app?.close();
  });
  const path = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it("accepts links of the previous key while the new one signs, and only the new one's after", async () => {
    const user = await createUser(t.db);
    const old = path(await unsubscribeUrl(t.db, PUBLIC_URL, user.id));
    const fresh = path(
      await unsubscribeUrl(t.db, PUBLIC_URL, user.id, { UNSUBSCRIBE_SECRET: NEW_SECRET }),
    );
    expect(fresh).not.toBe(old);
    // Before: the generated key only.
    expect(await call(t.app, "GET", old)).toHaveStatus(200);
    expect(await call(t.app, "GET", fresh)).toHaveStatus(400);
    // During: both.
    expect(await call(rotating.app, "GET", old)).toHaveStatus(200);
    expect(await call(rotating.app, "GET", fresh)).toHaveStatus(200);
    // After: the new one only.
    expect(await call(rotated.app, "GET", old)).toHaveStatus(400);
    expect(await call(rotated.app, "GET", fresh)).toHaveStatus(200);
  });

  it("signs the reminders' links with the new key", async () => {
    const user = await optedIn("00:00");
    const mail = outbox();
    await sendDueReminders(t.db, {
      sendMail: mail.sendMail,
      publicUrl: PUBLIC_URL,
      secrets: { UNSUBSCRIBE_SECRET: NEW_SECRET },
    });
    const header = mail.to(user)[0]!.headers!["List-Unsubscribe"]!;
    const link = path(header.slice(1, -1));
    expect(await call(rotated.app, "GET", link)).toHaveStatus(200);
    expect(await call(t.app, "GET", link)).toHaveStatus(400);
  });

  it("refuses a key shorter than 32 characters at start", () => {
    expect(() => testEnv({ UNSUBSCRIBE_SECRET: "short" })).toThrow(/UNSUBSCRIBE_SECRET/);
  });
});

// In this file, not one of its own: a scheduler sends to everyone due in the database, and
// the tests above count what their own runs sent.
describe("the scheduler of a server", () => {
  const logger = () => {
    const lines: string[] = [];
    const info = vi.fn((_obj: unknown, line?: string) => void lines.push(line ?? ""));
    const log = { info, warn: vi.fn(), error: vi.fn() };
    return { lines, info, log: log satisfies Parameters<typeof startReminderScheduler>[0]["log"] };
  };

  it("mails through SMTP_URL with the List-Unsubscribe headers", async () => {
    const smtp = await startSmtpServer();
    const user = await optedIn("00:00");
    const stop = startReminderScheduler({
      db: t.db,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Tandem <hello@tandem.test>",
        PUBLIC_URL: "https://tandem.example",
      },
      log: logger().log,
    });
    try {
      await vi.waitFor(
        () => expect(smtp.mails.some((m) => m.to.some((to) => to.includes(user.email)))).toBe(true),
        { timeout: 10_000 },
      );
    } finally {
      await stop();
      await new Promise((resolve) => smtp.server.close(resolve));
    }
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(user.email)))!;
    // Headers as sent (long ones folded onto several lines), the body quoted-printable.
    const raw = mail.data.replace(/\r\n[ \t]+/g, " ");
    expect(raw).toContain("Subject: Today's quiz is waiting for you");
    expect(raw).toMatch(
      new RegExp(
        `List-Unsubscribe: <https://tandem\\.example/api/reminders/unsubscribe\\?user=${user.id}&sig=[\\w-]+>`,
      ),
    );
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(decodeQuotedPrintable(mail.data)).toContain("https://tandem.example/app/quiz");
  });

  it("writes the e-mail to the log (the dev outbox) without SMTP_URL", async () => {
    const user = await optedIn("00:00");
    const { lines, info, log } = logger();
    const stop = startReminderScheduler({
      db: t.db,
      env: { SMTP_URL: undefined, MAIL_FROM: "Tandem <hello@tandem.test>", PUBLIC_URL },
      log,
    });
    try {
      await vi.waitFor(
        () =>
          expect(info).toHaveBeenCalledWith(
            expect.objectContaining({ to: user.email }),
            expect.any(String),
          ),
        { timeout: 10_000 },
      );
    } finally {
      await stop();
    }
    const line = lines.find((l) => l.includes("no SMTP_URL"))!;
    expect(line).toContain(`${PUBLIC_URL}/api/reminders/unsubscribe?user=${user.id}&sig=`);
  });
});
