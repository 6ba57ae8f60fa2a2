import {
  APP_HOME_PATH,
  LOGIN_PATH,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LINK_TTL_MINUTES,
} from "@tandem/api-contract";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { findOrCreateEmailUser } from "../../auth/accounts.js";
import { normalizeEmail } from "../../auth/email-address.js";
import {
  consumeSignInToken,
  createSignInRequest,
  createSmtpMailer,
  findUsableSignInToken,
  signInLinkFor,
  type SendMail,
} from "../../auth/email-sign-in.js";
import { landingPath, safeReturnTo } from "../../auth/return-to.js";
import { readSignInCode, useSignInCode } from "../../auth/sign-in-code.js";
import { requestLocale } from "../locale.js";
import { findSessionViewer } from "../../auth/sessions.js";
import { hitRateLimit, type RateLimitRule } from "../../infra/rate-limit.js";
import {
  changeAddressUrl,
  CODE_FORM_ACTION,
  checkEmailPage,
  codeRefusal,
  confirmSignInPage,
  loginPage,
  messagePage,
  signedInPage,
  signInEmail,
} from "./login-page.js";
import { signInText } from "./sign-in-copy.js";
import {
  bodyValue,
  queryValue,
  sendPage,
  SIGN_IN_PAGE,
  signInMethods,
  type SignInOptions,
} from "./requests.js";
import { cookieSettings, sessionCookie } from "./session-cookie.js";

/** The e-mail form posts here, and its answer, "Check your e-mail", is read here. */
const EMAIL_PATH = `${LOGIN_PATH}/email`;
/** The link in the e-mail opens a confirmation here; its button posts here. */
const VERIFY_PATH = `${LOGIN_PATH}/verify`;

/**
 * Sign-in by e-mail link: the form's POST sends a one-time link (or, on a server only this
 * machine reaches and with no SMTP_URL, shows it), and opening the link signs in.
 */
