import { randomUUID } from "node:crypto";
import type { AuthUser } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import {
  call,
  createUser,
  PUBLIC_URL,
  uniqueEmail,
  useTestApp,
  type TestContext,
} from "../../test/helpers.js";
import { hashToken } from "./tokens.js";

// Many links, from a client address of this file's own, so other files' sign-ins (all from
// 127.0.0.1) are not limited by these; the per-client limit has its own test file.
const OWN_CLIENT = "192.0.2.22";
const MANY_LINKS = { SIGN_IN_LINKS_PER_CLIENT: "1000" };
const ctx = useTestApp(MANY_LINKS);

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Posts the e-mail form and, as a browser does, follows its answer to "Check your e-mail". */
async function requestLink(t: TestContext, email: string, returnTo?: string) {
  const posted = await t.app.inject({
    method: "POST",
    url: "/api/login/email",
    remoteAddress: OWN_CLIENT,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: form({ email, ...(returnTo === undefined ? {} : { returnTo }) }),
  });
  return followSent(t, posted);
}

/** A form answered by a redirect is followed (303: a GET); a refusal is the form again. */
async function followSent(
  t: TestContext,
  posted: Awaited<ReturnType<TestContext["app"]["inject"]>>,
) {
  if (posted.statusCode !== 303) return posted;
  expect(posted.headers["cache-control"]).toBe("no-store");
  const location = String(posted.headers.location);
  expect(location).toMatch(/^\/api\/login\/email\?/);
  return t.app.inject({ method: "GET", url: location });
}

/** The link on the answer page (shown because tests run without SMTP_URL). */
function linkOnPage(html: string): string {
  const match = /href="([^"]*\/api\/login\/verify\?token=[^"]+)"/.exec(html);
  if (!match) throw new Error(`no sign-in link on the page:\n${html}`);
  return match[1]!.replace(/&amp;/g, "&");
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith("tandem_session="));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return cookie;
}

/** Submits the confirmation form of an opened link (its hidden token), as the button does. */
function confirm(t: TestContext, token: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/login/verify",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: form({ token }),
  });
}

/** Opens a sign-in link like a person: the confirmation page, then its "Sign in" button. */
async function openLink(t: TestContext, url: string, headers: Record<string, string> = {}) {
  const page = await t.app.inject({ method: "GET", url, headers });
  expect(page).toHaveStatus(200);
  expect(page.body).toContain('<button class="btn btn-primary" type="submit">Sign in</button>');
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no token in the confirmation form:\n${page.body}`);
  return confirm(t, token, headers);
}

async function signInWithLink(t: TestContext, email: string, returnTo?: string) {
  const page = await requestLink(t, email, returnTo);
  expect(page).toHaveStatus(200);
  const verify = await openLink(t, pathOf(linkOnPage(page.body)));
  return { page, verify };
}

const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!;

describe("GET /api/login", () => {
  it("shows the e-mail form, without a provider button when OIDC is not configured", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/login?returnTo=/app/profile",
    });
    expect(response).toHaveStatus(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain('<form method="post" action="/api/login/email"');
    expect(response.body).toContain('name="email"');
    expect(response.body).toContain('<input type="hidden" name="returnTo" value="/app/profile">');
    expect(response.body).toContain("Tandem");
    expect(response.body).not.toContain("Continue with");
  });

  it("escapes what it echoes and refuses returnTo values that leave the site", async () => {
    const evil = await ctx.app.inject({
      method: "GET",
      url: `/api/login?returnTo=${encodeURIComponent('/app"><script>x</script>')}`,
    });
    expect(evil.body).not.toContain("<script>");
    expect(evil.body).toContain('value="/app%22%3E%3Cscript%3Ex%3C/script%3E"');
    const echoed = await requestLink(ctx, '"><script>alert(1)</script>');
    expect(echoed).toHaveStatus(400);
    expect(echoed.body).not.toContain("<script>");
    expect(echoed.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/login?returnTo=${encodeURIComponent(bad)}`,
      });
      expect(response.body).toContain('<input type="hidden" name="returnTo" value="/app">');
    }
  });

  it("sends a signed-in user straight to returnTo", async () => {
    const user = await createUser(ctx.db);
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/login?returnTo=/app/rewards",
      headers: { cookie: user.cookie },
    });
    expect(response).toHaveStatus(302);
    expect(response.headers.location).toBe("/app/rewards");
  });
});

