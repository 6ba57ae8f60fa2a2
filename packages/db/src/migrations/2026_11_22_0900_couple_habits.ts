import { type Kysely, sql } from "kysely";

export const kind = "expand";

// Daily e-mail reminders (opt-in, per person), a couple's saved date ideas, and
// the key that signs one-click unsubscribe links. Streaks and the daily reveal are read
// from daily_sets and answers: nothing new is stored for them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reminder_settings (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      enabled boolean NOT NULL DEFAULT false,
      -- The local time of day to send at, in minutes after midnight (the user's time zone).
      minute_of_day smallint NOT NULL DEFAULT 1200
        CHECK (minute_of_day >= 0 AND minute_of_day < 1440),
      -- The local day of the last reminder sent: claimed by a conditional UPDATE, so one a day.
      last_sent_day date,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX reminder_settings_enabled_idx ON reminder_settings (user_id) WHERE enabled;

    CREATE TABLE saved_date_ideas (
      couple_id uuid NOT NULL REFERENCES couples(id) ON DELETE CASCADE,
      idea_key text NOT NULL CHECK (length(idea_key) BETWEEN 1 AND 80),
      saved_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (couple_id, idea_key)
    );

    CREATE TABLE app_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE app_secrets;
    DROP TABLE saved_date_ideas;
    DROP TABLE reminder_settings;
  `.execute(db);
}
