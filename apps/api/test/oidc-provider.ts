// A real OpenID Connect provider on a loopback port, and a browser that signs in at it: for
// the OIDC tests and for the filled database of the backup and upgrade tests.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Provider from "oidc-provider";
import { expect } from "vitest";
import { PUBLIC_URL } from "./helpers.js";

export const CLIENT_ID = "tandem-test";
const CLIENT_SECRET = "a-test-client-secret-that-is-long-enough";
export const CALLBACK_URL = `${PUBLIC_URL}/api/login/oidc/callback`;

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

export const setCookies = (response: LightMyRequestResponse): string[] =>
  ([] as string[]).concat(response.headers["set-cookie"] ?? []);

export const cookieValue = (response: LightMyRequestResponse, name: string): string | undefined =>
  setCookies(response)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]!
    .slice(name.length + 1);

/**
 * Plays the browser at the provider: follows its redirects, signs in on its development
 * login form as `accountId` and consents, until it redirects back to the app's callback.
 */
export async function signInAtProvider(
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

/** The provider, its people (by account id = subject), and the app settings that use it. */
export async function startOidcProvider() {
  const accounts = new Map<string, Record<string, unknown>>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  return {
    issuer,
    env: {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_PROVIDER_NAME: "Test ID",
    },
    /** A person at the provider; their account id. */
    addAccount(claims: Record<string, unknown>): string {
      const id = `acct-${randomUUID()}`;
      accounts.set(id, claims);
      return id;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Starts at the app, signs in at the provider, returns the app's callback answer. */
export async function signInThroughTheApp(
  app: FastifyInstance,
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
