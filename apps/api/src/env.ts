import { EnvSchema, TracingSchema, type Env, type TracesSampler } from "./env-schema.js";

export type { Env };

/** localhost, 127.0.0.0/8 or ::1: an address only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

function isLocalUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/**
 * Only this machine can reach the server: it listens on loopback and is addressed by a
 * loopback URL. Only then may sign-in links be shown on the page and demo accounts exist,
 * because anyone who can reach such a page can sign in as anyone.
 */
export function isLocalOnly(env: Pick<Env, "HOST" | "PUBLIC_URL">): boolean {
  return isLoopbackHost(env.HOST) && isLocalUrl(env.PUBLIC_URL);
}

/** The one place that reads process.env. Throws a readable message on bad settings. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  if (env.OIDC_ISSUER_URL) {
    let issuer: URL | null = null;
    try {
      issuer = new URL(env.OIDC_ISSUER_URL);
    } catch {
      issuer = null;
    }
    if (!issuer || (issuer.protocol !== "https:" && !isLoopbackHost(issuer.hostname))) {
      throw new Error(
        `OIDC_ISSUER_URL must be an https:// address (only a provider on this machine may use http://); it is ${env.OIDC_ISSUER_URL}.`,
      );
    }
  }
  if (
    env.PHOTO_STORAGE === "s3" &&
    !(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
  ) {
    throw new Error(
      "PHOTO_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
    );
  }
  const oidcConfigured = Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID);
  if (!isLocalOnly(env) && !env.SMTP_URL && !oidcConfigured) {
    const reachable = isLoopbackHost(env.HOST)
      ? `PUBLIC_URL is ${env.PUBLIC_URL}, not a loopback address`
      : `HOST is ${env.HOST}, so other machines can reach this server`;
    throw new Error(
      `${reachable}, but neither SMTP_URL nor OIDC_ISSUER_URL and OIDC_CLIENT_ID is set: nobody could ` +
        "sign in, because sign-in links are shown on the page only for a server that only this machine " +
        "can reach. Set SMTP_URL (sign-in links by e-mail) or OIDC_ISSUER_URL, OIDC_CLIENT_ID and " +
        "OIDC_CLIENT_SECRET (social sign-in); or keep HOST=127.0.0.1 and PUBLIC_URL=http://localhost:PORT.",
    );
  }
  return env;
}

export interface TracingSettings {
  serviceName: string;
  exportDelayMs: number;
  sampler: TracesSampler;
  /** The share kept by the `traceidratio` samplers. */
  samplerRatio: number;
}

/**
 * Tracing's settings when it is on (OTEL_EXPORTER_OTLP_ENDPOINT set, OTEL_SDK_DISABLED not),
 * else null. Read by the `--import` preload, before loadEnv runs (decision 315).
 */
export function tracingSettings(
  source: Record<string, string | undefined> = process.env,
): TracingSettings | null {
  const parsed = TracingSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED) return null;
  return {
    serviceName: env.OTEL_SERVICE_NAME,
    exportDelayMs: env.OTEL_BSP_SCHEDULE_DELAY,
    sampler: env.OTEL_TRACES_SAMPLER,
    samplerRatio: env.OTEL_TRACES_SAMPLER_ARG,
  };
}
