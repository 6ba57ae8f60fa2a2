import {
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMIT,
  API_TOKEN_USES_SHOWN,
  ApiTokenScopeSchema,
  type ApiToken,
  type ApiTokenCaller,
  type CreateApiTokenInput,
  type CreatedApiToken,
  type SignedInContext,
} from "@tandem/api-contract";
import { AppError, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { hashToken, newSecretToken } from "../../auth/tokens.js";
import { writeAudit } from "../moderation/index.js";
import { hitRateLimit } from "../../infra/rate-limit.js";

/** How many characters of a secret the list shows ("tdm_" and four more). */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 4;

const BEARER = /^Bearer +(\S+) *$/i;

export const TOKEN_INVALID_MESSAGE =
  'This API token is not valid. Send "Authorization: Bearer tdm_..." with a token created in the admin panel.';
export const TOKEN_EXPIRED_MESSAGE =
  "This API token has expired. Ask Tandem's staff for a new one in the admin panel.";
export const TOKEN_REVOKED_MESSAGE =
  "This API token was revoked (or its creator is no longer staff). Ask Tandem's staff for a new one.";
export const TOKEN_RATE_LIMITED_MESSAGE = `This API token made more than ${API_TOKEN_RATE_LIMIT.limit} calls in ${API_TOKEN_RATE_LIMIT.windowSeconds} seconds. Wait the seconds of Retry-After.`;

/** What a request's Authorization header says: nothing, or a token's secret to check. */
export function bearerSecret(header: string | undefined): string | null {
  if (header === undefined) return null;
  const secret = BEARER.exec(header)?.[1];
  if (!secret || !secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) {
    throw new AppError("UNAUTHORIZED", TOKEN_INVALID_MESSAGE, { reason: "TOKEN_INVALID" });
  }
  return secret;
}

/**
 * The caller behind a token's secret, or a 401 in words (unknown, expired, revoked, or its
 * creator no longer unsuspended staff). `onFound` is told the token's id before any refusal
 * past the look-up, so a refused use of a real token is audit-logged too. Counts the request's
 * `calls` (a tRPC batch's procedures, decision 258) against the token's rate limit (429 past it).
 */
export async function authenticateToken(
  db: Db,
  secret: string,
  onFound: (tokenId: string) => void,
  calls = 1,
): Promise<ApiTokenCaller> {
  const row = await db
    .selectFrom("apiTokens as t")
    .leftJoin("users as u", "u.id", "t.createdById")
    .select([
      "t.id",
      "t.name",
      "t.scopes",
      "t.createdById",
      "t.brandName",
      "t.revokedAt",
      sql<boolean>`t.expires_at <= now()`.as("expired"),
      sql<boolean>`coalesce(u.role = 'admin' AND u.suspended_at IS NULL, false)`.as("staff"),
    ])
    .where("t.secretHash", "=", hashToken(secret))
    .executeTakeFirst();
  if (!row) throw new AppError("UNAUTHORIZED", TOKEN_INVALID_MESSAGE, { reason: "TOKEN_INVALID" });
  onFound(row.id);
  if (row.revokedAt || !row.staff || !row.createdById) {
    throw new AppError("UNAUTHORIZED", TOKEN_REVOKED_MESSAGE, { reason: "TOKEN_REVOKED" });
  }
  if (row.expired) {
    throw new AppError("UNAUTHORIZED", TOKEN_EXPIRED_MESSAGE, { reason: "TOKEN_EXPIRED" });
  }
  const { hits, retryAfterSeconds } = await hitRateLimit(
    db,
    `api-token:${row.id}`,
    API_TOKEN_RATE_LIMIT,
    calls,
  );
  if (hits > API_TOKEN_RATE_LIMIT.limit) {
    throw new AppError("TOO_MANY_REQUESTS", TOKEN_RATE_LIMITED_MESSAGE, { retryAfterSeconds });
  }
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.flatMap((scope) => {
      const parsed = ApiTokenScopeSchema.safeParse(scope);
      return parsed.success ? [parsed.data] : [];
    }),
    createdById: row.createdById,
    brandName: row.brandName,
  };
}

