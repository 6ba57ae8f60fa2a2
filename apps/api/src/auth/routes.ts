import {
  APP_HOME_PATH,
  APP_NAME,
  LOGIN_PATH,
  LOGOUT_PATH,
  RATE_LIMITS,
  SESSION_TTL_DAYS,
  SIGN_IN_LINK_TTL_MINUTES,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isLocalOnly, type Env } from "../env.js";
import { hitRateLimit, type RateLimitRule } from "../services/shared/rate-limit.js";
import { findOrCreateEmailUser, findOrCreateOidcUser } from "./accounts.js";
import { normalizeEmail } from "./email-address.js";
import {
  consumeSignInToken,
  createSignInLink,
  findUsableSignInToken,
  createSmtpMailer,
  signInLinkFor,
  type SendMail,
} from "./email-sign-in.js";
import {
  checkEmailPage,
  confirmSignInPage,
  confirmSignOutPage,
  loginPage,
  messagePage,
  signedInPage,
  signInEmail,
} from "./login-page.js";
import { PAGE_HEADERS, pageRoute } from "../http/server-rendered-page.js";
import {
  createOidcClient,
  OIDC_CALLBACK_PATH,
  OIDC_STATE_TTL_MINUTES,
  OidcSignInError,
} from "./oidc.js";
import { landingPath, safeReturnTo } from "./return-to.js";
import type { SessionCache } from "./session-cache.js";
import { createSession, deleteSession, findSessionViewer, sessionCookieName } from "./sessions.js";
import {
  isSuspendedRefusal,
  SUSPENDED_MESSAGE,
  SUSPENDED_TITLE,
  signInStanding,
} from "./suspended.js";

/** Binds an OpenID Connect login to the browser that started it (login CSRF). */
const OIDC_STATE_COOKIE = "tandem_oidc_state";
/** Sec-Fetch-Site values of a request this site (or the person, typing) started. */
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);
const OIDC_PATH = `${LOGIN_PATH}/oidc`;
/** The e-mail form posts here, and its answer, "Check your e-mail", is read here. */
const EMAIL_PATH = `${LOGIN_PATH}/email`;

/** The sign-in pages and their forms: a refusal or an error leads back to the sign-in page. */
const SIGN_IN_PAGE = pageRoute("Back to sign in", LOGIN_PATH);
const SIGN_OUT_PAGE = pageRoute(`Back to ${APP_NAME}`, APP_HOME_PATH);

const LINKS_PER_ADDRESS: RateLimitRule = { limit: 5, windowSeconds: SIGN_IN_LINK_TTL_MINUTES * 60 };

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

function bodyValue(request: FastifyRequest, name: string): string | undefined {
  const body = request.body;
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).headers(PAGE_HEADERS).send(html);
}

