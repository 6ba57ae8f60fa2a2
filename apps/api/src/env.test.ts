import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isLocalOnly, isLoopbackHost, loadEnv } from "./env.js";
import { databaseOptions, describeDatabase } from "./data-locations.js";
import { demoDataAllowed, startBanner } from "./start-banner.js";

describe("where the server listens and who can sign in", () => {
  it("listens on 127.0.0.1 unless HOST says otherwise", () => {
    expect(loadEnv({}).HOST).toBe("127.0.0.1");
    expect(loadEnv({ HOST: "::1" }).HOST).toBe("::1");
  });

  it("knows loopback addresses from the rest", () => {
    for (const host of ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ["0.0.0.0", "::", "192.168.1.10", "example.com", "127.0.0.1.example.com"])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it("is local-only when both the listening address and PUBLIC_URL are loopback", () => {
    expect(isLocalOnly(loadEnv({}))).toBe(true);
    expect(isLocalOnly(loadEnv({ PUBLIC_URL: "http://127.0.0.1:3000" }))).toBe(true);
    const smtp = { SMTP_URL: "smtps://mail.example.com" };
    expect(isLocalOnly(loadEnv({ ...smtp, HOST: "0.0.0.0" }))).toBe(false);
    expect(isLocalOnly(loadEnv({ ...smtp, PUBLIC_URL: "https://tandem.example.com" }))).toBe(false);
  });

  it("refuses to start reachable from other machines with no way to sign in, saying what to set", () => {
    expect(() => loadEnv({ HOST: "0.0.0.0" })).toThrow(
      /HOST is 0\.0\.0\.0.*Set SMTP_URL .* or OIDC_ISSUER_URL, OIDC_CLIENT_ID/s,
    );
    expect(() => loadEnv({ PUBLIC_URL: "https://tandem.example.com" })).toThrow(
      /PUBLIC_URL is https:\/\/tandem\.example\.com, not a loopback address/,
    );
    expect(() =>
      loadEnv({ HOST: "0.0.0.0", OIDC_ISSUER_URL: "https://id.example.com", OIDC_CLIENT_ID: "x" }),
    ).not.toThrow();
  });

  it("creates demo accounts only on a local-only server", () => {
    expect(demoDataAllowed(loadEnv({ DEMO_DATA: "true" }))).toBe(true);
    expect(demoDataAllowed(loadEnv({}))).toBe(false);
    const shared = loadEnv({
      DEMO_DATA: "true",
      HOST: "0.0.0.0",
      SMTP_URL: "smtps://mail.example.com",
    });
    expect(demoDataAllowed(shared)).toBe(false);
  });
});

describe("the start banner", () => {
  const facts = {
    listening: ["127.0.0.1:3000"],
    database: "embedded PGlite in memory",
    metrics: "127.0.0.1:4000",
  };

  it("says the mode and why when production settings meet demo data", () => {
    const env = loadEnv({ NODE_ENV: "production", DEMO_DATA: "true" });
    const banner = startBanner({ env, ...facts, demoAccounts: ["alex@tandem.demo"] });
    expect(banner).toContain("Listening on 127.0.0.1:3000");
    expect(banner).toMatch(/Release: Tandem \d+\.\d+\.\d+, schema \d{4}_\d\d_\d\d_\d{4}_\w+\n/);
    expect(banner).toContain("Mode: local (listening on loopback only");
    expect(banner).toContain("NODE_ENV=production");
    expect(banner).toContain("demo accounts created (DEMO_DATA=true on a local server)");
    expect(banner).toContain("the sign-in link and code are shown on the page");
    expect(banner).toContain("Metrics: http://127.0.0.1:4000/metrics");
  });

  it("says the metrics are off when METRICS_PORT=off", () => {
    const env = loadEnv({ METRICS_PORT: "off" });
    const banner = startBanner({ env, ...facts, metrics: null, demoAccounts: [] });
    expect(banner).toContain("Metrics: off (METRICS_PORT=off)");
  });

  it("says why no demo accounts exist on a shared server, and never offers the link on the page", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      DEMO_DATA: "true",
      HOST: "0.0.0.0",
      SMTP_URL: "smtps://mail.example.com",
    });
    const banner = startBanner({ env, ...facts, listening: ["0.0.0.0:3000"], demoAccounts: [] });
    expect(banner).toContain("Mode: shared (HOST=0.0.0.0");
    expect(banner).toMatch(/no demo accounts: DEMO_DATA is set, but demo accounts exist only/);
    expect(banner).toContain("the sign-in link is e-mailed");
    expect(banner).not.toContain("shown on the page");
  });
});