describe("e-mail sign-in link", () => {
  it("signs in end to end: form, link, cookie, session", async () => {
    const email = uniqueEmail("flow");
    const { page, verify } = await signInWithLink(ctx, email.toUpperCase(), "/app/quiz");
    expect(page.body).toContain("Check your e-mail");
    expect(page.body).toContain("Open sign-in link");
    expect(page.body).toContain(email);

    expect(verify).toHaveStatus(302);
    expect(verify.headers.location).toBe("/app/quiz");
    const setCookie = sessionCookie(verify.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/i); // PUBLIC_URL is http://localhost in tests

    const me = await call<AuthUser>(ctx.app, "GET", "/api/auth/user", {
      headers: { cookie: cookieHeader(setCookie) },
    });
    expect(me).toHaveStatus(200);
    expect(me.body.email).toBe(email);
    expect(me.body.role).toBe("user");

    const users = await ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it("stores only the hash of the token, for 15 minutes", async () => {
    const email = uniqueEmail("hash");
    const page = await requestLink(ctx, email);
    const token = new URL(linkOnPage(page.body)).searchParams.get("token")!;
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    const row = await ctx.db
      .selectFrom("signInTokens")
      .selectAll()
      .where("tokenHash", "=", hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(email);
    expect(row.returnTo).toBe("/app");
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const stored = await ctx.db
      .selectFrom("signInTokens")
      .select("tokenHash")
      .where("tokenHash", "=", token)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("signs an existing account in, with a new session each time", async () => {
    const user = await createUser(ctx.db);
    const { verify } = await signInWithLink(ctx, user.email);
    const cookie = cookieHeader(sessionCookie(verify.headers["set-cookie"]));
    expect(cookie).not.toBe(user.cookie);
    const me = await call<AuthUser>(ctx.app, "GET", "/api/auth/user", { headers: { cookie } });
    expect(me).toHaveStatus(200);
    expect(me.body.id).toBe(user.id);
  });

  it("ends the browser's previous session when it signs in again", async () => {
    const user = await createUser(ctx.db);
    const page = await requestLink(ctx, user.email);
    const verify = await openLink(ctx, pathOf(linkOnPage(page.body)), { cookie: user.cookie });
    expect(verify).toHaveStatus(302);
    const old = await call(ctx.app, "GET", "/api/auth/user", { user });
    expect(old).toHaveStatus(401);
  });

  it("is not used up by opening it (a mail scanner), only by its Sign in button", async () => {
    const page = await requestLink(ctx, uniqueEmail("scanner"));
    const url = pathOf(linkOnPage(page.body));
    for (let i = 0; i < 3; i++) {
      const opened = await ctx.app.inject({ method: "GET", url });
      expect(opened).toHaveStatus(200);
      expect(opened.headers["set-cookie"]).toBeUndefined();
    }
    expect(await openLink(ctx, url)).toHaveStatus(302);
  });

  it("works once: a second use of the link is refused", async () => {
    const page = await requestLink(ctx, uniqueEmail("twice"));
    const url = pathOf(linkOnPage(page.body));
    const token = new URL(url, "http://x").searchParams.get("token")!;
    expect(await openLink(ctx, url)).toHaveStatus(302);
    expect(await confirm(ctx, token)).toHaveStatus(400);
    const again = await ctx.app.inject({ method: "GET", url });
    expect(again).toHaveStatus(400);
    expect(again.headers["content-type"]).toMatch(/text\/html/);
    expect(again.body).toContain("This sign-in link is invalid or has expired.");
    expect(again.body).toContain('href="/api/login"');
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("tells someone signed in that a used link has done its job (Back after signing in)", async () => {
    const page = await requestLink(ctx, uniqueEmail("back"));
    const url = pathOf(linkOnPage(page.body));
    const token = new URL(url, "http://x").searchParams.get("token")!;
    const verify = await openLink(ctx, url);
    const cookie = cookieHeader(sessionCookie(verify.headers["set-cookie"]));
    for (const again of [
      await ctx.app.inject({ method: "GET", url, headers: { cookie } }),
      await confirm(ctx, token, { cookie }),
    ]) {
      expect(again).toHaveStatus(200);
      expect(again.headers["content-type"]).toMatch(/text\/html/);
      expect(again.body).toContain("<h1>You&#39;re signed in</h1>");
      expect(again.body).toContain('<a class="btn btn-primary" href="/app">Continue</a>');
      expect(again.body).not.toContain("invalid or has expired");
      expect(again.headers["set-cookie"]).toBeUndefined();
    }
    // The session is the one the link started, still valid.
    const me = await call(ctx.app, "GET", "/api/auth/user", { headers: { cookie } });
    expect(me).toHaveStatus(200);
    // A session that has ended is no session: the link is then just not valid.
    await ctx.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    const signedOut = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
    expect(signedOut).toHaveStatus(400);
    expect(signedOut.body).toContain("This sign-in link is invalid or has expired.");
  });

  it("lands staff on the admin panel unless they asked for another page", async () => {
    const admin = await createUser(ctx.db, { role: "admin" });
    const home = await signInWithLink(ctx, admin.email);
    expect(home.verify.headers.location).toBe("/app/admin");
    const asked = await signInWithLink(ctx, admin.email, "/app/rewards");
    expect(asked.verify.headers.location).toBe("/app/rewards");
    const member = await signInWithLink(ctx, uniqueEmail("member"));
    expect(member.verify.headers.location).toBe("/app");
    // Signed in already: the login page sends staff the same way, and so does Continue.
    const cookie = cookieHeader(sessionCookie(home.verify.headers["set-cookie"]));
    const login = await ctx.app.inject({ method: "GET", url: "/api/login", headers: { cookie } });
    expect(login.headers.location).toBe("/app/admin");
    const used = await ctx.app.inject({
      method: "GET",
      url: pathOf(linkOnPage(home.page.body)),
      headers: { cookie },
    });
    expect(used.body).toContain('<a class="btn btn-primary" href="/app/admin">Continue</a>');
  });

  it("signs in once when the link is opened twice at the same moment", async () => {
    const page = await requestLink(ctx, uniqueEmail("race"));
    const token = new URL(linkOnPage(page.body)).searchParams.get("token")!;
    const answers = await Promise.all([1, 2, 3].map(() => confirm(ctx, token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([302, 400, 400]);
  });

  it("refuses an expired link", async () => {
    const email = uniqueEmail("expired");
    const page = await requestLink(ctx, email);
    const link = linkOnPage(page.body);
    const token = new URL(link).searchParams.get("token")!;
    await ctx.db
      .updateTable("signInTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("tokenHash", "=", hashToken(token))
      .execute();
    const response = await ctx.app.inject({ method: "GET", url: pathOf(link) });
    expect(response).toHaveStatus(400);
    expect(response.body).toContain("This sign-in link is invalid or has expired.");
    expect(await confirm(ctx, token)).toHaveStatus(400);
    const users = await ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(users).toHaveLength(0);
  });

  it("refuses unknown and missing tokens", async () => {
    for (const url of [
      "/api/login/verify?token=nope",
      "/api/login/verify",
      `/api/login/verify?token=${"x".repeat(43)}`,
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response).toHaveStatus(400);
      expect(response.body).toContain("This sign-in link is invalid or has expired.");
    }
    expect(await confirm(ctx, "nope")).toHaveStatus(400);
  });

  it.each([
    "//evil.example",
    "https://evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "evil",
  ])("sends returnTo %j to /app instead", async (returnTo) => {
    const { verify } = await signInWithLink(ctx, uniqueEmail("redirect"), returnTo);
    expect(verify).toHaveStatus(302);
    expect(verify.headers.location).toBe("/app");
  });

  it("keeps a relative returnTo with its query", async () => {
    const { verify } = await signInWithLink(ctx, uniqueEmail("query"), "/app/discover?tab=new");
    expect(verify.headers.location).toBe("/app/discover?tab=new");
  });

  it("answers the same whether or not the address has an account", async () => {
    const known = await createUser(ctx.db);
    const unknown = uniqueEmail("unknown");
    const answers = await Promise.all([requestLink(ctx, known.email), requestLink(ctx, unknown)]);
    const normalize = (html: string, email: string) =>
      html
        .replaceAll(email, "EMAIL")
        .replaceAll(encodeURIComponent(email), "EMAIL")
        .replace(/token=[\w-]+/g, "token=TOKEN")
        .replace(/data-dev-code>\d+/, "data-dev-code>CODE");
    expect(answers[0]).toHaveStatus(200);
    expect(answers[1]).toHaveStatus(200);
    expect(normalize(answers[0].body, known.email)).toBe(normalize(answers[1].body, unknown));
    // No account is created before the link is opened.
    const created = await ctx.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", unknown)
      .execute();
    expect(created).toHaveLength(0);
  });

  it("accepts a JSON body", async () => {
    const email = uniqueEmail("json");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email, returnTo: "/app/rewards" }),
    });
    const page = await followSent(ctx, response);
    expect(page).toHaveStatus(200);
    const verify = await openLink(ctx, pathOf(linkOnPage(page.body)));
    expect(verify.headers.location).toBe("/app/rewards");
  });

  it.each([
    ["not an address", "not-an-email", "Enter a valid e-mail address"],
    ["empty", "", "Enter your e-mail address."],
    ["too long", `${"a".repeat(250)}@example.test`, "Enter a valid e-mail address"],
  ])("refuses an e-mail that is %s with a 400 page", async (_label, email, message) => {
    const response = await requestLink(ctx, email, "/app/profile");
    expect(response).toHaveStatus(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain(message);
    expect(response.body).toContain('<input type="hidden" name="returnTo" value="/app/profile">');
    expect(response.body).not.toContain("/api/login/verify");
  });

  it("refuses a missing body with a 400 page", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/login/email" });
    expect(response).toHaveStatus(400);
    expect(response.body).toContain("Enter your e-mail address.");
  });

  it("limits the links sent to one address", async () => {
    const email = uniqueEmail("limited");
    for (let i = 0; i < 5; i++) expect(await requestLink(ctx, email)).toHaveStatus(200);
    const response = await requestLink(ctx, email);
    expect(response).toHaveStatus(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.body).toContain("Too many sign-in links were asked for.");
  });

  it("refuses a cross-site POST", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
      },
      payload: form({ email: uniqueEmail("csrf") }),
    });
    expect(response).toHaveStatus(403);
  });

  it("accepts a same-site POST", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      payload: form({ email: uniqueEmail("same-site") }),
    });
    expect(response).toHaveStatus(303);
  });

  it("answers with 'Check your e-mail' at an address of its own, shown again on reload", async () => {
    const email = uniqueEmail("reload");
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/login/email",
      remoteAddress: OWN_CLIENT,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ email, returnTo: "/app/quiz" }),
    });
    expect(posted).toHaveStatus(303);
    const location = new URL(String(posted.headers.location), PUBLIC_URL);
    expect(location.pathname).toBe("/api/login/email");
    expect(location.searchParams.get("to")).toBe(email);
    expect(location.searchParams.get("returnTo")).toBe("/app/quiz");
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const page = await ctx.app.inject({ method: "GET", url: String(posted.headers.location) });
      expect(page).toHaveStatus(200);
      expect(page.body).toContain("Check your e-mail");
      pages.push(linkOnPage(page.body));
    }
    // Reloading shows the same link and sends nothing again.
    expect(pages[1]).toBe(pages[0]);
    const tokens = await ctx.db
      .selectFrom("signInTokens")
      .select("email")
      .where("email", "=", email)
      .execute();
    expect(tokens).toHaveLength(1);
    // Without an address it is the sign-in page's to show, not this one.
    const bare = await ctx.app.inject({
      method: "GET",
      url: "/api/login/email?returnTo=/app/quiz",
    });
    expect(bare).toHaveStatus(302);
    expect(bare.headers.location).toBe("/api/login?returnTo=%2Fapp%2Fquiz");
  });
});

