import type { Db } from "@tandem/db";
import { sql } from "kysely";

/**
 * The identity whose tags best match the tags of both partners' answers across all the
 * couple's sets: each identity scores the number of answer tags that are among its own;
 * ties go to the smaller key, so the result is stable.
 */
export async function recomputeCoupleIdentity(
  db: Db,
  coupleId: string,
  members: string[],
): Promise<void> {
  await sql`
    WITH tag_counts AS (
      SELECT t.tag, count(*) AS n
      FROM answers a
      JOIN daily_sets ds ON ds.id = a.daily_set_id
      CROSS JOIN LATERAL unnest(a.tags) AS t(tag)
      WHERE ds.couple_id = ${coupleId} AND a.user_id = ANY(${members}::uuid[])
      GROUP BY t.tag
    ),
    scores AS (
      SELECT ci.key, coalesce(sum(tc.n), 0) AS score
      FROM couple_identities ci
      LEFT JOIN LATERAL unnest(ci.tags) AS it(tag) ON true
      LEFT JOIN tag_counts tc ON tc.tag = it.tag
      GROUP BY ci.key
    )
    UPDATE couples
    SET identity_key = (SELECT key FROM scores ORDER BY score DESC, key ASC LIMIT 1)
    WHERE id = ${coupleId}
  `.execute(db);
}
