import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Push notifications (docs/decisions/141-push-notifications.md):
 * - `push_subscriptions`: one row per device (the browser's endpoint and keys);
 * - `push_preferences`: the kinds a person switched on, and message previews;
 * - `push_outbox`: notifications to send, one row per device, written in the transaction
 *   of the change they announce; a process claims a row before sending it;
 * - `push_nudges`: the one "Your turn" nudge a person may send a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscriptions_user_id ON push_subscriptions (user_id);
    CREATE TABLE push_preferences (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      kinds text[] NOT NULL DEFAULT '{}',
      previews boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE push_outbox (
      id bigserial PRIMARY KEY,
      subscription_id bigint NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
      payload jsonb NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_outbox_next_attempt_at ON push_outbox (next_attempt_at);
    CREATE INDEX push_outbox_subscription_id ON push_outbox (subscription_id);
    CREATE TABLE push_nudges (
      from_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (from_user_id, day)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE push_nudges;
    DROP TABLE push_outbox;
    DROP TABLE push_preferences;
    DROP TABLE push_subscriptions;
  `.execute(db);
}
