import { sql, type Kysely } from "kysely";

// Adds only: the previous release serves on it and simply queues nothing.
export const kind = "expand";

/**
 * Partner webhooks (decisions 354-356): a brand's endpoint with its signing secrets (the
 * previous one keeps signing until `previous_secret_until`, the overlap of a rotation), and
 * one row per message to deliver, claimed like the push outbox (SKIP LOCKED), kept as the
 * delivery log. `dedupe_key` makes "out of stock" once per filling of a pool. A reward may say
 * its partner receives the person's name and e-mail (`partner_gets_identity`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE partner_webhooks (
      id serial PRIMARY KEY,
      brand_key text NOT NULL UNIQUE,
      brand_name text NOT NULL,
      url text NOT NULL,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_until timestamptz,
      secret_created_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      webhook_id integer NOT NULL REFERENCES partner_webhooks(id) ON DELETE CASCADE,
      message_id text NOT NULL UNIQUE,
      event_type text NOT NULL
        CHECK (event_type IN ('voucher.redeemed', 'voucher.used', 'reward.out_of_stock')),
      payload jsonb NOT NULL,
      dedupe_key text UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_status_code integer,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id)
    WHERE status = 'pending'
  `.execute(db);
  await sql`CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (webhook_id, id DESC)`.execute(
    db,
  );
  await sql`
    ALTER TABLE rewards ADD COLUMN partner_gets_identity boolean NOT NULL DEFAULT false
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rewards DROP COLUMN partner_gets_identity`.execute(db);
  await sql`DROP TABLE webhook_deliveries`.execute(db);
  await sql`DROP TABLE partner_webhooks`.execute(db);
}
