import { LOGIN_PATH, RATE_LIMITS } from "@tandem/api-contract";
import type { FastifyPluginAsync } from "fastify";
import { findOrCreateOidcUser } from "../../auth/accounts.js";
import {
  createOidcClient,
  OIDC_CALLBACK_PATH,
  OIDC_STATE_TTL_MINUTES,
  OidcSignInError,
} from "../../auth/oidc.js";
import { safeReturnTo } from "../../auth/return-to.js";
import { hitRateLimit } from "../../infra/rate-limit.js";
import type { Locale } from "@tandem/i18n";
import { requestLocale } from "../locale.js";
import { messagePage } from "./login-page.js";
import { signInText } from "./sign-in-copy.js";
import { queryValue, sendPage, SIGN_IN_PAGE, type SignInOptions } from "./requests.js";
import { cookieSettings, sessionCookie } from "./session-cookie.js";

/** Binds an OpenID Connect login to the browser that started it (login CSRF). */
const OIDC_STATE_COOKIE = "tandem_oidc_state";
const OIDC_PATH = `${LOGIN_PATH}/oidc`;

/**
 * "Continue with ...": sign-in with any OpenID Connect issuer (auth/oidc.ts), when
 * OIDC_ISSUER_URL and OIDC_CLIENT_ID are set; otherwise its two routes say it is not set up.
 */
/** The page of both OIDC routes on a server without a provider. */
const notSetUpPage = (locale: Locale, returnTo?: string) =>
  messagePage({
    locale,
    title: signInText(locale)("providerNotSetUpTitle"),
    message: signInText(locale)("providerNotSetUpMessage"),
    returnTo,
  });

export const oidcSignInRoutes: FastifyPluginAsync<SignInOptions> = async (app, options) => {
  const { db, env } = options;
  const cookies = cookieSettings(env);
  const { signIn } = sessionCookie(options);
  // __Secure-: a cookie only an https page of this host can set (its path rules out __Host-).
  const stateCookie = cookies.secure ? `__Secure-${OIDC_STATE_COOKIE}` : OIDC_STATE_COOKIE;
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
      ? createOidcClient({
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          redirectUri: new URL(OIDC_CALLBACK_PATH, env.PUBLIC_URL).href,
        })
      : null;

  app.get(OIDC_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const t = signInText(locale);
    const provider = env.OIDC_PROVIDER_NAME;
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    if (!oidc) {
      return sendPage(reply, 404, notSetUpPage(locale, returnTo));
    }
    const limited = await hitRateLimit(db, `oidc-start:${request.ip}`, RATE_LIMITS.oidcStart);
    if (limited.hits > RATE_LIMITS.oidcStart.limit) {
      reply.header("retry-after", String(limited.retryAfterSeconds));
      return sendPage(
        reply,
        429,
        messagePage({
          locale,
          title: t("providerBusyTitle"),
          message: t("providerBusyMessage"),
          returnTo,
        }),
      );
    }
    let started: { url: string; state: string };
    try {
      started = await oidc.start(db, returnTo);
    } catch (error) {
      request.log.error({ err: error }, "could not start the OpenID Connect sign-in");
      return sendPage(
        reply,
        502,
        messagePage({
          locale,
          title: t("providerDownTitle"),
          message: t("providerDownMessage", { provider }),
          returnTo,
        }),
      );
    }
    reply.setCookie(stateCookie, started.state, {
      ...cookies.options,
      path: OIDC_PATH,
      maxAge: OIDC_STATE_TTL_MINUTES * 60,
    });
    return reply.header("cache-control", "no-store").redirect(started.url, 302);
  });

  app.get(OIDC_CALLBACK_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    if (!oidc) return sendPage(reply, 404, notSetUpPage(locale));
    reply.clearCookie(stateCookie, { ...cookies.options, path: OIDC_PATH });
    const query = new URLSearchParams(request.url.split("?")[1] ?? "");
    try {
      const { profile, returnTo } = await oidc.finish(db, {
        query,
        browserState: request.cookies[stateCookie],
      });
      const userId = await findOrCreateOidcUser(db, profile, env.ADMIN_EMAILS);
      return await signIn(request, reply, userId, returnTo);
    } catch (error) {
      if (!(error instanceof OidcSignInError)) throw error;
      request.log.warn({ err: error.cause ?? error }, "OpenID Connect sign-in failed");
      return sendPage(
        reply,
        400,
        messagePage({
          locale,
          title: signInText(locale)("providerFailedTitle", { provider: env.OIDC_PROVIDER_NAME }),
          // The provider's refusal, in English as the server's other messages (decision 304).
          message: error.message,
        }),
      );
    }
  });
};
