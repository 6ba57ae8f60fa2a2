import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../test/database.js";
import { uniqueEmail, testEnv } from "../../test/helpers.js";
import { decodeQuotedPrintable, startSmtpServer } from "../../test/smtp-server.js";
import nodemailer from "nodemailer";
import { buildApp } from "../build-app.js";
import { smtpTransportUrl } from "./email-sign-in.js";

describe("with SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = createDb({ connectionString: testDatabaseUrl(), max: 3 });
    app = await buildApp({
      db,
      env: testEnv({
        PUBLIC_URL: "https://tandem.example",
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Tandem <hello@tandem.test>",
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await new Promise((resolve) => smtp?.server.close(resolve));
  });

  it("mails the code, which signs in the browser that asked, its cookie Secure", async () => {
    const email = uniqueEmail("mailed-code");
    const posted = await app.inject({
      method: "POST",
      url: "/api/login/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, returnTo: "/app/rewards" }).toString(),
    });
    expect(posted).toHaveStatus(303);
    expect(posted.headers.location).not.toMatch(/code=/);
    const asked = ([] as string[])
      .concat(posted.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("__Secure-tandem_sign_in_asked="));
    expect(asked).toMatch(/; Secure/);
    expect(asked).toMatch(/; HttpOnly/);
    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(email)));
    const body = decodeQuotedPrintable(mail!.data);
    const codes = [...body.matchAll(/(?:^|>)(\d{6})(?:$|<)/gm)].map((m) => m[1]);
    expect(codes).toHaveLength(2);
    expect(codes[1]).toBe(codes[0]);
    const signedIn = await app.inject({
      method: "POST",
      url: "/api/login/code",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: asked!.split(";")[0]!,
      },
      payload: new URLSearchParams({ code: codes[0]!, to: email }).toString(),
    });
    expect(signedIn).toHaveStatus(302);
    expect(signedIn.headers.location).toBe("/app/rewards");
    const session = ([] as string[])
      .concat(signedIn.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("__Host-tandem_session="));
    expect(session).toMatch(/; Secure/);
  });

  it("mails the link instead of showing it, and the link signs in with a Secure cookie", async () => {
    const email = uniqueEmail("mailed");
    const posted = await app.inject({
      method: "POST",
      url: "/api/login/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email, returnTo: "/app/matches" }).toString(),
    });
    expect(posted).toHaveStatus(303);
    // The link is in the e-mail only: never in the address of the page that says it was sent.
    expect(posted.headers.location).not.toMatch(/token=/);
    const page = await app.inject({ method: "GET", url: String(posted.headers.location) });
    expect(page).toHaveStatus(200);
    expect(page.body).toContain("Check your e-mail");
    expect(page.body).not.toContain("/api/login/verify");
    expect(page.body).not.toContain("Open sign-in link");
    expect(page.body).not.toContain("data-dev-code");
    expect(page.body).toContain('autocomplete="one-time-code"');

    const mail = smtp.mails.find((m) => m.to.some((to) => to.includes(email)));
    expect(mail).toBeDefined();
    expect(mail!.from).toContain("hello@tandem.test");
    const body = decodeQuotedPrintable(mail!.data);
    expect(body).toContain("Subject: Your Tandem sign-in link and code");
    expect(body).toContain("Or type this code where you asked to sign in");
    const link = /https:\/\/tandem\.example\/api\/login\/verify\?token=[\w-]+/.exec(body)?.[0];
    expect(link).toBeDefined();

    const opened = await app.inject({
      method: "GET",
      url: new URL(link!).pathname + new URL(link!).search,
    });
    expect(opened).toHaveStatus(200);
    const verify = await app.inject({
      method: "POST",
      url: "/api/login/verify",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `token=${encodeURIComponent(new URL(link!).searchParams.get("token")!)}`,
    });
    expect(verify).toHaveStatus(302);
    expect(verify.headers.location).toBe("/app/matches");
    const cookie = ([] as string[])
      .concat(verify.headers["set-cookie"] ?? [])
      .find((c) => c.startsWith("__Host-tandem_session="));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    // The __Host- prefix (decision 009): Secure, Path=/, no Domain, and it is the name read back.
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie!.split(";")[0]!;
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: pair },
    });
    expect(me).toHaveStatus(200);
    const unprefixed = pair.replace("__Host-", "");
    const plain = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: unprefixed },
    });
    expect(plain).toHaveStatus(401);
  });
});

describe("SMTP transport security", () => {
  it("requires STARTTLS for smtp:// to another machine, so it never falls back to plaintext", () => {
    const requireTls = (url: string) => new URL(url).searchParams.get("requireTLS");
    expect(requireTls(smtpTransportUrl("smtp://user:pw@mail.example:587"))).toBe("true");
    expect(requireTls(smtpTransportUrl("smtp://mail.example?requireTLS=false"))).toBe("true");
    expect(requireTls(smtpTransportUrl("smtps://user:pw@mail.example"))).toBeNull();
    expect(requireTls(smtpTransportUrl("smtp://127.0.0.1:2525"))).toBeNull();
  });

  it("refuses to send through a server that offers no TLS when TLS is required", async () => {
    const plaintextOnly = await startSmtpServer();
    try {
      const transport = nodemailer.createTransport(
        smtpTransportUrl(`smtp://127.0.0.1:${plaintextOnly.port}`, { plaintextOnLoopback: false }),
      );
      await expect(
        transport.sendMail({ from: "a@tandem.test", to: "b@tandem.test", text: "secret link" }),
      ).rejects.toThrow();
      expect(plaintextOnly.mails).toHaveLength(0);
    } finally {
      await new Promise((resolve) => plaintextOnly.server.close(resolve));
    }
  });
});

describe("a public server with OIDC but no SMTP", () => {
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    db = createDb({ connectionString: testDatabaseUrl(), max: 2 });
    app = await buildApp({
      db,
      env: testEnv({
        PUBLIC_URL: "https://tandem.example",
        OIDC_ISSUER_URL: "https://accounts.example",
        OIDC_CLIENT_ID: "tandem",
        OIDC_PROVIDER_NAME: "Example ID",
      }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it("offers only the provider: a link shown on the page would let anyone sign in as anyone", async () => {
    const login = await app.inject({ method: "GET", url: "/api/login?returnTo=/app/quiz" });
    expect(login).toHaveStatus(200);
    expect(login.body).not.toContain('name="email"');
    expect(login.body).toContain('href="/api/login/oidc?returnTo=%2Fapp%2Fquiz"');
    expect(login.body).toContain("Continue with Example ID");

    const post = await app.inject({
      method: "POST",
      url: "/api/login/email",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: uniqueEmail("public") }).toString(),
    });
    expect(post).toHaveStatus(404);
    expect(post.body).toContain("Sign-in by e-mail is not available on this server.");
    expect(post.body).not.toContain("/api/login/verify");
  });
});