describe("the metrics listener's port (decision 310)", () => {
  it("is PORT + 1000 unless set, ephemeral beside an ephemeral PORT, and off with off", () => {
    expect(loadEnv({}).METRICS_PORT).toBe(4000);
    expect(loadEnv({ PORT: "3217" }).METRICS_PORT).toBe(4217);
    expect(loadEnv({ PORT: "0" }).METRICS_PORT).toBe(0);
    expect(loadEnv({ PORT: "65000" }).METRICS_PORT).toBe(0);
    expect(loadEnv({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(loadEnv({ METRICS_PORT: "" }).METRICS_PORT).toBe(4000);
    expect(loadEnv({ METRICS_PORT: "off" }).METRICS_PORT).toBeNull();
    expect(loadEnv({}).METRICS_HOST).toBe("127.0.0.1");
  });

  it("refuses anything else, naming the setting", () => {
    expect(() => loadEnv({ METRICS_PORT: "none" })).toThrow(
      /METRICS_PORT: a port \(0 to 65535\), or off/,
    );
    expect(() => loadEnv({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
  });
});

describe("where the database is", () => {
  const options = (env: Record<string, string>, cwd: string) => databaseOptions(loadEnv(env), cwd);

  it("is the Postgres of DATABASE_URL when it is set, whatever DATA_DIR says", () => {
    const url = "postgres://someone@db.example:5432/tandem";
    expect(options({ DATABASE_URL: url, DATA_DIR: "/srv/data" }, "/srv")).toEqual({
      databaseUrl: url,
      poolSize: 10,
    });
  });

  it("sends sessions of their own to DATABASE_LISTEN_URL, with the pool DATABASE_POOL_SIZE", () => {
    const pooled = "postgres://tandem@pgbouncer:6432/tandem?prepared_statements=false";
    const direct = "postgres://tandem@db:5432/tandem";
    const where = options(
      { DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct, DATABASE_POOL_SIZE: "40" },
      "/srv",
    );
    expect(where).toEqual({ databaseUrl: pooled, listenUrl: direct, poolSize: 40 });
    expect(describeDatabase(where)).toBe(
      "PostgreSQL (DATABASE_URL, sessions of their own through DATABASE_LISTEN_URL)",
    );
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("reads the lag-tolerant reads from DATABASE_READ_URL, with a pool of its own", () => {
    const url = "postgres://tandem@db:5432/tandem";
    const replica = "postgres://tandem@db-replica:5432/tandem";
    const env = { DATABASE_URL: url, DATABASE_READ_URL: replica, DATABASE_READ_POOL_SIZE: "4" };
    const where = options(env, "/srv");
    expect(where).toEqual({ databaseUrl: url, poolSize: 10, readUrl: replica, readPoolSize: 4 });
    expect(describeDatabase(where)).toBe(
      "PostgreSQL (DATABASE_URL, lag-tolerant reads from DATABASE_READ_URL)",
    );
    expect(loadEnv(env).DATABASE_READ_MAX_LAG_SECONDS).toBe(1);
    expect(() => loadEnv({ DATABASE_READ_MAX_LAG_SECONDS: "0" })).toThrow(
      /DATABASE_READ_MAX_LAG_SECONDS/,
    );
  });

  it("keeps the embedded database in memory for DATA_DIR=memory://", () => {
    expect(options({ DATA_DIR: "memory://" }, "/srv")).toEqual({});
    expect(describeDatabase({})).toBe("embedded PGlite in memory");
  });

  it("reads DATA_DIR relative to the working directory", () => {
    expect(options({ DATA_DIR: "db" }, "/srv/tandem")).toEqual({ dataDir: "/srv/tandem/db" });
    expect(options({ DATA_DIR: "/var/lib/tandem" }, "/srv/tandem")).toEqual({
      dataDir: "/var/lib/tandem",
    });
  });

  it("defaults to .data/pglite at the root of the workspace, from any folder in it", () => {
    const root = mkdtempSync(join(tmpdir(), "tandem-workspace-"));
    writeFileSync(join(root, "pnpm-workspace.yaml"), "packages: []\n");
    const nested = join(root, "apps", "api");
    mkdirSync(nested, { recursive: true });
    const expected = { dataDir: join(root, ".data", "pglite") };
    expect(options({}, root)).toEqual(expected);
    expect(options({}, nested)).toEqual(expected);
    expect(describeDatabase(expected)).toBe(`embedded PGlite in ${expected.dataDir}`);
  });

  it("defaults to .data/pglite in the working directory outside a workspace", () => {
    const deployed = mkdtempSync(join(tmpdir(), "tandem-deployed-"));
    expect(options({}, deployed)).toEqual({ dataDir: join(deployed, ".data", "pglite") });
  });

  it("is this repository's .data/pglite for the server and commands run in it", () => {
    const repoRoot = join(import.meta.dirname, "..", "..", "..");
    expect(databaseOptions(loadEnv({}), import.meta.dirname)).toEqual({
      dataDir: join(repoRoot, ".data", "pglite"),
    });
  });
});

describe("operational switches", () => {
  it("keeps tRPC's fast path on unless TRPC_FAST_PATH is false", () => {
    expect(loadEnv({}).TRPC_FAST_PATH).toBe(true);
    expect(loadEnv({ TRPC_FAST_PATH: "true" }).TRPC_FAST_PATH).toBe(true);
    expect(loadEnv({ TRPC_FAST_PATH: "false" }).TRPC_FAST_PATH).toBe(false);
    expect(loadEnv({ TRPC_FAST_PATH: "0" }).TRPC_FAST_PATH).toBe(false);
    expect(() => loadEnv({ TRPC_FAST_PATH: "off" })).toThrow(/TRPC_FAST_PATH/);
  });
});
