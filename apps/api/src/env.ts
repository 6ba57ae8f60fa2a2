import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** The address people reach the app at; sign-in links and cookies follow it. */
    PUBLIC_URL: z.url().optional(),
    /** A real Postgres. Without it an embedded PGlite keeps its data in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    DATA_DIR: z.string().default(".data/pglite"),
    /** Creates the demo couple, singles and admin (never set it in production). */
    DEMO_DATA: booleanFlag,
    /** Comma-separated e-mail addresses that become admins at sign-in. */
    ADMIN_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      ),
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    MAIL_FROM: z.string().default("Tandem <no-reply@tandem.local>"),
    OIDC_ISSUER_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    OIDC_CLIENT_ID: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    OIDC_CLIENT_SECRET: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    OIDC_PROVIDER_NAME: z.string().default("your account"),
    /** The built web app to serve; empty to serve the API only. */
    WEB_DIST_DIR: z.string().optional(),
    /** Behind a reverse proxy: trust its X-Forwarded-For for the client's address. */
    TRUST_PROXY: booleanFlag,
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
  }));

export type Env = z.infer<typeof EnvSchema>;

export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** The one place that reads process.env. Throws a readable message on bad settings. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const oidcConfigured = Boolean(env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID);
  if (!isLocalUrl(env.PUBLIC_URL) && !env.SMTP_URL && !oidcConfigured) {
    throw new Error(
      `PUBLIC_URL is ${env.PUBLIC_URL}, not localhost, but neither SMTP_URL nor OIDC_ISSUER_URL/OIDC_CLIENT_ID ` +
        "is set: nobody could sign in, because sign-in links are only shown on the page for a local server. " +
        "Set SMTP_URL (e-mail links) or the OIDC settings.",
    );
  }
  return env;
}