describe("GET /api/logout", () => {
  it("deletes the session, clears the cookie and goes home", async () => {
    const { verify } = await signInWithLink(ctx, uniqueEmail("logout"));
    const cookie = cookieHeader(sessionCookie(verify.headers["set-cookie"]));
    const token = cookie.slice("tandem_session=".length);
    expect(
      await ctx.db
        .selectFrom("sessions")
        .select("idHash")
        .where("idHash", "=", hashToken(token))
        .execute(),
    ).toHaveLength(1);

    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(response).toHaveStatus(302);
    expect(response.headers.location).toBe("/");
    const cleared = sessionCookie(response.headers["set-cookie"]);
    expect(cleared).toMatch(/^tandem_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    expect(
      await ctx.db
        .selectFrom("sessions")
        .select("idHash")
        .where("idHash", "=", hashToken(token))
        .execute(),
    ).toHaveLength(0);
    const me = await call(ctx.app, "GET", "/api/auth/user", { headers: { cookie } });
    expect(me).toHaveStatus(401);
  });

  it("goes home when signed out already", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie: `tandem_session=${randomUUID()}`, "sec-fetch-site": "same-origin" },
    });
    expect(response).toHaveStatus(302);
    expect(response.headers.location).toBe("/");
  });
});

describe("logout from another site", () => {
  const sessionsOf = (token: string) =>
    ctx.db.selectFrom("sessions").select("idHash").where("idHash", "=", hashToken(token)).execute();

  it.each([["cross-site"], ["same-site"], [undefined]])(
    "GET /api/logout with Sec-Fetch-Site %s keeps the session and asks for a button press",
    async (site) => {
      // Sessions made directly: the per-client sign-in link limit is the file's to spend.
      const { cookie } = await createUser(ctx.db);
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/logout",
        headers: { cookie, ...(site ? { "sec-fetch-site": site } : {}) },
      });
      expect(response).toHaveStatus(200);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.body).toContain('<form method="post" action="/api/logout">');
      expect(await sessionsOf(cookie.slice("tandem_session=".length))).toHaveLength(1);
    },
  );

  it("signs out by the page's POST from this site, and refuses another site's POST", async () => {
    const { cookie } = await createUser(ctx.db);
    const token = cookie.slice("tandem_session=".length);
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(forged).toHaveStatus(403);
    expect(await sessionsOf(token)).toHaveLength(1);
    const pressed = await ctx.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: PUBLIC_URL },
    });
    expect(pressed).toHaveStatus(302);
    expect(pressed.headers.location).toBe("/");
    expect(await sessionsOf(token)).toHaveLength(0);
  });
});

