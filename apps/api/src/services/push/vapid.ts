import type { Db } from "@tandem/db";
import webpush from "web-push";
import { appSecret } from "../../infra/app-secrets.js";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A contact the push services may reach: a mailto: or https: address. */
  subject: string;
}

const KEY_NAME = "push-vapid-keys";

/**
 * The server's VAPID keys: from settings (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) when given;
 * else made once, by whichever process asks first, and kept in the database's app secrets,
 * so every process (and every restart) signs alike. On a local start the database is the
 * embedded one in the data folder, so the keys live there too.
 */
export async function resolveVapidKeys(
  db: Db,
  settings: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (settings.publicKey && settings.privateKey) {
    return {
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
      subject: settings.subject,
    };
  }
  const value = await appSecret(db, KEY_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const kept = JSON.parse(value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: settings.subject };
}

/**
 * Push services accept an https: or mailto: contact: the public address when it is https,
 * else the address mail is sent from.
 */
export function defaultSubject(publicUrl: string, mailFrom: string | undefined): string {
  if (publicUrl.startsWith("https:")) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom ?? "")?.[1] ?? mailFrom?.trim();
  return `mailto:${address && address.includes("@") ? address : "no-reply@tandem.local"}`;
}

/** The keys for `env`, resolved once (and again after a failure). */
export function vapidKeysOf(
  db: Db,
  env: {
    VAPID_PUBLIC_KEY?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
    PUBLIC_URL: string;
    MAIL_FROM?: string | undefined;
  },
): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= resolveVapidKeys(db, {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? defaultSubject(env.PUBLIC_URL, env.MAIL_FROM),
    }).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}