/**
 * Sign-in: the server-rendered /api/login page, e-mail links, OpenID Connect and logout.
 * Sessions are rows in Postgres behind an HttpOnly cookie (sessions.ts).
 */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Db; env: Env; sessions?: SessionCache },
): Promise<void> {
  const { db, env } = deps;
  const secureCookies = new URL(env.PUBLIC_URL).protocol === "https:";
  const sessionCookie = sessionCookieName(env.PUBLIC_URL);
  const linksPerClient: RateLimitRule = {
    limit: env.SIGN_IN_LINKS_PER_CLIENT,
    windowSeconds: SIGN_IN_LINK_TTL_MINUTES * 60,
  };
  // __Secure-: a cookie only an https page of this host can set (its path rules out __Host-).
  const oidcStateCookie = secureCookies ? `__Secure-${OIDC_STATE_COOKIE}` : OIDC_STATE_COOKIE;
  const sendMail: SendMail | null = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : null;
  // Without a mail server the link is shown on the page, which is only safe on a server
  // that only this machine can reach: anyone could otherwise sign in as anyone.
  const emailEnabled = sendMail !== null || isLocalOnly(env);
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
      ? createOidcClient({
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          redirectUri: new URL(OIDC_CALLBACK_PATH, env.PUBLIC_URL).href,
        })
      : null;
  const oidcProviderName = oidc ? env.OIDC_PROVIDER_NAME : undefined;

  const cookieOptions = { httpOnly: true, sameSite: "lax", secure: secureCookies } as const;

  /** A new session (new id at every sign-in); the browser's previous one, if any, ends. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
    returnTo: string,
  ) {
    const previous = request.cookies[sessionCookie];
    if (previous) {
      await deleteSession(db, previous);
      deps.sessions?.forget(previous);
    }
    const suspended = () =>
      sendPage(reply, 403, messagePage({ title: SUSPENDED_TITLE, message: SUSPENDED_MESSAGE }));
    const { suspended: isSuspended, role } = await signInStanding(db, userId);
    if (isSuspended) return suspended();
    let token: string;
    try {
      ({ token } = await createSession(db, userId));
    } catch (error) {
      if (isSuspendedRefusal(error)) return suspended();
      throw error;
    }
    reply.setCookie(sessionCookie, token, {
      ...cookieOptions,
      path: "/",
      maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
    });
    return reply
      .header("cache-control", "no-store")
      .redirect(landingPath(role, safeReturnTo(returnTo)), 302);
  }

  app.get(LOGIN_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    const token = request.cookies[sessionCookie];
    // `reauth=1`: a signed-in admin asked to sign in again (staff actions need a recent one).
    const reauth = queryValue(request, "reauth") === "1";
    const viewer = token && !reauth ? await findSessionViewer(db, token) : null;
    if (viewer) return reply.redirect(landingPath(viewer.role, returnTo), 302);
    return sendPage(reply, 200, loginPage({ returnTo, oidcProviderName, emailEnabled }));
  });

  app.post(EMAIL_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const returnTo = safeReturnTo(bodyValue(request, "returnTo"));
    if (!emailEnabled) {
      return sendPage(
        reply,
        404,
        loginPage({
          returnTo,
          oidcProviderName,
          emailEnabled,
          error: "Sign-in by e-mail is not available on this server.",
        }),
      );
    }
    const typed = bodyValue(request, "email") ?? "";
    const email = normalizeEmail(typed);
    if (!email) {
      const error = typed.trim()
        ? "Enter a valid e-mail address, like you@example.com."
        : "Enter your e-mail address.";
      return sendPage(
        reply,
        400,
        loginPage({ returnTo, oidcProviderName, emailEnabled, email: typed.slice(0, 254), error }),
      );
    }

    for (const [key, rule] of [
      [`sign-in-link:address:${email}`, LINKS_PER_ADDRESS],
      [`sign-in-link:client:${request.ip}`, linksPerClient],
    ] as const) {
      const { hits, retryAfterSeconds } = await hitRateLimit(db, key, rule);
      if (hits > rule.limit) {
        const minutes = Math.ceil(retryAfterSeconds / 60);
        reply.header("retry-after", String(retryAfterSeconds));
        return sendPage(
          reply,
          429,
          loginPage({
            returnTo,
            oidcProviderName,
            emailEnabled,
            email,
            error: `Too many sign-in links were asked for. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          }),
        );
      }
    }

    // "Check your e-mail" has its own address (post, redirect, get): reloading it, or coming
    // back to it, shows it again where the form's own answer would ask to send the form again.
    const sent = (shownToken?: string) => {
      const query = new URLSearchParams({ to: email, returnTo });
      if (shownToken) query.set("token", shownToken);
      return reply.header("cache-control", "no-store").redirect(`${EMAIL_PATH}?${query}`, 303);
    };

    // The same steps and answer whether or not the address has an account: the account is
    // only looked up (or created) when the link is opened.
    const link = await createSignInLink(db, { email, returnTo, publicUrl: env.PUBLIC_URL });
    if (sendMail) {
      try {
        await sendMail({ to: email, ...signInEmail({ link }) });
      } catch (error) {
        request.log.error({ err: error }, "could not send the sign-in e-mail");
        return sendPage(
          reply,
          503,
          loginPage({
            returnTo,
            oidcProviderName,
            emailEnabled,
            email,
            error: "We could not send the e-mail right now. Try again in a few minutes.",
          }),
        );
      }
      return sent();
    }
    request.log.info(`Sign-in link for ${email} (no SMTP_URL, so it is not mailed): ${link}`);
    return sent(new URL(link).searchParams.get("token") ?? undefined);
  });

  app.get(EMAIL_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    const email = normalizeEmail(queryValue(request, "to") ?? "");
    if (!email || !emailEnabled)
      return reply.redirect(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`, 302);
    // Without a mail server (only on a server only this machine reaches) the link is shown.
    const shownToken = sendMail ? undefined : queryValue(request, "token");
    const devLink = shownToken ? signInLinkFor(shownToken, env.PUBLIC_URL) : undefined;
    return sendPage(reply, 200, checkEmailPage({ email, returnTo, devLink }));
  });

  /**
   * A link that cannot sign in (used, expired, unknown). Back from the app after signing in
   * opens the link used a moment ago: someone signed in is told so, and goes on.
   */
  async function unusableLink(request: FastifyRequest, reply: FastifyReply) {
    const session = request.cookies[sessionCookie];
    const viewer = session ? await findSessionViewer(db, session) : null;
    if (viewer) return sendPage(reply, 200, signedInPage(landingPath(viewer.role, APP_HOME_PATH)));
    return sendPage(
      reply,
      400,
      messagePage({
        title: "Link not valid",
        message: "This sign-in link is invalid or has expired. Ask for a new one.",
      }),
    );
  }

  // Opening the link only asks for confirmation, so a mail scanner that follows links
  // cannot use it up; the button's POST signs in.
  app.get(`${LOGIN_PATH}/verify`, SIGN_IN_PAGE, async (request, reply) => {
    const token = queryValue(request, "token") ?? "";
    const usable = await findUsableSignInToken(db, token);
    if (!usable) return unusableLink(request, reply);
    return sendPage(reply, 200, confirmSignInPage({ email: usable.email, token }));
  });

  app.post(`${LOGIN_PATH}/verify`, SIGN_IN_PAGE, async (request, reply) => {
    const used = await consumeSignInToken(db, bodyValue(request, "token") ?? "");
    if (!used) return unusableLink(request, reply);
    const userId = await findOrCreateEmailUser(db, used.email, env.ADMIN_EMAILS);
    return signIn(request, reply, userId, used.returnTo);
  });

  app.get(OIDC_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    if (!oidc) {
      return sendPage(
        reply,
        404,
        messagePage({
          title: "Not available",
          message: "Sign-in with a provider is not set up on this server.",
          returnTo,
        }),
      );
    }
    const limited = await hitRateLimit(db, `oidc-start:${request.ip}`, RATE_LIMITS.oidcStart);
    if (limited.hits > RATE_LIMITS.oidcStart.limit) {
      reply.header("retry-after", String(limited.retryAfterSeconds));
      return sendPage(
        reply,
        429,
        messagePage({
          title: "Too many sign-ins",
          message: "Too many sign-ins were started from here. Please wait a few minutes.",
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
          title: "Sign-in unavailable",
          message: `We could not reach ${env.OIDC_PROVIDER_NAME}. Try again in a moment.`,
          returnTo,
        }),
      );
    }
    reply.setCookie(oidcStateCookie, started.state, {
      ...cookieOptions,
      path: OIDC_PATH,
      maxAge: OIDC_STATE_TTL_MINUTES * 60,
    });
    return reply.header("cache-control", "no-store").redirect(started.url, 302);
  });

  app.get(OIDC_CALLBACK_PATH, SIGN_IN_PAGE, async (request, reply) => {
    if (!oidc)
      return sendPage(
        reply,
        404,
        messagePage({
          title: "Not available",
          message: "Sign-in with a provider is not set up on this server.",
        }),
      );
    reply.clearCookie(oidcStateCookie, { ...cookieOptions, path: OIDC_PATH });
    const query = new URLSearchParams(request.url.split("?")[1] ?? "");
    try {
      const { profile, returnTo } = await oidc.finish(db, {
        query,
        browserState: request.cookies[oidcStateCookie],
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
          title: `Sign-in with ${env.OIDC_PROVIDER_NAME} failed`,
          message: error.message,
        }),
      );
    }
  });

  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[sessionCookie];
    if (token) {
      await deleteSession(db, token);
      deps.sessions?.forget(token);
    }
    reply.clearCookie(sessionCookie, { ...cookieOptions, path: "/" });
    return reply.header("cache-control", "no-store").redirect("/", 302);
  }

  // The spec's full-page GET /api/logout signs out when this site (or the person, typing the
  // address) opened it. Another site's link or image cannot: it gets a page whose button
  // POSTs, and that POST passes the origin check only from this site's page.
  app.get(LOGOUT_PATH, SIGN_OUT_PAGE, async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (typeof site === "string" && SAME_SITE_FETCH.has(site)) return signOut(request, reply);
    return sendPage(reply, 200, confirmSignOutPage());
  });

  app.post(LOGOUT_PATH, SIGN_OUT_PAGE, signOut);
}
