import { SESSION_TTL_DAYS } from "@tandem/api-contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { landingPath, safeReturnTo } from "../../auth/return-to.js";
import { createSession, deleteSession, sessionCookieName } from "../../auth/sessions.js";
import { isSuspendedRefusal, signInStanding } from "../../auth/suspended.js";
import type { Env } from "../../env.js";
import { setLanguage } from "../../services/users/index.js";
import { requestLocale } from "../locale.js";
import { messagePage } from "./login-page.js";
import { signInText } from "./sign-in-copy.js";
import { CLEAR_SITE_DATA } from "../clear-site-data.js";
import { sendPage, type SignInOptions } from "./requests.js";

/**
 * Holds the secret of the last sign-in e-mail this browser asked for: only this browser can
 * type that e-mail's code (decision 265). Sent to the sign-in pages only.
 */
const ASKED_COOKIE = "tandem_sign_in_asked";

/** The cookies of sign-in: HttpOnly, SameSite=Lax, Secure on an https address. */
export function cookieSettings(env: Env) {
  const secure = new URL(env.PUBLIC_URL).protocol === "https:";
  return {
    secure,
    sessionCookie: sessionCookieName(env.PUBLIC_URL),
    // __Secure-: a cookie only an https page of this host can set (its path rules out __Host-).
    askedCookie: secure ? `__Secure-${ASKED_COOKIE}` : ASKED_COOKIE,
    options: { httpOnly: true, sameSite: "lax", secure } as const,
  };
}

/**
 * Starting and ending the browser's session. Sessions are rows in Postgres behind an
 * HttpOnly cookie (auth/sessions.ts); a sign-in always makes a new one.
 */
export function sessionCookie({ db, env, sessions }: SignInOptions) {
  const { sessionCookie: name, options } = cookieSettings(env);

  async function forget(request: FastifyRequest): Promise<void> {
    const token = request.cookies[name];
    if (!token) return;
    await deleteSession(db, token);
    sessions?.forget(token);
  }

  return {
    /**
     * A new session (new id at every sign-in); the browser's previous one, if any, ends. The
     * account takes this browser's language.
     */
    signIn: async (
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
      returnTo: string,
    ) => {
      await forget(request);
      const suspended = () => {
        const locale = requestLocale(request);
        const t = signInText(locale);
        const page = { locale, title: t("suspendedTitle"), message: t("suspendedMessage") };
        return sendPage(reply, 403, messagePage(page));
      };
      const { suspended: isSuspended, role } = await signInStanding(db, userId);
      if (isSuspended) return suspended();
      let token: string;
      try {
        ({ token } = await createSession(db, userId));
      } catch (error) {
        if (isSuspendedRefusal(error)) return suspended();
        throw error;
      }
      // The e-mails follow the last device that signed in (decision 303).
      await setLanguage(db, userId, requestLocale(request));
      reply.setCookie(name, token, {
        ...options,
        path: "/",
        maxAge: SESSION_TTL_DAYS * 24 * 60 * 60,
      });
      return reply
        .header("cache-control", "no-store")
        .redirect(landingPath(role, safeReturnTo(returnTo)), 302);
    },

    signOut: async (request: FastifyRequest, reply: FastifyReply) => {
      await forget(request);
      reply.clearCookie(name, { ...options, path: "/" });
      return reply
        .header("cache-control", "no-store")
        .header("clear-site-data", CLEAR_SITE_DATA)
        .redirect("/", 302);
    },
  };
}
