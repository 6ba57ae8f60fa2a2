import { sql, type RawBuilder } from "kysely";

/**
 * A pair of two people as `couples` and `matches` store it: `user_a_id`, `user_b_id`. Couples
 * and matches share the shape, and their readers sit on several floors (chat, quiz, rewards,
 * together, account), so the helpers live here rather than in `couples/`, which imports most
 * of them (decision 364).
 */
export interface Pair<Id extends string | null = string> {
  userAId: Id;
  userBId: Id;
}

/**
 * The other one of the pair: the partner of a couple, the person matched with (null for a
 * couple whose other partner deleted their account).
 */
export function otherPartner<Id extends string | null>(pair: Pair<Id>, userId: string): Id {
  return pair.userAId === userId ? pair.userBId : pair.userAId;
}

/**
 * The same in SQL: the other one of the pair whose alias is `pair` (a couple or a match) from
 * where `person` sits, a value (a parameter) or a column (`sql.raw("u.id")`).
 */
export function otherPartnerSql(pair: string, person: string | RawBuilder<unknown>) {
  const a = sql.raw(`${pair}.user_a_id`);
  const b = sql.raw(`${pair}.user_b_id`);
  return sql<string>`CASE WHEN ${a} = ${person} THEN ${b} ELSE ${a} END`;
}
