import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, createUser, PUBLIC_URL, testEnv, uniqueEmail } from "../../test/helpers.js";
import { buildApp } from "../build-app.js";

const CLIENT_ID = "tandem-test";
const CLIENT_SECRET = "a-test-client-secret-that-is-long-enough";
const CALLBACK_URL = `${PUBLIC_URL}/api/login/oidc/callback`;

/** The provider's people, by account id (= subject). Tests add their own. */
const accounts = new Map<string, Record<string, unknown>>();

let server: Server;
let issuer: string;
let db: Db;
let app: FastifyInstance;

/** A real OpenID Connect provider on a loopback port, with its development login pages. */
async function startProvider(): Promise<void> {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [CALLBACK_URL],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: {
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "picture"],
    },
    cookies: { keys: ["oidc-test-cookie-key"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
    },
  });
  server.on("request", provider.callback());
}

beforeAll(async () => {
  await startProvider();
  db = createDb({ connectionString: inject("databaseUrl"), max: 5 });
  app = await buildApp({
    db,
    env: testEnv({
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_PROVIDER_NAME: "Test ID",
      ADMIN_EMAILS: "oidc-boss@example.test",
    }),
  });
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Cookies of one browser at the provider (paths ignored: all go to the one host). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const setCookies = (response: LightMyRequestResponse): string[] =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []);

const cookieValue = (response: LightMyRequestResponse, name: string): string | undefined =>
  setCookies(response)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]!
    .slice(name.length + 1);

/**
 * Plays the browser at the provider: follows its redirects, signs in on its development
 * login form as `accountId` and consents, until it redirects back to the app's callback.
 */
