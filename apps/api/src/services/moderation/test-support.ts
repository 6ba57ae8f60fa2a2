import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { expect } from "vitest";
import { PUBLIC_URL, type TestContext } from "../../../test/helpers.js";
import { createSignInLink } from "../../auth/email-sign-in.js";

/** Signs in by e-mail link (the confirmation form's POST); answers the raw response. */
export async function signInByLink(t: TestContext, email: string) {
  const link = await createSignInLink(t.db, { email, returnTo: "/app", publicUrl: PUBLIC_URL });
  const token = new URL(link).searchParams.get("token")!;
  return t.app.inject({
    method: "POST",
    url: "/api/login/verify",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ token }).toString(),
  });
}

/** The `tandem_session=...` part of a sign-in answer's Set-Cookie. */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const cookie = cookies.find((c) => c.startsWith("tandem_session="));
  expect(cookie, "a session cookie").toBeTruthy();
  return cookie!.split(";")[0]!;
}

/** Makes every session of `userId` look as if it started `hours` ago. */
export async function ageSessions(db: Db, userId: string, hours: number) {
  await db
    .updateTable("sessions")
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where("userId", "=", userId)
    .execute();
}

/** Every table (with the count of its rows) whose row, as text, contains `needle`. */
export async function tablesNaming(db: Db, needle: string): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
    ORDER BY table_name`.execute(db);
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(name)} AS x
      WHERE strpos(lower(x::text), ${needle.toLowerCase()}) > 0`.execute(db);
    if (rows[0]!.n > 0) found[name] = rows[0]!.n;
  }
  return found;
}
