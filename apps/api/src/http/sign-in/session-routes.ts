import { APP_HOME_PATH, LOGIN_PATH, LOGOUT_PATH } from "@tandem/api-contract";
import type { FastifyPluginAsync } from "fastify";
import { landingPath, safeReturnTo } from "../../auth/return-to.js";
import { findSessionViewer } from "../../auth/sessions.js";
import { requestLocale } from "../locale.js";
import { pageRoute } from "../server-rendered-page.js";
import { confirmSignOutPage, loginPage } from "./login-page.js";
import {
  queryValue,
  sendPage,
  SIGN_IN_PAGE,
  signInMethods,
  type SignInOptions,
} from "./requests.js";
import { cookieSettings, sessionCookie } from "./session-cookie.js";

const SIGN_OUT_PAGE = pageRoute("backToApp", APP_HOME_PATH);
/** Sec-Fetch-Site values of a request this site (or the person, typing) started. */
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

/**
 * The server-rendered sign-in page, which offers the ways to sign in (email-routes.ts,
 * oidc-routes.ts), and signing out.
 */
export const sessionRoutes: FastifyPluginAsync<SignInOptions> = async (app, options) => {
  const { db, env } = options;
  const { sessionCookie: cookieName, askedCookie } = cookieSettings(env);
  const { emailEnabled, oidcProviderName } = signInMethods(env);
  const { signOut } = sessionCookie(options);

  app.get(LOGIN_PATH, SIGN_IN_PAGE, async (request, reply) => {
    const returnTo = safeReturnTo(queryValue(request, "returnTo"));
    const token = request.cookies[cookieName];
    // `reauth=1`: a signed-in admin asked to sign in again (staff actions need a recent one).
    const reauth = queryValue(request, "reauth") === "1";
    const viewer = token && !reauth ? await findSessionViewer(db, token) : null;
    if (viewer) return reply.redirect(landingPath(viewer.role, returnTo), 302);
    // "Wrong address? Change it" on "Check your e-mail" comes back with the address filled
    // in; Back from there comes with the cookie of the e-mail asked for.
    const email = queryValue(request, "email")?.slice(0, 254);
    const askingAgain = Boolean(email) || Boolean(request.cookies[askedCookie]);
    const asking = {
      locale: requestLocale(request),
      returnTo,
      oidcProviderName,
      emailEnabled,
      email,
      askingAgain,
    };
    return sendPage(reply, 200, loginPage(asking));
  });

  // The spec's full-page GET /api/logout signs out when this site (or the person, typing the
  // address) opened it. Another site's link or image cannot: it gets a page whose button
  // POSTs, and that POST passes the origin check only from this site's page.
  app.get(LOGOUT_PATH, SIGN_OUT_PAGE, async (request, reply) => {
    const site = request.headers["sec-fetch-site"];
    if (typeof site === "string" && SAME_SITE_FETCH.has(site)) return signOut(request, reply);
    return sendPage(reply, 200, confirmSignOutPage(requestLocale(request)));
  });

  app.post(LOGOUT_PATH, SIGN_OUT_PAGE, signOut);
};
