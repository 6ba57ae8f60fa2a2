// Every setting the server reads, as one schema: names, defaults, limits and meanings.
import { MAX_BATCH_CALLS } from "@tandem/api-contract";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** On unless set to false (or 0). */
const secretSetting = z
  .string()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || value.length >= 32, "at least 32 characters");
const onUnlessFalse = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value !== "false" && value !== "0");

/** OpenTelemetry's standard head samplers (its environment variable specification). */
export const TRACES_SAMPLERS = [
  "always_on",
  "always_off",
  "traceidratio",
  "parentbased_always_on",
  "parentbased_always_off",
  "parentbased_traceidratio",
] as const;
export type TracesSampler = (typeof TRACES_SAMPLERS)[number];

export const TracingSchema = z.object({
  /** OpenTelemetry's own variable: where spans go (OTLP/HTTP); unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url().optional()),
  OTEL_SDK_DISABLED: booleanFlag,
  OTEL_SERVICE_NAME: z.string().min(1).default("tandem-api"),
  /** How long spans wait to be sent together (OpenTelemetry's name; its default, 5 s). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** Which requests start a trace (OpenTelemetry's names and default; decision 367). */
  OTEL_TRACES_SAMPLER: z
    .enum(TRACES_SAMPLERS)
    .optional()
    .transform((v) => v ?? "parentbased_always_on"),
  /** The share of traces kept by the `traceidratio` samplers, 0 to 1 (OpenTelemetry's default 1). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
});

export const EnvSchema = z
  .object({
    ...TracingSchema.shape,
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The interface to listen on: loopback unless set (0.0.0.0 reaches every interface). */
    HOST: z.string().min(1).default("127.0.0.1"),
    /** The address people reach the app at; sign-in links and cookies follow it. */
    PUBLIC_URL: z.url().optional(),
    /** A real Postgres. Without it an embedded PGlite keeps its data in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /**
     * Postgres directly (not through a transaction-mode pooler), for what needs a session of
     * its own: LISTEN, advisory locks held across statements, migrations. Without it they use
     * DATABASE_URL.
     */
    DATABASE_LISTEN_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** Connections each process keeps to DATABASE_URL. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * A streaming replica of DATABASE_URL's Postgres: the heavy reads that tolerate a second
     * of lag go there (decision 357). Without it every read stays on DATABASE_URL.
     */
    DATABASE_READ_URL: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** Connections each process keeps to DATABASE_READ_URL; DATABASE_POOL_SIZE unless set. */
    DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
    /** Past this lag (seconds) the replica's reads go to DATABASE_URL until it catches up. */
    DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().min(0.1).max(3600).default(1),
    /** The embedded database's folder, or memory:// (see databaseOptions for the default). */
    DATA_DIR: z
      .string()
      .optional()
      .transform((v) => v || undefined),
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
    /**
     * Behind reverse proxies: how many of them (hops) append to X-Forwarded-For. The client's
     * address is the one the outermost trusted proxy saw; anything a client forged before it
     * is ignored. 0 (the default): X-Forwarded-For is not read.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** Older switch: `true` means one proxy (TRUST_PROXY_HOPS=1), never "trust every hop". */
    TRUST_PROXY: booleanFlag,
    /**
     * Sign-in links one client address may ask for per link lifetime (15 min). A site whose
     * people share one address (an office, a test run) raises it; per-address limits stay.
     */
    SIGN_IN_LINKS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
    /**
     * Sign-in links one e-mail address may ask for per link lifetime (15 min). Only a test run
     * that signs one account in again and again (the e2e journeys' staff) raises it.
     */
    SIGN_IN_LINKS_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
    /** Where photo bytes are stored: postgres (default), folder or s3 (docs/photos.md). */
    PHOTO_STORAGE: z.enum(["postgres", "folder", "s3"]).default("postgres"),
    /** The folder of PHOTO_STORAGE=folder (relative to the working directory). */
    PHOTO_STORAGE_DIR: z.string().default(".data/photos"),
    /** PHOTO_STORAGE=s3: an S3-compatible endpoint, bucket, region and keys. */
    S3_ENDPOINT: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /**
     * false: /trpc is served by tRPC's own Fastify adapter alone, without the fast path of
     * http/trpc/ (the same answers, more CPU a call; see docs/upgrading.md).
     */
    TRPC_FAST_PATH: onUnlessFalse,
    /**
     * false: signed-in pages are never rendered on the server (the web build's renderer,
     * apps/web/src/server/render-page.tsx, is not loaded); the app's shell is sent instead.
     */
    SERVER_RENDERED_PAGES: onUnlessFalse,
    /** The most calls one tRPC batch may carry (the web client splits its batches at 20). */
    TRPC_MAX_BATCH_CALLS: z.coerce.number().int().min(1).max(200).default(MAX_BATCH_CALLS),
    /**
     * The key of reminder e-mails' unsubscribe links (decision 172): unset, one generated and
     * kept in the database; set, it signs new links. UNSUBSCRIBE_PREVIOUS_SECRET is still
     * accepted while the new one takes over.
     */
    UNSUBSCRIBE_SECRET: secretSetting,
    UNSUBSCRIBE_PREVIOUS_SECRET: secretSetting,
    /**
     * On SIGTERM (decision 173): seconds during which readiness answers 503 and everything
     * else is still served, so a load balancer's health checks take the process out first;
     * then at most SHUTDOWN_TIMEOUT_SECONDS for the requests in flight.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
    /**
     * Web Push's VAPID keys (base64url, from `npx web-push generate-vapid-keys`). Unset: the
     * server makes a pair once and keeps it in the database (docs/decisions/141-push-notifications.md).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    VAPID_PRIVATE_KEY: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** The contact push services may write to (mailto: or https:); PUBLIC_URL by default. */
    VAPID_SUBJECT: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** Accept push subscriptions on any https address and port, loopback too (tests only). */
    PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag,
    /**
     * Accept partner webhook endpoints on any https address and port, loopback too, and send
     * with Node's own TLS agent (which trusts NODE_EXTRA_CA_CERTS): tests only (decision 354).
     */
    WEBHOOK_ALLOW_LOCAL_ENDPOINTS: booleanFlag,
    /**
     * Push services to accept besides the browsers' own (services/push/endpoints.ts), host
     * names separated by commas; port 443, and only while they resolve to public addresses.
     */
    PUSH_SERVICE_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /**
     * Where backups go (decision 290): by default `backups` beside the embedded database's
     * folder (.data/backups), or .data/backups at the workspace root on Postgres.
     */
    BACKUP_DIR: z
      .string()
      .optional()
      .transform((v) => v || undefined),
    /** The embedded server's backup once a day; false turns it off (decision 291). */
    BACKUP_SCHEDULE: onUnlessFalse,
    /** How many of the daily backups to keep (older ones are deleted). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /**
     * The Prometheus metrics' own listener (decision 310): a port, or `off` for none. Unset:
     * PORT + 1000 (4000 beside 3000; an ephemeral port when PORT is 0).
     */
    METRICS_PORT: z
      .string()
      .optional()
      .transform((value, ctx): number | "off" | undefined => {
        const setting = value?.trim();
        if (!setting) return undefined;
        if (setting === "off") return "off";
        const port = /^\d{1,5}$/.test(setting) ? Number(setting) : NaN;
        if (port <= 65535) return port;
        ctx.addIssue({ code: "custom", message: "a port (0 to 65535), or off" });
        return z.NEVER;
      }),
    /** The metrics listener's interface: loopback unless set (decision 310). */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  })
  .transform(({ TRUST_PROXY, TRUST_PROXY_HOPS, METRICS_PORT, ...env }) => ({
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    TRUST_PROXY_HOPS: TRUST_PROXY_HOPS ?? (TRUST_PROXY ? 1 : 0),
    METRICS_PORT: metricsPort(METRICS_PORT, env.PORT),
  }));

/** The metrics listener's port, null when it is off (decision 310). */
function metricsPort(setting: number | "off" | undefined, port: number): number | null {
  if (setting === "off") return null;
  if (setting !== undefined) return setting;
  return port === 0 || port + 1000 > 65535 ? 0 : port + 1000;
}

export type Env = z.infer<typeof EnvSchema>;
