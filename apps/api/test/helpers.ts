import { randomUUID } from "node:crypto";
import { bornByForAge, type ApiError, type UserRole, type UserType } from "@tandem/api-contract";
import type { FastifyInstance, InjectOptions } from "fastify";
import { createDb, type Db } from "@tandem/db";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { createSession, SESSION_COOKIE } from "../src/auth/sessions.js";
import { buildApp } from "../src/build-app.js";
import { loadEnv, type Env } from "../src/env.js";

export const PUBLIC_URL = "http://localhost:3000";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL, ...overrides });
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
}

/**
 * Per test file: a pool on the run's database and the app on it. Use inside `describe`
 * or at the top level of a file; the returned object is filled in `beforeAll`.
 */
export function useTestApp(envOverrides: Record<string, string> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    // Embedded PGlite takes one connection at a time (see packages/db/src/embedded.ts).
    const max = inject("databaseKind") === "embedded" ? 1 : 5;
    context.db = createDb({ connectionString: testDatabaseUrl(), max });
    context.app = await buildApp({ db: context.db, env: testEnv(envOverrides) });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.destroy();
  });
  return context;
}

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

const DAY_MS = 86_400_000;

/**
 * A birth date of someone `years` old today (UTC), half a year from either birthday, so
 * the age holds whatever the time zone and the day a test runs.
 */
export function birthDateAged(years: number): string {
  const bornBy = bornByForAge(new Date().toISOString().slice(0, 10), years);
  return new Date(Date.parse(bornBy) - 180 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A signed-in user, made directly in the database (the sign-in flows have their own tests):
 * 30 years old unless `birthDate` says otherwise (null: not asked yet, as before decision 270).
 */
export async function createUser(
  db: Db,
  fields: {
    email?: string;
    firstName?: string;
    lastName?: string;
    role?: UserRole;
    points?: number;
    userType?: UserType;
    birthDate?: string | null;
    timeZone?: string;
  } = {},
): Promise<TestUser> {
  const email = fields.email ?? uniqueEmail();
  const user = await db
    .insertInto("users")
    .values({
      email,
      firstName: fields.firstName ?? null,
      lastName: fields.lastName ?? null,
      role: fields.role ?? "user",
      points: fields.points ?? 0,
      userType: fields.userType ?? null,
      birthDate: fields.birthDate === undefined ? birthDateAged(30) : fields.birthDate,
      ...(fields.timeZone ? { timeZone: fields.timeZone } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id);
  return { id: user.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * Calls the REST API as `user` (or signed out) and returns status, JSON body and headers.
 * `T` is what the test expects the body to be (`call<AuthUser>(...)`, `call<ApiError>(...)`);
 * the body is not checked against it, the assertions do that.
 */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    user?: TestUser | null;
    body?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    headers: {
      ...(options.user ? { cookie: options.user.cookie } : {}),
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  };
  const response = await app.inject(request);
  const text = response.body;
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, body: json as T, headers: response.headers, text };
}

/**
 * A 400 that a person can read: the field's own message in `fields`, and a `message` with no
 * "Invalid input" and no code name of a field ("phoneNumber"); labels ("Phone number") are fine.
 */
export function expectFieldError(body: ApiError, field: string): void {
  expect(body.code).toBe("BAD_REQUEST");
  expect(body.fields?.[field], `no message for ${field} in ${JSON.stringify(body)}`).toBeTruthy();
  expect(body.message).toBeTruthy();
  expect(body.message).not.toMatch(/invalid input/i);
  if (/[A-Z_]/.test(field)) expect(body.message).not.toContain(field);
}
