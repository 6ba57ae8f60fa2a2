import * as client from "openid-client";
import type { Db } from "@tandem/db";
import { isLoopbackHost } from "../env.js";
import type { OidcProfile } from "./accounts.js";

export const OIDC_STATE_TTL_MINUTES = 10;
export const OIDC_CALLBACK_PATH = "/api/login/oidc/callback";

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string | undefined;
  /** `${PUBLIC_URL}/api/login/oidc/callback`, registered with the provider. */
  redirectUri: string;
}

/** A sign-in the user can fix by starting over (shown on a 400 page). */
export class OidcSignInError extends Error {}

/**
 * Authorization code flow with PKCE, state and nonce. The per-login secrets live in the
 * oidc_login_states table (any API process can finish a login another one started); only
 * the provider's discovered configuration is cached in memory.
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | null = null;

  function discover(): Promise<client.Configuration> {
    if (!configuration) {
      const issuer = new URL(settings.issuerUrl);
      // https only: a plain-http issuer could be impersonated on the way (a provider on this
      // machine, as in tests, aside). loadEnv refuses such a setting at start too.
      if (issuer.protocol !== "https:" && !isLoopbackHost(issuer.hostname))
        return Promise.reject(new Error("OIDC_ISSUER_URL must be an https:// address."));
      configuration = client
        .discovery(
          issuer,
          settings.clientId,
          undefined,
          // client_secret_basic is the method every provider must support (RFC 6749 2.3.1).
          settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
          issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          configuration = null; // try again on the next sign-in rather than caching the failure
          throw error;
        });
    }
    return configuration;
  }

  /**
   * Stores the login's secrets and returns the provider URL to send the browser to. Expired
   * logins are deleted by housekeeping; `finish` refuses them until then.
   */
  async function start(db: Db, returnTo: string): Promise<{ url: string; state: string }> {
    const config = await discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await db
      .insertInto("oidcLoginStates")
      .values({
        state,
        codeVerifier,
        nonce,
        returnTo,
        expiresAt: new Date(Date.now() + OIDC_STATE_TTL_MINUTES * 60 * 1000),
      })
      .execute();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: settings.redirectUri,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Finishes the login the provider redirected back with. `browserState` is the state this
   * browser started with (from its cookie), so nobody can slip their own login into it.
   */
  async function finish(
    db: Db,
    options: { query: URLSearchParams; browserState: string | undefined },
  ): Promise<{ profile: OidcProfile; returnTo: string }> {
    const state = options.query.get("state");
    if (!state)
      throw new OidcSignInError("The sign-in answer from the provider is missing its state.");
    const login = await db
      .deleteFrom("oidcLoginStates")
      .where("state", "=", state)
      .returning(["codeVerifier", "nonce", "returnTo", "expiresAt"])
      .executeTakeFirst();
    if (!login || login.expiresAt.getTime() <= Date.now()) {
      throw new OidcSignInError("This sign-in has expired or was already used.");
    }
    if (options.browserState !== state) {
      throw new OidcSignInError("This sign-in was started in another browser or tab.");
    }
    const providerError = options.query.get("error");
    if (providerError) {
      throw new OidcSignInError(
        providerError === "access_denied"
          ? "Sign-in was cancelled."
          : `The provider refused the sign-in (${providerError}).`,
      );
    }

    const config = await discover();
    const callbackUrl = new URL(settings.redirectUri);
    callbackUrl.search = options.query.toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: state,
        expectedNonce: login.nonce,
        pkceCodeVerifier: login.codeVerifier,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new OidcSignInError("The provider did not confirm the sign-in. Please try again.", {
        cause: error,
      });
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcSignInError("The provider sent no ID token.");

    // Providers may keep e-mail and profile claims out of the ID token (they are then in
    // userinfo); ask for them when any is missing.
    let extra: client.UserInfoResponse | undefined;
    const wanted = ["email", "email_verified", "given_name", "family_name", "picture"];
    if (wanted.some((claim) => idClaims[claim] === undefined) && tokens.access_token) {
      try {
        extra = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      } catch {
        extra = undefined; // the ID token alone still identifies the person
      }
    }
    const claim = (name: string): unknown => idClaims[name] ?? extra?.[name];
    const { email, emailVerified } = emailClaims(idClaims, extra);
    return {
      returnTo: login.returnTo,
      profile: {
        issuer: idClaims.iss,
        subject: idClaims.sub,
        email,
        emailVerified,
        givenName: text(claim("given_name"), 100),
        familyName: text(claim("family_name"), 100),
        picture: httpsPictureUrl(claim("picture")),
      },
    };
  }

  return { start, finish };
}

function text(value: unknown, maxLength: number): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, maxLength) : null;
}

/**
 * The address and whether the provider verified it, both from ONE source: the ID token if
 * it names an address, else userinfo. Mixing them (the token's address with userinfo's
 * `email_verified: true` about another) would vouch for an address nobody proved. Only
 * `true` (or "true", as some providers send) counts as verified.
 */
export function emailClaims(
  idClaims: Record<string, unknown>,
  userinfo: Record<string, unknown> | undefined,
): { email: string | null; emailVerified: boolean } {
  const source = idClaims.email !== undefined ? idClaims : (userinfo ?? {});
  const email = text(source.email, 254);
  const verified = source.email_verified === true || source.email_verified === "true";
  return { email, emailVerified: email !== null && verified };
}

/** Pictures are shown to other people: only https ones (no mixed content, no tracking over http). */
export function httpsPictureUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
