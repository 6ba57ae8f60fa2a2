import { type Kysely, sql } from "kysely";

export const kind = "expand";

// Written as SQL on Kysely<any> so the migration stays frozen in time, whatever the
// TypeScript schema becomes later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text UNIQUE CHECK (email = lower(email)),
      first_name text,
      last_name text,
      profile_image_url text,
      phone_number text,
      location text,
      points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
      couple_id uuid,
      user_type text CHECK (user_type IN ('single', 'couple')),
      role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
      time_zone text NOT NULL DEFAULT 'UTC',
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE sessions (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id);

    CREATE TABLE sign_in_tokens (
      token_hash text PRIMARY KEY,
      email text NOT NULL,
      return_to text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE oidc_identities (
      issuer text NOT NULL,
      subject text NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (issuer, subject)
    );

    CREATE TABLE oidc_login_states (
      state text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      return_to text NOT NULL,
      expires_at timestamptz NOT NULL
    );

    CREATE TABLE couple_identities (
      key text PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      tags text[] NOT NULL
    );

    CREATE TABLE couples (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_a_id uuid NOT NULL REFERENCES users(id),
      user_b_id uuid NOT NULL REFERENCES users(id),
      identity_key text REFERENCES couple_identities(key),
      completed_quizzes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      CHECK (user_a_id <> user_b_id)
    );
    CREATE INDEX couples_user_a_idx ON couples (user_a_id);
    CREATE INDEX couples_user_b_idx ON couples (user_b_id);
    ALTER TABLE users ADD CONSTRAINT users_couple_id_fkey FOREIGN KEY (couple_id) REFERENCES couples(id);

    CREATE TABLE pair_codes (
      code text PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      used_by_id uuid REFERENCES users(id)
    );
    CREATE INDEX pair_codes_owner_idx ON pair_codes (owner_id);

    CREATE TABLE questions (
      id serial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      text text NOT NULL,
      options jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE daily_sets (
      id serial PRIMARY KEY,
      couple_id uuid REFERENCES couples(id),
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      question_ids integer[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      CHECK ((couple_id IS NULL) <> (user_id IS NULL))
    );
    CREATE UNIQUE INDEX daily_sets_couple_day_idx ON daily_sets (couple_id, day) WHERE couple_id IS NOT NULL;
    CREATE UNIQUE INDEX daily_sets_user_day_idx ON daily_sets (user_id, day) WHERE user_id IS NOT NULL;

    CREATE TABLE answers (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      daily_set_id integer NOT NULL REFERENCES daily_sets(id),
      question_id integer NOT NULL REFERENCES questions(id),
      selected_option integer NOT NULL,
      tags text[] NOT NULL,
      points_earned integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, daily_set_id, question_id)
    );
    CREATE INDEX answers_daily_set_idx ON answers (daily_set_id);
    CREATE INDEX answers_user_question_idx ON answers (user_id, question_id);

    CREATE TABLE rewards (
      id serial PRIMARY KEY,
      seed_key text UNIQUE,
      title text NOT NULL,
      description text NOT NULL,
      image_url text,
      brand_name text,
      points_cost integer NOT NULL CHECK (points_cost > 0),
      location text,
      is_active boolean NOT NULL DEFAULT true,
      created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE redemptions (
      id serial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reward_id integer NOT NULL REFERENCES rewards(id),
      points_spent integer NOT NULL,
      voucher_code text NOT NULL UNIQUE,
      idempotency_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, idempotency_key)
    );

    CREATE TABLE points_ledger (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      delta integer NOT NULL,
      reason text NOT NULL CHECK (reason IN ('quiz_answer', 'redemption')),
      answer_id integer REFERENCES answers(id),
      redemption_id integer REFERENCES redemptions(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((answer_id IS NULL) <> (redemption_id IS NULL))
    );
    CREATE INDEX points_ledger_user_idx ON points_ledger (user_id);

    CREATE TABLE waitlist_entries (
      id serial PRIMARY KEY,
      email text UNIQUE,
      phone_number text UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((email IS NULL) <> (phone_number IS NULL))
    );

    CREATE TABLE discovery_tag_sets (
      id serial PRIMARY KEY,
      tags text[] NOT NULL UNIQUE
    );

    CREATE TABLE matching_profiles (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      nickname text NOT NULL,
      gender text NOT NULL,
      age_group text NOT NULL,
      city text,
      bio text,
      instagram_handle text,
      snapchat_handle text,
      facebook_handle text,
      tag_set_id integer REFERENCES discovery_tag_sets(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_active_at timestamptz NOT NULL DEFAULT now()
    );
    -- Discover walks each tag set's profiles newest-active first (see services/matching.ts).
    CREATE INDEX matching_profiles_discover_idx ON matching_profiles (tag_set_id, last_active_at DESC, user_id);

    CREATE TABLE likes (
      from_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      to_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (from_user_id, to_user_id)
    );
    CREATE INDEX likes_to_idx ON likes (to_user_id);

    CREATE TABLE passes (
      from_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      to_user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (from_user_id, to_user_id)
    );

    CREATE TABLE matches (
      id serial PRIMARY KEY,
      user_a_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      user_b_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      UNIQUE (user_a_id, user_b_id),
      CHECK (user_a_id < user_b_id)
    );
    CREATE INDEX matches_user_b_idx ON matches (user_b_id);

    CREATE TABLE blocks (
      blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id)
    );
    CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

    CREATE TABLE reports (
      id serial PRIMARY KEY,
      reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reported_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reason text NOT NULL,
      details text,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE rate_limits (
      key text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE rate_limits, reports, blocks, matches, passes, likes, matching_profiles,
      discovery_tag_sets, waitlist_entries, points_ledger, redemptions, rewards, answers,
      daily_sets, questions, pair_codes CASCADE;
    ALTER TABLE users DROP CONSTRAINT users_couple_id_fkey;
    DROP TABLE couples, couple_identities, oidc_login_states, oidc_identities, sign_in_tokens,
      sessions, users CASCADE;
  `.execute(db);
}
