import { sql } from "kysely";
import nodemailer from "nodemailer";
import { SIGN_IN_CODE_TRIES, SIGN_IN_LINK_TTL_MINUTES } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { isLoopbackHost } from "../env.js";
import { newSignInCode, signInCodeHash } from "./sign-in-code.js";
import { hashToken, newSecretToken } from "./tokens.js";

const VERIFY_PATH = "/api/login/verify";

/** What asking for a sign-in e-mail makes: the link and code it carries, and the asker's key. */
export interface SignInRequest {
  link: string;
  /** The 6-digit code, typed only in the browser that holds `browserSecret` (decision 265). */
  code: string;
  /** Goes into the asking browser's cookie; only its hash is stored. */
  browserSecret: string;
}

/**
 * Creates a single-use sign-in request: a token for the link and a code for the browser that
 * asked, both stored hashed, one row, so using either uses both up. Expired requests are
 * deleted by housekeeping (infra/housekeeping.ts).
 */
export async function createSignInRequest(
  db: Db,
  options: { email: string; returnTo: string; publicUrl: string },
): Promise<SignInRequest> {
  const token = newSecretToken();
  const browserSecret = newSecretToken();
  const code = newSignInCode();
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60 * 1000);
  await db
    .insertInto("signInTokens")
    .values({
      tokenHash: hashToken(token),
      email: options.email,
      returnTo: options.returnTo,
      expiresAt,
      browserHash: hashToken(browserSecret),
      codeHash: signInCodeHash(browserSecret, code),
    })
    .execute();
  return { link: signInLinkFor(token, options.publicUrl), code, browserSecret };
}

/** A sign-in link alone (tests and tools that sign in without a browser). */
export async function createSignInLink(
  db: Db,
  options: { email: string; returnTo: string; publicUrl: string },
): Promise<string> {
  return (await createSignInRequest(db, options)).link;
}

/** The link that carries a sign-in token: its confirmation page at the app's address. */
export function signInLinkFor(token: string, publicUrl: string): string {
  const link = new URL(VERIFY_PATH, publicUrl);
  link.searchParams.set("token", token);
  return link.toString();
}

/**
 * The address a still-usable link is for, without using it up: opening the link (which
 * mail scanners do too) only shows a confirmation page; the sign-in is its POST.
 */
export async function findUsableSignInToken(
  db: Db,
  token: string,
): Promise<{ email: string } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await db
    .selectFrom("signInTokens")
    .select("email")
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .where("codeTries", "<", SIGN_IN_CODE_TRIES)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Uses up a sign-in token in one statement, so a link opened twice at once signs in once.
 * Null when the token is unknown, already used or expired.
 */
export async function consumeSignInToken(
  db: Db,
  token: string,
): Promise<{ email: string; returnTo: string } | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await db
    .updateTable("signInTokens")
    .set({ usedAt: sql<Date>`now()` })
    .where("tokenHash", "=", hashToken(token))
    .where("usedAt", "is", null)
    .where("expiresAt", ">", sql<Date>`now()`)
    .where("codeTries", "<", SIGN_IN_CODE_TRIES)
    .returning(["email", "returnTo"])
    .executeTakeFirst();
  return row ?? null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Transport options for SMTP_URL. `smtps://` is TLS from the first byte; `smtp://` must
 * upgrade with STARTTLS (requireTLS), never falling back to plaintext, so the sign-in link
 * and the password cannot be read on the way (docs/security.md). Only a mail server on this machine
 * may speak plaintext.
 */
export function smtpTransportUrl(
  smtpUrl: string,
  { plaintextOnLoopback = true }: { plaintextOnLoopback?: boolean } = {},
): string {
  const url = new URL(smtpUrl);
  if (url.protocol === "smtps:") return smtpUrl;
  if (plaintextOnLoopback && isLoopbackHost(url.hostname)) return smtpUrl;
  // nodemailer reads options from the URL's query; this one wins over anything written there.
  url.searchParams.set("requireTLS", "true");
  return url.href;
}

/** An SMTP sender for SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): SendMail {
  const transport = nodemailer.createTransport(smtpTransportUrl(smtpUrl));
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
