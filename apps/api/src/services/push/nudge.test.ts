import {
  REMINDER_UNSUBSCRIBE_PATH,
  type ApiError,
  type NudgeNotice,
  type NudgeResult,
  type PushKind,
} from "@tandem/api-contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  createUser,
  PUBLIC_URL,
  testEnv,
  useTestApp,
  type TestUser,
} from "../../../test/helpers.js";
import { startPushService, type TestDevice } from "../../../test/push-service.js";
import { decodeQuotedPrintable, startSmtpServer } from "../../../test/smtp-server.js";
import { createSmtpMailer } from "../../auth/email-sign-in.js";
import { pairUp } from "../couples/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { sendDueNudgeEmails } from "../reminders/nudge-mail.js";
import { unsubscribeUrl } from "../reminders/signing.js";
import { deliverDuePush } from "./deliver.js";
import { vapidKeysOf, type VapidKeys } from "./vapid.js";

const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true" });
let service: Awaited<ReturnType<typeof startPushService>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let vapid: VapidKeys;

beforeAll(async () => {
  service = await startPushService(3332);
  smtp = await startSmtpServer();
  vapid = await vapidKeysOf(t.db, testEnv())();
});
afterAll(async () => {
  await service?.close();
  smtp?.server.close();
});

const deliver = () => deliverDuePush(t.db, { vapid, agent: service.agent });
const sendEmails = () =>
  sendDueNudgeEmails(t.db, {
    sendMail: createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`, "Tandem <hello@tandem.test>"),
    publicUrl: "https://tandem.example",
  });
const mailsTo = (user: TestUser) =>
  smtp.mails.filter((mail) => mail.to.some((to) => to.includes(user.email)));

async function withPush(user: TestUser, kinds: PushKind[], previews = false): Promise<TestDevice> {
  const device = service.device(user.email);
  const subscribed = await call(t.app, "POST", "/api/push/subscriptions", {
    user,
    body: device.subscription,
  });
  expect(subscribed).toHaveStatus(200);
  const switched = await call(t.app, "POST", "/api/push/settings", {
    user,
    body: { kinds: Object.fromEntries(kinds.map((kind) => [kind, true])), previews },
  });
  expect(switched).toHaveStatus(200);
  return device;
}

const nudge = (user: TestUser) =>
  call<NudgeResult & ApiError>(t.app, "POST", "/api/push/nudge", { user });
const notice = async (user: TestUser) => {
  const res = await call<NudgeNotice>(t.app, "GET", "/api/push/nudge-notice", { user });
  expect(res).toHaveStatus(200);
  return res.body;
};
const nudgeRows = async () =>
  Number(
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM push_nudges`.execute(t.db)).rows[0]!.n,
  );

/** Lena and Tomás, paired; Lena has answered every question of today's quiz. */
async function lenaDone() {
  const { a: lena, b: tomas } = await pairUp(t, "Lena", "Tomás");
  for (const question of await today(t, lena)) {
    expect(await answer(t, lena, question.id)).toHaveStatus(200);
  }
  return { lena, tomas };
}

describe("the partner-answered notification", () => {
  it("carries the partner's name and a question not answered yet, previews or not", async () => {
    const { a: lena, b: tomas } = await pairUp(t, "Lena", "Tomás");
    const plainPhone = await withPush(tomas, ["partner-answered"]);
    const questions = await today(t, lena);
    // Tomás answers the first question: the notification names the second.
    expect(await answer(t, tomas, questions[0]!.id)).toHaveStatus(200);
    for (const question of questions) await answer(t, lena, question.id);
    await deliver();
    expect(service.to(plainPhone).map((r) => plainPhone.decrypt(r))).toEqual([
      {
        kind: "partner-answered",
        title: "Lena answered",
        body: `${questions[1]!.question} Your turn`,
        url: "/app/quiz",
        tag: expect.stringMatching(/^quiz-\d{4}-\d{2}-\d{2}$/),
      },
    ]);

    const { lena: ana, tomas: ben } = await (async () => {
      const pair = await pairUp(t, "Ana", "Ben");
      return { lena: pair.a, tomas: pair.b };
    })();
    const previewPhone = await withPush(ben, ["partner-answered"], true);
    const set = await today(t, ana);
    for (const question of set) await answer(t, ana, question.id);
    await deliver();
    expect(previewPhone.decrypt(service.to(previewPhone)[0]!)).toMatchObject({
      title: "Ana answered",
      body: `${set[0]!.question} Your turn`,
    });
  });
});

