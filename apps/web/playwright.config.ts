import { register } from "node:module";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { webhookTestCert } from "./scripts/webhook-test-cert.mjs";

// The journeys import the contract: read it from its sources (scripts/source-condition.mjs).
register("./scripts/source-condition.mjs", import.meta.url);

const PORT = Number(process.env.E2E_PORT ?? 3217);
const SLOW_FACTOR = Number(process.env.E2E_SLOW_FACTOR ?? 1);
const FULL_TRACE = process.env.E2E_FULL_TRACE === "1";
// E2E_DATABASE_URL (a Postgres database the run may wipe): the journeys run against
// two API processes behind HAProxy (apps/api/haproxy/haproxy.cfg, health checks) on PORT.
const CLUSTER_DATABASE_URL = process.env.E2E_DATABASE_URL;

/**
 * The journeys run against the real server (built API serving the built web app) with a
 * fresh in-memory database, in Debian's Chromium — never a downloaded browser.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // E2E_SLOW_FACTOR=3 on a machine busy with other work: every wait is that much longer.
  timeout: 60_000 * SLOW_FACTOR,
  expect: { timeout: 10_000 * SLOW_FACTOR },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    // A failed journey keeps its trace of actions, console and network. The screencast and
    // DOM snapshots cost a third of the run's CPU (decision 377): E2E_FULL_TRACE=1 adds them.
    trace: { mode: "retain-on-failure", screenshots: FULL_TRACE, snapshots: FULL_TRACE },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "mobile-chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: false },
    },
  ],
  webServer: {
    command: CLUSTER_DATABASE_URL
      ? "node ../api/scripts/cluster.mjs"
      : "node ../api/dist/server.js",
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATA_DIR: "memory://",
      WEB_DIST_DIR: "dist",
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: "e2e-admin@example.test,e2e-new-staff@example.test",
      // Every journey signs in from 127.0.0.1: one client address for a whole run.
      SIGN_IN_LINKS_PER_CLIENT: "1000",
      // Staff sign in afresh in many journeys, more than 5 times in 15 minutes.
      SIGN_IN_LINKS_PER_ADDRESS: "1000",
      // The journeys' stand-in push service (never sent to: no journey switches a kind on).
      PUSH_SERVICE_HOSTS: "push.example.test",
      // The partner webhooks journey's receiver: https on loopback, its certificate trusted.
      WEBHOOK_ALLOW_LOCAL_ENDPOINTS: "true",
      NODE_EXTRA_CA_CERTS: webhookTestCert(PORT).cert,
      ...(CLUSTER_DATABASE_URL
        ? {
            DATABASE_URL: CLUSTER_DATABASE_URL,
            PROCESSES: "2",
            RESET_DATABASE: "true",
          }
        : {}),
    },
  },
});