async function signInAtProvider(
  authorizationUrl: string,
  accountId: string,
  jar = new CookieJar(),
): Promise<string> {
  let url = authorizationUrl;
  for (let step = 0; step < 20; step++) {
    if (url.startsWith(CALLBACK_URL)) return url;
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.store(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url).href;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html}`);
    const fields: Record<string, string> =
      prompt === "login" ? { prompt, login: accountId, password: "any" } : { prompt };
    const submitted = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    jar.store(submitted);
    if (submitted.status < 300 || submitted.status >= 400) {
      throw new Error(`provider form answered ${submitted.status}: ${await submitted.text()}`);
    }
    url = new URL(submitted.headers.get("location")!, url).href;
  }
  throw new Error("the provider never redirected back to the app");
}

/** Starts at the app, signs in at the provider, returns the app's callback answer. */
async function oidcSignIn(
  accountId: string,
  options: { returnTo?: string; appCookie?: string } = {},
) {
  const start = await app.inject({
    method: "GET",
    url: `/api/login/oidc?returnTo=${encodeURIComponent(options.returnTo ?? "/app")}`,
  });
  expect(start).toHaveStatus(302);
  const state = cookieValue(start, "tandem_oidc_state");
  expect(state).toBeTruthy();
  const callbackUrl = new URL(await signInAtProvider(start.headers.location as string, accountId));
  const cookies = [`tandem_oidc_state=${state}`, ...(options.appCookie ? [options.appCookie] : [])];
  const callback = await app.inject({
    method: "GET",
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: { cookie: cookies.join("; ") },
  });
  const session = cookieValue(callback, "tandem_session");
  return {
    start,
    callback,
    callbackUrl,
    cookie: session ? `tandem_session=${session}` : undefined,
  };
}

async function me(cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await call(app, "GET", "/api/auth/user", { headers });
  expect(response).toHaveStatus(200);
  return response.body as {
    id: string;
    email: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    role: string;
  };
}

function addAccount(claims: Record<string, unknown>): string {
  const id = `acct-${randomUUID()}`;
  accounts.set(id, claims);
  return id;
}

describe("sign-in with OpenID Connect", () => {
  it("shows the provider button on the login page", async () => {
    const page = await app.inject({ method: "GET", url: "/api/login?returnTo=/app/rewards" });
    expect(page.body).toContain("Continue with Test ID");
    expect(page.body).toContain('href="/api/login/oidc?returnTo=%2Fapp%2Frewards"');
  });

  it("sends the browser to the provider with PKCE, state and nonce", async () => {
    const start = await app.inject({ method: "GET", url: "/api/login/oidc?returnTo=/app/quiz" });
    expect(start).toHaveStatus(302);
    const location = new URL(start.headers.location as string);
    expect(location.origin).toBe(issuer);
    const params = location.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("redirect_uri")).toBe(CALLBACK_URL);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();
    const state = params.get("state")!;
    const row = await db
      .selectFrom("oidcLoginStates")
      .selectAll()
      .where("state", "=", state)
      .executeTakeFirstOrThrow();
    expect(row.returnTo).toBe("/app/quiz");
    expect(row.codeVerifier).not.toBe(params.get("code_challenge"));
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const cookie = setCookies(start).find((c) => c.startsWith("tandem_oidc_state="))!;
    expect(cookie).toContain(`tandem_oidc_state=${state}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("signs in end to end and creates the account from the claims", async () => {
    const email = uniqueEmail("oidc");
    const id = addAccount({
      email,
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
      picture: "https://images.example/ada.png",
    });
    const { callback, cookie } = await oidcSignIn(id, { returnTo: "/app/profile" });
    expect(callback).toHaveStatus(302);
    expect(callback.headers.location).toBe("/app/profile");
    const session = setCookies(callback).find((c) => c.startsWith("tandem_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);

    const user = await me(cookie);
    expect(user.email).toBe(email);
    expect(user.firstName).toBe("Ada");
    expect(user.lastName).toBe("Lovelace");
    expect(user.profileImageUrl).toBe("https://images.example/ada.png");
    expect(user.role).toBe("user");

    const identity = await db
      .selectFrom("oidcIdentities")
      .selectAll()
      .where("subject", "=", id)
      .executeTakeFirstOrThrow();
    expect(identity.issuer).toBe(issuer);
    expect(identity.userId).toBe(user.id);
  });

  it("signs the same subject in to the same account, with a new session", async () => {
    const id = addAccount({
      email: uniqueEmail("again"),
      email_verified: true,
      given_name: "Grace",
    });
    const first = await oidcSignIn(id);
    const second = await oidcSignIn(id);
    expect(first.cookie).toBeDefined();
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(second.cookie)).id).toBe((await me(first.cookie)).id);
    const identities = await db
      .selectFrom("oidcIdentities")
      .select("userId")
      .where("subject", "=", id)
      .execute();
    expect(identities).toHaveLength(1);
  });

  it("links a verified e-mail to the existing account and keeps the names already there", async () => {
    const existing = await createUser(db, { firstName: "Kept", lastName: "" });
    const id = addAccount({
      email: existing.email.toUpperCase(),
      email_verified: true,
      given_name: "Other",
      family_name: "Filled",
    });
    const { callback, cookie } = await oidcSignIn(id);
    expect(callback).toHaveStatus(302);
    const user = await me(cookie);
    expect(user.id).toBe(existing.id);
    expect(user.firstName).toBe("Kept");
    expect(user.lastName).toBe("Filled");
  });

  it("refuses a suspended account with a 403 page and no session", async () => {
    const id = addAccount({ email: uniqueEmail("suspended"), email_verified: true });
    const first = await oidcSignIn(id);
    const userId = (await me(first.cookie)).id;
    await db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", userId)
      .execute();
    const { callback, cookie } = await oidcSignIn(id);
    expect(callback).toHaveStatus(403);
    expect(callback.body).toContain("Account suspended");
    expect(cookie).toBeUndefined();
  });

  it("does not link an unverified e-mail to the account that has it", async () => {
    const existing = await createUser(db);
    const id = addAccount({ email: existing.email, email_verified: false, given_name: "Mallory" });
    const { callback, cookie } = await oidcSignIn(id);
    expect(callback).toHaveStatus(302);
    const user = await me(cookie);
    expect(user.id).not.toBe(existing.id);
    expect(user.email).toBeNull();
    expect(user.firstName).toBe("Mallory");
    const owner = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", existing.email)
      .execute();
    expect(owner).toEqual([{ id: existing.id }]);
  });

  it("does not take an unverified address even when nobody has it", async () => {
    const email = uniqueEmail("unverified");
    const id = addAccount({ email, given_name: "Nobody" });
    const { cookie } = await oidcSignIn(id);
    expect((await me(cookie)).email).toBeNull();
    expect(
      await db.selectFrom("users").select("id").where("email", "=", email).execute(),
    ).toHaveLength(0);
  });

  it("makes a verified address in ADMIN_EMAILS an admin", async () => {
    const id = addAccount({ email: "oidc-boss@example.test", email_verified: true });
    const { cookie } = await oidcSignIn(id);
    expect((await me(cookie)).role).toBe("admin");
  });

  it("does not make an unverified address in ADMIN_EMAILS an admin", async () => {
    const id = addAccount({ email: "oidc-boss@example.test", email_verified: false });
    const { cookie } = await oidcSignIn(id);
    expect((await me(cookie)).role).toBe("user");
  });

  it("sends an unsafe returnTo to /app", async () => {
    const id = addAccount({ email: uniqueEmail("return"), email_verified: true });
    const { callback } = await oidcSignIn(id, { returnTo: "//evil.example/steal" });
    expect(callback.headers.location).toBe("/app");
  });

  it("refuses a callback replayed after use", async () => {
    const id = addAccount({ email: uniqueEmail("replay"), email_verified: true });
    const { callback, callbackUrl, start } = await oidcSignIn(id);
    expect(callback).toHaveStatus(302);
    const again = await app.inject({
      method: "GET",
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: `tandem_oidc_state=${cookieValue(start, "tandem_oidc_state")}` },
    });
    expect(again).toHaveStatus(400);
    expect(again.headers["content-type"]).toMatch(/text\/html/);
    expect(again.body).toContain("This sign-in has expired or was already used.");
    expect(again.body).toContain('href="/api/login"');
    expect(cookieValue(again, "tandem_session")).toBeUndefined();
  });

  it("refuses a callback in a browser that did not start the sign-in", async () => {
    const id = addAccount({ email: uniqueEmail("csrf"), email_verified: true });
    const start = await app.inject({ method: "GET", url: "/api/login/oidc" });
    const callbackUrl = new URL(await signInAtProvider(start.headers.location as string, id));
    const response = await app.inject({
      method: "GET",
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
    });
    expect(response).toHaveStatus(400);
    expect(response.body).toContain("This sign-in was started in another browser or tab.");
    expect(cookieValue(response, "tandem_session")).toBeUndefined();
  });

  it("refuses an expired sign-in", async () => {
    const id = addAccount({ email: uniqueEmail("slow"), email_verified: true });
    const start = await app.inject({ method: "GET", url: "/api/login/oidc" });
    const state = cookieValue(start, "tandem_oidc_state")!;
    const callbackUrl = new URL(await signInAtProvider(start.headers.location as string, id));
    await db
      .updateTable("oidcLoginStates")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("state", "=", state)
      .execute();
    const response = await app.inject({
      method: "GET",
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: { cookie: `tandem_oidc_state=${state}` },
    });
    expect(response).toHaveStatus(400);
    expect(response.body).toContain("This sign-in has expired or was already used.");
  });

  it("shows a 400 page when the provider reports an error or the code is forged", async () => {
    const cancelled = await app.inject({ method: "GET", url: "/api/login/oidc" });
    const state = cookieValue(cancelled, "tandem_oidc_state")!;
    const denied = await app.inject({
      method: "GET",
      url: `/api/login/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`,
      headers: { cookie: `tandem_oidc_state=${state}` },
    });
    expect(denied).toHaveStatus(400);
    expect(denied.body).toContain("Sign-in was cancelled.");

    const forged = await app.inject({ method: "GET", url: "/api/login/oidc" });
    const forgedState = cookieValue(forged, "tandem_oidc_state")!;
    const response = await app.inject({
      method: "GET",
      url: `/api/login/oidc/callback?code=forged&state=${forgedState}&iss=${encodeURIComponent(issuer)}`,
      headers: { cookie: `tandem_oidc_state=${forgedState}` },
    });
    expect(response).toHaveStatus(400);
    expect(response.body).toContain("The provider did not confirm the sign-in.");
    expect(cookieValue(response, "tandem_session")).toBeUndefined();

    const missing = await app.inject({ method: "GET", url: "/api/login/oidc/callback" });
    expect(missing).toHaveStatus(400);
  });
});

describe("without OIDC settings", () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildApp({ db, env: testEnv() });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it("has no provider sign-in", async () => {
    const response = await plain.inject({ method: "GET", url: "/api/login/oidc" });
    expect(response).toHaveStatus(404);
    expect(response.body).toContain("Sign-in with a provider is not set up on this server.");
  });
});
