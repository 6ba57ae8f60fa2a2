import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A couple's shared goal (decision 360): one reward both partners save their points for,
 * a row per couple while it has one. Ending the couple deletes the row (a trigger, so every
 * way a couple ends clears it); a reward deleted takes its goals with it. A redemption paid
 * with both partners' points names the partner whose points helped and how many.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE couple_goals (
      couple_id uuid PRIMARY KEY REFERENCES couples(id) ON DELETE CASCADE,
      reward_id integer NOT NULL REFERENCES rewards(id) ON DELETE CASCADE,
      set_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      set_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX couple_goals_reward_idx ON couple_goals (reward_id);

    CREATE FUNCTION couple_goals_clear_when_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM couple_goals WHERE couple_id = NEW.id;
      RETURN NEW;
    END $$;
    CREATE TRIGGER couple_goals_clear_when_ended
      AFTER UPDATE OF ended_at ON couples
      FOR EACH ROW WHEN (NEW.ended_at IS NOT NULL AND OLD.ended_at IS NULL)
      EXECUTE FUNCTION couple_goals_clear_when_ended();

    ALTER TABLE redemptions
      ADD COLUMN partner_id uuid REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN partner_points_spent integer NOT NULL DEFAULT 0
        CHECK (partner_points_spent >= 0);
    CREATE INDEX redemptions_partner_idx ON redemptions (partner_id) WHERE partner_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX redemptions_partner_idx;
    ALTER TABLE redemptions DROP COLUMN partner_points_spent, DROP COLUMN partner_id;
    DROP TRIGGER couple_goals_clear_when_ended ON couples;
    DROP FUNCTION couple_goals_clear_when_ended();
    DROP TABLE couple_goals;
  `.execute(db);
}