describe("a nudge", () => {
  it("goes by push to a partner who switched nudges on, and nowhere else", async () => {
    const { lena, tomas } = await lenaDone();
    const phone = await withPush(tomas, ["nudge"], true);
    const res = await nudge(lena);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ delivered: true, via: ["push"] });
    await deliver();
    expect(service.to(phone).map((r) => phone.decrypt(r))).toEqual([
      expect.objectContaining({
        kind: "nudge",
        title: "Your turn",
        body: "Lena nudged you: today's quiz is waiting.",
        url: "/app/quiz",
      }),
    ]);
    expect(await notice(tomas)).toBeNull();
    expect((await sendEmails()).sent).not.toContain(tomas.id);
    expect(mailsTo(tomas)).toHaveLength(0);
  });

  it("with push off, shows on the partner's Home until dismissed and sends an e-mail", async () => {
    const { lena, tomas } = await lenaDone();
    const res = await nudge(lena);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ delivered: false, via: ["home", "email"] });
    expect(await notice(tomas)).toEqual({ fromFirstName: "Lena", at: expect.any(String) });
    expect(await notice(lena)).toBeNull();

    expect((await sendEmails()).sent).toEqual([tomas.id]);
    const [mail, ...more] = mailsTo(tomas);
    expect(more).toHaveLength(0);
    const body = decodeQuotedPrintable(mail!.data);
    expect(body).toContain("Subject: Lena nudged you: today's quiz is waiting");
    expect(body).toContain("https://tandem.example/app/quiz");
    expect(body).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(body).toContain(`unsubscribe?user=${tomas.id}`);
    // Claimed once: a second run sends nothing more.
    expect((await sendEmails()).sent).toEqual([]);

    const dismissed = await call(t.app, "POST", "/api/push/nudge-notice/dismiss", { user: tomas });
    expect(dismissed).toHaveStatus(200);
    expect(await notice(tomas)).toBeNull();
  });

  it("sends no e-mail to a partner who unsubscribed, or who has no address", async () => {
    const { lena, tomas } = await lenaDone();
    await t.db
      .insertInto("reminderSettings")
      .values({ userId: tomas.id, unsubscribedAt: new Date() })
      .execute();
    expect((await nudge(lena)).body).toEqual({ delivered: false, via: ["home"] });
    const other = await lenaDone();
    await t.db.updateTable("users").set({ email: null }).where("id", "=", other.tomas.id).execute();
    expect((await nudge(other.lena)).body).toEqual({ delivered: false, via: ["home"] });
    await sendEmails();
    expect(mailsTo(tomas)).toHaveLength(0);
    expect(await notice(tomas)).toMatchObject({ fromFirstName: "Lena" });
  });

  it("is not e-mailed after the e-mails' unsubscribe link; turning reminders on takes it back", async () => {
    const { lena, tomas } = await lenaDone();
    const link = new URL(await unsubscribeUrl(t.db, PUBLIC_URL, tomas.id));
    const unsubscribed = await t.app.inject({
      method: "POST",
      url: REMINDER_UNSUBSCRIBE_PATH,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      payload: link.searchParams.toString(),
    });
    expect(unsubscribed).toHaveStatus(200);
    expect(unsubscribed.body).toContain("No more daily reminders or nudges by e-mail.");
    expect((await nudge(lena)).body).toEqual({ delivered: false, via: ["home"] });

    const on = await call(t.app, "POST", "/api/reminders", {
      user: tomas,
      body: { enabled: true, time: "20:00" },
    });
    expect(on).toHaveStatus(200);
    const row = await t.db
      .selectFrom("reminderSettings")
      .select("unsubscribedAt")
      .where("userId", "=", tomas.id)
      .executeTakeFirstOrThrow();
    expect(row.unsubscribedAt).toBeNull();
  });

  it("is in the sender's data export, by the partner's first name", async () => {
    const { lena } = await lenaDone();
    await nudge(lena);
    const res = await call<{ data: { nudgesSent: unknown[] } }>(
      t.app,
      "GET",
      "/api/account/export",
      {
        user: lena,
      },
    );
    expect(res).toHaveStatus(200);
    expect(res.body.data.nudgesSent).toEqual([
      expect.objectContaining({ to: "Tomás", pushed: false }),
    ]);
  });

  it("is refused in words, changing nothing: twice a day, unpaired, partner already done", async () => {
    const { lena, tomas } = await lenaDone();
    expect(await nudge(lena)).toHaveStatus(200);
    const before = await nudgeRows();
    const again = await nudge(lena);
    expect(again).toFailWith(409, "CONFLICT", "ALREADY_NUDGED");
    expect(again.body.message).toBe(
      "You already nudged Tomás today. You can nudge again tomorrow.",
    );

    const done = await nudge(tomas);
    expect(done).toFailWith(409, "CONFLICT", "PARTNER_DONE");
    expect(done.body.message).toBe("Lena already answered today's quiz.");

    const single = await createUser(t.db);
    const unpaired = await nudge(single);
    expect(unpaired).toFailWith(409, "CONFLICT", "NOT_PAIRED");
    expect(unpaired.body.message).toBe("Pair with your partner to nudge them.");
    expect(await nudgeRows()).toBe(before);
  });

  it("sent twice at once is sent once", async () => {
    const { lena, tomas } = await lenaDone();
    const results = await Promise.all([nudge(lena), nudge(lena), nudge(lena)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    await sendEmails();
    expect(mailsTo(tomas)).toHaveLength(1);
  });
});