export const emailSignInRoutes: FastifyPluginAsync<SignInOptions> = async (app, options) => {
  const { db, env } = options;
  const cookies = cookieSettings(env);
  const { sessionCookie: cookieName, askedCookie } = cookies;
  const { emailEnabled, oidcProviderName } = signInMethods(env);
  const { signIn } = sessionCookie(options);
  const linksPerAddress: RateLimitRule = {
    limit: env.SIGN_IN_LINKS_PER_ADDRESS,
    windowSeconds: SIGN_IN_LINK_TTL_MINUTES * 60,
  };
  const linksPerClient: RateLimitRule = {
    limit: env.SIGN_IN_LINKS_PER_CLIENT,
    windowSeconds: SIGN_IN_LINK_TTL_MINUTES * 60,
  };
  const sendMail: SendMail | null = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : null;

  app.post(EMAIL_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const t = signInText(locale);
    const returnTo = safeReturnTo(bodyValue(request, "returnTo"));
    if (!emailEnabled) {
      return sendPage(
        reply,
        404,
        loginPage({
          locale,
          returnTo,
          oidcProviderName,
          emailEnabled,
          error: t("emailUnavailable"),
        }),
      );
    }
    const typed = bodyValue(request, "email") ?? "";
    const email = normalizeEmail(typed);
    if (!email) {
      const error = typed.trim() ? t("emailInvalid") : t("emailMissing");
      const email = typed.slice(0, 254);
      return sendPage(
        reply,
        400,
        loginPage({ locale, returnTo, oidcProviderName, emailEnabled, email, error }),
      );
    }

    for (const [key, rule] of [
      [`sign-in-link:address:${email}`, linksPerAddress],
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
            locale,
            returnTo,
            oidcProviderName,
            emailEnabled,
            email,
            error: t("tooManyLinks", { minutes }),
          }),
        );
      }
    }

    // "Check your e-mail" has its own address (post, redirect, get): reloading it, or coming
    // back to it, shows it again where the form's own answer would ask to send the form again.
    const sent = (shown?: { token: string; code: string }) => {
      const query = new URLSearchParams({ to: email, returnTo });
      if (shown) {
        query.set("token", shown.token);
        query.set("code", shown.code);
      }
      reply.setCookie(askedCookie, asked.browserSecret, {
        ...cookies.options,
        path: LOGIN_PATH,
        maxAge: SIGN_IN_LINK_TTL_MINUTES * 60,
      });
      return reply
        .header("cache-control", "no-store")
        .redirect(`${EMAIL_PATH}?${query.toString()}`, 303);
    };

    // The same steps and answer whether or not the address has an account: the account is
    // only looked up (or created) when the link is opened.
    const asked = await createSignInRequest(db, { email, returnTo, publicUrl: env.PUBLIC_URL });
    const { link, code } = asked;
    if (sendMail) {
      try {
        await sendMail({ to: email, ...signInEmail({ locale, link, code }) });
      } catch (error) {
        request.log.error({ err: error }, "could not send the sign-in e-mail");
        return sendPage(
          reply,
          503,
          loginPage({
            locale,
            returnTo,
            oidcProviderName,
            emailEnabled,
            email,
            error: t("sendFailed"),
          }),
        );
      }
      return sent();
    }
    request.log.info(
      `Sign-in link for ${email} (no SMTP_URL, so it is not mailed): ${link} (code ${code})`,
    );
    return sent({ token: new URL(link).searchParams.get("token") ?? "", code });
  });

  app.get(EMAIL_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    const email = normalizeEmail(queryValue(request, "to") ?? "");
    if (!email || !emailEnabled)
      return reply.redirect(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`, 302);
    // Back after signing in by the code: someone signed in is told so, and goes on.
    const viewer = await viewerOf(request);
    if (viewer)
      return sendPage(reply, 200, signedInPage(locale, landingPath(viewer.role, returnTo), "code"));
    // Without a mail server (only on a server only this machine reaches) link and code are shown.
    const shownToken = sendMail ? undefined : queryValue(request, "token");
    const devLink = shownToken ? signInLinkFor(shownToken, env.PUBLIC_URL) : undefined;
    const devCode = devLink ? queryValue(request, "code") : undefined;
    return sendPage(reply, 200, checkEmailPage({ locale, email, returnTo, devLink, devCode }));
  });

  // The code from the e-mail, typed on "Check your e-mail": signs in the browser that asked.
  app.post(CODE_FORM_ACTION, SIGN_IN_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const t = signInText(locale);
    const returnTo = safeReturnTo(bodyValue(request, "returnTo"));
    const email = normalizeEmail(bodyValue(request, "to") ?? "");
    if (!email || !emailEnabled)
      return reply.redirect(`${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`, 303);
    const code = readSignInCode(bodyValue(request, "code") ?? "");
    if (!code) {
      const error = t("codeMissing", { digits: SIGN_IN_CODE_LENGTH });
      return sendPage(reply, 400, checkEmailPage({ locale, email, returnTo, error }));
    }
    const outcome = await useSignInCode(db, request.cookies[askedCookie], code);
    if (outcome.kind === "signed-in") {
      reply.clearCookie(askedCookie, { ...cookies.options, path: LOGIN_PATH });
      const userId = await findOrCreateEmailUser(db, outcome.email, env.ADMIN_EMAILS);
      return signIn(request, reply, userId, outcome.returnTo);
    }
    if (outcome.kind === "wrong") {
      const error = t("codeWrong", { triesLeft: outcome.triesLeft });
      return sendPage(
        reply,
        400,
        checkEmailPage({ locale, email: outcome.email, returnTo: outcome.returnTo, error }),
      );
    }
    if (outcome.kind === "address-limit") {
      const hours = Math.ceil(outcome.retryAfterSeconds / 3600);
      const error = t("codesPerAddress", { hours });
      reply.header("retry-after", String(outcome.retryAfterSeconds));
      return sendPage(
        reply,
        429,
        checkEmailPage({ locale, email: outcome.email, returnTo: outcome.returnTo, error }),
      );
    }
    if (outcome.kind === "used") {
      const viewer = await viewerOf(request);
      if (viewer) {
        const continueTo = landingPath(viewer.role, outcome.returnTo);
        return sendPage(reply, 200, signedInPage(locale, continueTo, "code"));
      }
    }
    const refused = outcome.kind === "not-this-browser" ? { email, returnTo } : outcome;
    const again = changeAddressUrl(refused.returnTo, refused.email);
    return sendPage(reply, 400, codeRefusal(locale, outcome.kind, again));
  });

  async function viewerOf(request: FastifyRequest) {
    const session = request.cookies[cookieName];
    return session ? findSessionViewer(db, session) : null;
  }

  /**
   * A link that cannot sign in (used, expired, unknown). Back from the app after signing in
   * opens the link used a moment ago: someone signed in is told so, and goes on.
   */
  async function unusableLink(request: FastifyRequest, reply: FastifyReply) {
    const locale = requestLocale(request);
    const viewer = await viewerOf(request);
    if (viewer)
      return sendPage(reply, 200, signedInPage(locale, landingPath(viewer.role, APP_HOME_PATH)));
    const t = signInText(locale);
    return sendPage(
      reply,
      400,
      messagePage({ locale, title: t("linkInvalidTitle"), message: t("linkInvalidMessage") }),
    );
  }

  // Opening the link only asks for confirmation, so a mail scanner that follows links
  // cannot use it up; the button's POST signs in.
  app.get(VERIFY_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const token = queryValue(request, "token") ?? "";
    const usable = await findUsableSignInToken(db, token);
    if (!usable) return unusableLink(request, reply);
    return sendPage(
      reply,
      200,
      confirmSignInPage({ locale: requestLocale(request), email: usable.email, token }),
    );
  });

  app.post(VERIFY_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const used = await consumeSignInToken(db, bodyValue(request, "token") ?? "");
    if (!used) return unusableLink(request, reply);
    const userId = await findOrCreateEmailUser(db, used.email, env.ADMIN_EMAILS);
    return signIn(request, reply, userId, used.returnTo);
  });
};
