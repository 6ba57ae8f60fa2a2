import { TRPC_INTERNALS } from "./index.js";

/**
 * Import boundaries (decision 180), as `no-restricted-imports` settings. ESLint replaces a
 * rule's options when a later block sets it again, so each group of files gets one setting
 * with every restriction that applies to it (and tRPC's internals, from index.js).
 */
const rule = (patterns, paths = []) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    { paths: [TRPC_INTERNALS, ...paths], patterns },
  ],
});

const VIA_INDEX =
  "Reach another domain's services through its index.ts (services/<domain>/index.js).";

/** From services/<domain>/: another domain's file other than its index. */
const OTHER_DOMAIN_FILE = {
  regex: "^\\.\\./[a-z-]+/(?!index\\.js$)[^/]+$",
  message: VIA_INDEX,
};

/** From anywhere else in src/: a file of services/<domain>/ other than its index. */
const SERVICE_FILE = {
  regex: "(?:^|/)services/[a-z-]+/(?!index\\.js$)[^/]+$",
  message: VIA_INDEX,
};

const NO_TRANSPORT = [
  {
    regex: "^(?:fastify(?:$|/|-)|@fastify/)",
    message:
      "Services are transport-free: take what they need as plain values (src/lib/logger.ts for a logger).",
  },
  {
    regex: "(?:^|/)http/",
    message: "Services are transport-free: src/http/ calls services, never the other way round.",
  },
];

/** Tests and test helpers may reach into any domain (its internals are what they test). */
const NOT_TESTS = ["**/*.test.ts", "**/test-support.ts"];

/** apps/api: services behind their index, and free of Fastify and src/http/. */
export const apiBoundaries = [
  {
    files: ["src/**/*.ts"],
    ignores: [...NOT_TESTS, "src/services/**"],
    rules: rule([SERVICE_FILE]),
  },
  {
    files: ["src/auth/**/*.ts"],
    ignores: NOT_TESTS,
    rules: rule([SERVICE_FILE, ...NO_TRANSPORT]),
  },
  {
    // Below the services: pure helpers (lib/) and Postgres-backed pieces (infra/).
    files: ["src/lib/**/*.ts", "src/infra/**/*.ts"],
    ignores: NOT_TESTS,
    rules: rule([SERVICE_FILE, ...NO_TRANSPORT]),
  },
  {
    files: ["src/services/**/*.ts"],
    ignores: NOT_TESTS,
    rules: rule([OTHER_DOMAIN_FILE, ...NO_TRANSPORT]),
  },
  {
    // The bench measures what callers get: a domain through its index, or the API over HTTP
    // (decision 364).
    files: ["bench/**/*.ts"],
    rules: rule([SERVICE_FILE]),
  },
];

/** apps/web: the browser bundle never sees server code. */
const WEB_PATTERNS = [
  {
    // The same file by a relative path into the package's sources.
    regex: "^\\.\\.?/(?:.*/)?api-contract/src/server(?:\\.[jt]s)?$",
    message: "The contract's ./server entry (the router builder) is for the API only.",
  },
  {
    regex: "^@tandem/(?:api|db)(?:$|/)",
    message: "The web app imports the contract and the UI package, never the API or the database.",
  },
];
const WEB_PATHS = [
  {
    name: "@tandem/api-contract/server",
    message:
      "The contract's ./server entry (the router builder) is for the API only: import types and schemas from @tandem/api-contract.",
  },
];
/** A journey's `test` closes the browser contexts it opened (e2e/support.ts). */
const JOURNEY_TEST = {
  name: "@playwright/test",
  importNames: ["test"],
  message: "Take `test` from ./support.js: it closes every browser context the journey opened.",
};

export const webBoundaries = [
  {
    files: ["src/**/*.ts", "src/**/*.tsx", "e2e/**/*.ts"],
    // Unit tests run in Node, not in the bundle: a stub may serve the contract's real router.
    ignores: ["**/*.test.ts", "**/*.test.tsx", "src/test/**", "e2e/**/*.spec.ts"],
    rules: rule(WEB_PATTERNS, WEB_PATHS),
  },
  {
    files: ["e2e/**/*.spec.ts"],
    rules: rule(WEB_PATTERNS, [...WEB_PATHS, JOURNEY_TEST]),
  },
];
