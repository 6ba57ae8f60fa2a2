import { LOGIN_PATH } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionCache } from "../../auth/session-cache.js";
import { isLocalOnly, type Env } from "../../env.js";
import { PAGE_HEADERS, pageRoute } from "../server-rendered-page.js";

/** What each sign-in plugin is registered with (app.ts). */
export interface SignInOptions {
  db: Db;
  env: Env;
  /** This process's session cache, told when a session ends. */
  sessions?: SessionCache;
}

/** The sign-in pages and their forms: a refusal or an error leads back to the sign-in page. */
export const SIGN_IN_PAGE = pageRoute("backToSignIn", LOGIN_PATH);

/** Which ways to sign in the sign-in page offers. */
export function signInMethods(env: Env): {
  emailEnabled: boolean;
  oidcProviderName: string | undefined;
} {
  // Without a mail server the link is shown on the page, which is only safe on a server
  // that only this machine can reach: anyone could otherwise sign in as anyone.
  const emailEnabled = Boolean(env.SMTP_URL) || isLocalOnly(env);
  const oidcEnabled = Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID);
  return { emailEnabled, oidcProviderName: oidcEnabled ? env.OIDC_PROVIDER_NAME : undefined };
}

export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

export function bodyValue(request: FastifyRequest, name: string): string | undefined {
  const body = request.body;
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.status(status).headers(PAGE_HEADERS).send(html);
}