/** One audit row per request made with a token (refused ones too), and its last use. */
export async function recordTokenUse(
  db: Db,
  use: { tokenId: string; request: string; status: number; ip: string },
): Promise<void> {
  await sql`
    WITH used AS (
      UPDATE api_tokens SET last_used_at = now() WHERE id = ${use.tokenId} RETURNING id
    )
    INSERT INTO api_token_uses (token_id, request, status, ip)
    SELECT id, ${use.request.slice(0, 500)}, ${use.status}, ${use.ip} FROM used`.execute(db);
}

export async function listApiTokens(db: Db, onlyId?: string): Promise<ApiToken[]> {
  let query = db
    .selectFrom("apiTokens as t")
    .leftJoin("users as u", "u.id", "t.createdById")
    .select([
      "t.id",
      "t.name",
      "t.scopes",
      "t.prefix",
      "t.brandName",
      "t.createdAt",
      "t.expiresAt",
      "t.revokedAt",
      "t.lastUsedAt",
      "u.id as creatorId",
      "u.email as creatorEmail",
      sql<number>`(SELECT count(*)::int FROM api_token_uses x WHERE x.token_id = t.id)`.as("uses"),
      sql<{ at: string; request: string; status: number; ip: string }[]>`coalesce((
        SELECT json_agg(json_build_object('at', x.at, 'request', x.request, 'status', x.status, 'ip', x.ip) ORDER BY x.id DESC)
        FROM (SELECT * FROM api_token_uses y WHERE y.token_id = t.id ORDER BY y.id DESC LIMIT ${API_TOKEN_USES_SHOWN}) x
      ), '[]'::json)`.as("recentUses"),
    ])
    .orderBy("t.createdAt", "desc")
    .orderBy("t.id");
  if (onlyId) query = query.where("t.id", "=", onlyId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: row.scopes.flatMap((scope) => {
      const parsed = ApiTokenScopeSchema.safeParse(scope);
      return parsed.success ? [parsed.data] : [];
    }),
    prefix: row.prefix,
    brandName: row.brandName,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.creatorId ? { id: row.creatorId, email: row.creatorEmail } : null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    uses: row.uses,
    recentUses: row.recentUses.map((use) => ({ ...use, at: new Date(use.at).toISOString() })),
  }));
}

/**
 * A new token; the answer carries its secret, which is never stored nor shown again. Made
 * and written to the audit log in one transaction (decision 258).
 */
export async function createApiToken(
  db: Db,
  ctx: SignedInContext,
  input: Required<Pick<CreateApiTokenInput, "name" | "scopes" | "expiresInDays">> & {
    brandName?: string | null;
  },
): Promise<CreatedApiToken> {
  const secret = `${API_TOKEN_PREFIX}${newSecretToken()}`;
  const scopes = [...new Set(input.scopes)];
  const id = await db.transaction().execute(async (db) => {
    const made = await db
      .insertInto("apiTokens")
      .values({
        name: input.name,
        secretHash: hashToken(secret),
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        scopes,
        brandName: input.brandName ?? null,
        createdById: ctx.viewer.id,
        expiresAt: sql<Date>`now() + make_interval(days => ${input.expiresInDays})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAudit(db, {
      actorId: ctx.viewer.id,
      action: "api-token-create",
      note: `Made the API token "${input.name}" (${scopes.join(", ")}${input.brandName ? ` for ${input.brandName}` : ""}), valid ${input.expiresInDays} days.`,
    });
    return made.id;
  });
  const [token] = await listApiTokens(db, id);
  return { token: token!, secret };
}

/**
 * Revokes a token at once (every process reads it per request), keeping who did it, with an
 * audit row; revoking twice is fine and writes nothing more.
 */
export async function revokeApiToken(db: Db, ctx: SignedInContext, id: string): Promise<ApiToken> {
  await db.transaction().execute(async (db) => {
    const revoked = await db
      .updateTable("apiTokens")
      .set({ revokedAt: sql<Date>`now()`, revokedById: ctx.viewer.id })
      .where("id", "=", id)
      .where("revokedAt", "is", null)
      .returning("name")
      .executeTakeFirst();
    if (revoked) {
      await writeAudit(db, {
        actorId: ctx.viewer.id,
        action: "api-token-revoke",
        note: `Revoked the API token "${revoked.name}".`,
      });
    }
  });
  const [token] = await listApiTokens(db, id);
  if (!token) throw notFound("No such API token.");
  return token;
}
