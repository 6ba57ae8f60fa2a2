import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
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

const EnvSchema = z
  .object({
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
     * http/trpc-fast-path.ts (the same answers, more CPU a call; see docs/upgrading.md).
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

/** Where the database is: what `openDatabase` of @tandem/db takes. */
export interface DatabaseOptions {
  /** A real Postgres. */
  databaseUrl?: string;
  /** The embedded database's folder; neither this nor a URL means an in-memory database. */
  dataDir?: string;
}

const IN_MEMORY = "memory://";

/**
 * The one decision of where the database is, for the server and every command: DATABASE_URL
 * if set; else the embedded database in DATA_DIR (relative to `cwd`; memory:// keeps it in
 * memory); else `.data/pglite` at the root of the pnpm workspace `cwd` is in (where
 * `npm start`, `pnpm dev` and the commands share it), or under `cwd` outside a workspace.
 */
export function databaseOptions(
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">,
  cwd: string = process.cwd(),
): DatabaseOptions {
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL };
  if (env.DATA_DIR === IN_MEMORY) return {};
  if (env.DATA_DIR) return { dataDir: resolve(cwd, env.DATA_DIR) };
  return { dataDir: join(workspaceRoot(cwd) ?? resolve(cwd), ".data", "pglite") };
}

/** Where backups are written: BACKUP_DIR, or `backups` beside the embedded database's folder. */
export function backupDir(
  env: Pick<Env, "BACKUP_DIR" | "DATABASE_URL" | "DATA_DIR">,
  cwd: string = process.cwd(),
): string {
  if (env.BACKUP_DIR) return resolve(cwd, env.BACKUP_DIR);
  const { dataDir } = databaseOptions({ DATABASE_URL: undefined, DATA_DIR: env.DATA_DIR }, cwd);
  return dataDir
    ? join(dirname(dataDir), "backups")
    : join(workspaceRoot(cwd) ?? resolve(cwd), ".data", "backups");
}

/** The photo folder when photos live in one (PHOTO_STORAGE=folder), for backups. */
export function photoFolder(
  env: Pick<Env, "PHOTO_STORAGE" | "PHOTO_STORAGE_DIR">,
  cwd: string = process.cwd(),
): string | undefined {
  return env.PHOTO_STORAGE === "folder" ? resolve(cwd, env.PHOTO_STORAGE_DIR) : undefined;
}

/** The nearest folder at or above `from` that holds pnpm-workspace.yaml. */
function workspaceRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The database in words, for the start banner and the commands' messages. */
export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return "PostgreSQL (DATABASE_URL)";
  return `embedded PGlite in ${options.dataDir ?? "memory"}`;
}