describe("ADMIN_EMAILS", () => {
  const boss = uniqueEmail("boss");
  const existingBoss = uniqueEmail("existing-boss");
  const admin = useTestApp({
    ...MANY_LINKS,
    ADMIN_EMAILS: ` ${boss.toUpperCase()} , ${existingBoss}`,
  });

  async function roleAfterSignIn(email: string) {
    const { verify } = await signInWithLink(admin, email);
    const cookie = cookieHeader(sessionCookie(verify.headers["set-cookie"]));
    const me = await call(admin.app, "GET", "/api/auth/user", { headers: { cookie } });
    expect(me).toHaveStatus(200);
    return me.body as { id: string; role: string };
  }

  it("makes a listed address an admin at its first sign-in", async () => {
    expect((await roleAfterSignIn(boss)).role).toBe("admin");
  });

  it("promotes an existing account with a listed address", async () => {
    const user = await createUser(admin.db, { email: existingBoss });
    const me = await roleAfterSignIn(existingBoss);
    expect(me.id).toBe(user.id);
    expect(me.role).toBe("admin");
  });

  it("leaves other addresses as users, and never demotes an admin", async () => {
    expect((await roleAfterSignIn(uniqueEmail("plain"))).role).toBe("user");
    const granted = await createUser(admin.db, { role: "admin" });
    expect((await roleAfterSignIn(granted.email)).role).toBe("admin");
  });
});
