import { createHash } from "node:crypto";
import { IdempotencyKeySchema } from "@tandem/api-contract";
import { badRequest, unprocessable } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";

/** A database handle that may already be a transaction (Kysely's own type for both). */
export type DbOrTransaction = Db | Transaction<Database>;

/**
 * Runs `work` in a transaction: the caller's, when `db` already is one (an idempotent
 * action wraps the service's own transaction), or a new one.
 */
export function inTransaction<T>(
  db: DbOrTransaction,
  work: (db: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * The key of one action: the input's `idempotencyKey`, else the `Idempotency-Key` header.
 * Both sent and different: refused, as the client cannot mean both.
 */
export function actionKey(
  fromInput: string | undefined,
  fromHeader: string | null,
): string | undefined {
  if (fromHeader !== null && !IdempotencyKeySchema.safeParse(fromHeader).success) {
    throw badRequest(
      "idempotencyKey",
      "The Idempotency-Key header is 8 to 128 letters, digits, '-', '_', '.' or ':' (a UUID fits).",
    );
  }
  if (fromInput !== undefined && fromHeader !== null && fromInput !== fromHeader) {
    throw badRequest(
      "idempotencyKey",
      "The Idempotency-Key header and the idempotencyKey field differ: send one key.",
    );
  }
  return fromInput ?? fromHeader ?? undefined;
}

/** JSON with object keys sorted, so equal inputs hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export const REUSED_KEY_MESSAGE =
  "This idempotency key was already used for a different action: send a new key for a new action.";

export interface IdempotentAction {
  userId: string;
  /** The procedure's name, "quiz.answer": a key is scoped to one person and one action. */
  action: string;
  key: string | undefined;
  /** The validated input, without its key: a retry must send the same. */
  request: unknown;
}

/**
 * Applies an action once per key (docs/decisions/140-idempotent-actions.md). Without a key,
 * `work` simply runs. With one, the key's row is inserted first, in the transaction that
 * then runs `work` and stores its answer: a second request with the key (another process,
 * the same moment) waits on that row's unique index until the first commits, then finds it
 * and is given the first answer; if the first failed (rolled back), the second runs it.
 * The same key with a different input is refused with 422 and nothing changes.
 */
export async function once<T>(
  db: Db,
  { userId, action, key, request }: IdempotentAction,
  work: (db: DbOrTransaction) => Promise<T>,
): Promise<T> {
  if (key === undefined) return work(db);
  const requestHash = createHash("sha256").update(canonicalJson(request)).digest("base64url");
  return db.transaction().execute(async (db) => {
    const claimed = await db
      .insertInto("idempotentActions")
      .values({ userId, action, key, requestHash })
      .onConflict((oc) => oc.columns(["userId", "action", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!claimed) {
      const first = await db
        .selectFrom("idempotentActions")
        .select(["requestHash", "response"])
        .where("userId", "=", userId)
        .where("action", "=", action)
        .where("key", "=", key)
        .executeTakeFirstOrThrow();
      if (first.requestHash !== requestHash) {
        throw unprocessable(REUSED_KEY_MESSAGE, "IDEMPOTENCY_KEY_REUSED");
      }
      return first.response as T;
    }
    const result = await work(db);
    await db
      .updateTable("idempotentActions")
      .set({ response: JSON.stringify(result ?? null) })
      .where("userId", "=", userId)
      .where("action", "=", action)
      .where("key", "=", key)
      .execute();
    return result;
  });
}

/**
 * `once` as a transaction runner, for a service that runs its own attempts (a deadlock tried
 * again): each attempt is the whole action, claimed by its key and answered from it.
 */
export function transactOnce(db: Db, action: IdempotentAction) {
  return <T>(work: (db: Transaction<Database>) => Promise<T>): Promise<T> =>
    once(db, action, (tx) => inTransaction(tx, work));
}

/** The input without its key: what a retry must repeat. */
export function withoutKey<T extends { idempotencyKey?: string | undefined }>(
  input: T,
): Omit<T, "idempotencyKey"> {
  const { idempotencyKey: _key, ...rest } = input;
  return rest;
}
