import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../../test/database.js";
import { call, createUser, testEnv, uniqueEmail } from "../../test/helpers.js";
import { buildApp } from "../build-app.js";
import {
  CALLBACK_URL,
  CLIENT_ID,
  cookieValue,
  setCookies,
  signInAtProvider,
  signInThroughTheApp,
  startOidcProvider,
} from "../../test/oidc-provider.js";

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let issuer: string;
let db: Db;
let app: FastifyInstance;

beforeAll(async () => {
  provider = await startOidcProvider();
  issuer = provider.issuer;
  db = createDb({ connectionString: testDatabaseUrl(), max: 5 });
  app = await buildApp({
    db,
    env: testEnv({ ...provider.env, ADMIN_EMAILS: "oidc-boss@example.test" }),
  });
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await provider?.close();
});

const oidcSignIn = (accountId: string, options: { returnTo?: string; appCookie?: string } = {}) =>
  signInThroughTheApp(app, accountId, options);
const addAccount = (claims: Record<string, unknown>) => provider.addAccount(claims);

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
