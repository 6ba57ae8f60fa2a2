import type { ModeratedProfile, ModeratedUser, UserLookup } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { photosByUser } from "../photos/index.js";

/** These people's dating profiles with their photos and discovery tags, for staff. */
export async function moderatedProfiles(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, ModeratedProfile>> {
  const byUser = new Map<string, ModeratedProfile>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return byUser;
  const [rows, photos] = await Promise.all([
    db
      .selectFrom("matchingProfiles as p")
      .leftJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
      .select(["p.userId", "p.nickname", "p.gender", "p.ageGroup", "p.city", "p.bio", "ts.tags"])
      .where("p.userId", "in", ids)
      .execute(),
    photosByUser(db, ids),
  ]);
  for (const { userId, tags, ...row } of rows) {
    byUser.set(userId, { ...row, photos: photos.get(userId) ?? [], discoveryTags: tags ?? [] });
  }
  return byUser;
}

/** The columns that describe a person to staff, for a `users` row aliased `alias`. */
export function personColumns(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<ModeratedUser | null>`
    CASE WHEN ${col("id")} IS NULL THEN NULL ELSE json_build_object(
      'id', ${col("id")},
      'email', ${col("email")},
      'name', nullif(concat_ws(' ', ${col("first_name")}, ${col("last_name")}), ''),
      'nickname', (SELECT nickname FROM matching_profiles WHERE user_id = ${col("id")}),
      'role', ${col("role")},
      'suspendedAt', to_char(${col("suspended_at")} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) END`;
}

/** One account as the desk's user lookup shows it, or undefined. */
export async function describeUser(
  db: Db,
  where: { id: string } | { email: string },
): Promise<UserLookup | undefined> {
  const condition = "id" in where ? sql`u.id = ${where.id}` : sql`u.email = ${where.email}`;
  const { rows } = await sql<{
    person: ModeratedUser;
    createdAt: Date;
    birthDate: string | null;
    underAge: boolean;
    userType: string | null;
    paired: boolean;
    reportsAbout: number;
    reportsMade: number;
    warnings: number;
  }>`
    SELECT ${personColumns("u")} AS person, u.created_at, u.user_type,
           u.birth_date, u.under_age_at IS NOT NULL AS under_age,
           u.couple_id IS NOT NULL AS paired,
           (SELECT count(*)::int FROM reports WHERE reported_id = u.id) AS reports_about,
           (SELECT count(*)::int FROM reports WHERE reporter_id = u.id) AS reports_made,
           (SELECT count(*)::int FROM moderation_audit_log
            WHERE target_user_id = u.id AND action = 'warn') AS warnings
    FROM users u WHERE ${condition}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const profile = (await moderatedProfiles(db, [row.person.id])).get(row.person.id) ?? null;
  return {
    ...row.person,
    createdAt: row.createdAt.toISOString(),
    birthDate: row.birthDate,
    underAge: row.underAge,
    userType: row.userType,
    paired: row.paired,
    reportsAbout: row.reportsAbout,
    reportsMade: row.reportsMade,
    warnings: row.warnings,
    profile,
  };
}
