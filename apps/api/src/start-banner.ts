import type { Env } from "./env.js";
import { isLocalOnly } from "./env.js";

export interface StartFacts {
  env: Env;
  /** The addresses the server listens on, as Fastify reports them. */
  listening: string[];
  database: string;
  /** Where Prometheus scrapes (`host:port`), null when METRICS_PORT=off. */
  metrics: string | null;
  /** Demo accounts created at this start (empty when none). */
  demoAccounts: string[];
}

/** Whether demo accounts may be created: asked for, and only this machine can reach us. */
export function demoDataAllowed(env: Env): boolean {
  return env.DEMO_DATA && isLocalOnly(env);
}

/**
 * What `npm start` prints after the server listens: where it is, in which mode and why, and
 * how to sign in. Production settings and demo data never meet without saying so.
 */
export function startBanner({
  env,
  listening,
  database,
  metrics,
  demoAccounts,
}: StartFacts): string {
  const localOnly = isLocalOnly(env);
  const mode = localOnly
    ? `local (listening on loopback only, so only this machine can reach it)`
    : `shared (HOST=${env.HOST}, PUBLIC_URL=${env.PUBLIC_URL}: other machines can reach it)`;
  const build =
    env.NODE_ENV === "production"
      ? "NODE_ENV=production: the optimised build"
      : `NODE_ENV=${env.NODE_ENV}`;
  const demo = demoAccounts.length
    ? `demo accounts created (DEMO_DATA=true on a local server)`
    : env.DEMO_DATA
      ? "no demo accounts: DEMO_DATA is set, but demo accounts exist only on a server that only this machine can reach"
      : "no demo accounts (DEMO_DATA is off)";
  const signIn = env.SMTP_URL
    ? `  Sign in at ${env.PUBLIC_URL}/api/login: the sign-in link is e-mailed.`
    : localOnly
      ? `  Sign in at ${env.PUBLIC_URL}/api/login with any e-mail address: with no SMTP_URL set,\n` +
        "  the sign-in link and code are shown on the page and written to this log."
      : `  Sign in at ${env.PUBLIC_URL}/api/login with ${env.OIDC_PROVIDER_NAME}.`;
  return [
    "",
    `  Tandem is running at ${env.PUBLIC_URL}`,
    `  Listening on ${listening.join(", ")}`,
    `  Mode: ${mode}`,
    `        ${build}; ${demo}`,
    `  Database: ${database}`,
    metrics
      ? `  Metrics: http://${metrics}/metrics (Prometheus; METRICS_PORT=off turns them off)`
      : "  Metrics: off (METRICS_PORT=off)",
    "",
    signIn,
    ...(demoAccounts.length
      ? [
          "",
          "  Demo accounts (sign in with these addresses):",
          ...demoAccounts.map((a) => `    ${a}`),
        ]
      : []),
    "",
  ].join("\n");
}
