import { TIME_ZONE_CHANGE_HOURS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";

/** The runtime's canonical IANA zones (Intl.supportedValuesOf) plus "UTC". */
let canonical: Set<string> | undefined;
/** Another spelling or alias of a zone ("asia/calcutta") -> its canonical name. */
let byResolvedName: Map<string, string> | undefined;
const aliases = new Map<string, string>();
/** Aliases remembered at most; others are resolved again (a client cannot grow memory). */
export const MAX_REMEMBERED_ALIASES = 500;

function canonicalZones(): Set<string> {
  canonical ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return canonical;
}

const resolvedName = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

/**
 * The canonical name of the zone `value` names ("Europe/Lisbon"), or null when it names
 * none. Only canonical names reach the database and the formatter cache, so no spelling a
 * client makes up costs memory or a write.
 */
export function canonicalTimeZone(value: string): string | null {
  const zones = canonicalZones();
  if (zones.has(value)) return value;
  const known = aliases.get(value);
  if (known) return known;
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  let resolved: string;
  try {
    resolved = resolvedName(value);
  } catch {
    return null;
  }
  if (!byResolvedName) {
    byResolvedName = new Map();
    for (const zone of zones) byResolvedName.set(resolvedName(zone), zone);
  }
  const name = zones.has(resolved) ? resolved : byResolvedName.get(resolved);
  if (!name) return null;
  if (aliases.size < MAX_REMEMBERED_ALIASES) aliases.set(value, name);
  return name;
}

/**
 * Stores the (canonical) zone the user's browser sent, so "today" follows the user when they
 * travel, but at most once in TIME_ZONE_CHANGE_HOURS: otherwise anyone could pick which
 * calendar day is "today" by switching zones (decision 004). One conditional write, and only for
 * a real change. Returns the zone in effect for the user now, also when another request has
 * just made the same change.
 */
export async function rememberTimeZone(
  db: Db,
  userId: string,
  timeZone: string,
  stored: string,
): Promise<string> {
  if (timeZone === stored) return stored;
  const changed = await db
    .updateTable("users")
    .set({ timeZone, timeZoneChangedAt: sql<Date>`now()` })
    .where("id", "=", userId)
    .where("timeZone", "<>", timeZone)
    .where((eb) =>
      eb.or([
        eb("timeZoneChangedAt", "is", null),
        eb(
          "timeZoneChangedAt",
          "<",
          sql<Date>`now() - make_interval(hours => ${TIME_ZONE_CHANGE_HOURS})`,
        ),
      ]),
    )
    .returning("timeZone")
    .executeTakeFirst();
  if (changed) return changed.timeZone;
  // Nothing written: a change too soon, or one another request made a moment ago (the
  // caller's `stored` may be a session read before it). The zone in effect is the row's.
  const current = await db
    .selectFrom("users")
    .select("timeZone")
    .where("id", "=", userId)
    .executeTakeFirst();
  return current?.timeZone ?? stored;
}
