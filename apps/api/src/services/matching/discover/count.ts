import {
  ADULT_AGE,
  AGE_YEARS_MAX,
  DISCOVER_COUNT_CAP,
  RATE_LIMITS,
  WIDER_AGE_YEARS,
  WIDER_DISTANCE_KM,
  WIDENINGS,
  type DiscoverCount,
  type DiscoverWidening,
} from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../../infra/rate-limit.js";
import { QUIZ_FIRST } from "./discover.js";
import { normaliseId, requireMatchingViewer } from "../guards.js";
import { fitsBothWays, type PreferenceSide } from "../preferences.js";
import { mayBeShown, type Viewer } from "../visibility.js";

/**
 * How many people `discover` has left for the viewer (its "X of N"), counted up to
 * DISCOVER_COUNT_CAP by the same rule (visibility.ts), read until the cap, so it stays cheap
 * however many singles there are.
 */
export async function countDiscoverable(db: Db, userId: string): Promise<DiscoverCount> {
  const viewer = await discoveringViewer(db, userId);
  const count = await countLeft(db, viewer, DISCOVER_COUNT_CAP + 1);
  return { count: Math.min(count, DISCOVER_COUNT_CAP), more: count > DISCOVER_COUNT_CAP };
}

type Preferences = DiscoverWidening["preferences"];

/**
 * The changes of the viewer's own preferences that would add people to Discover (decision
 * 242), each the smallest of its kind that adds someone: the age range WIDER_AGE_YEARS
 * wider on each side (then every age), the next distance of WIDER_DISTANCE_KM (then anywhere), and
 * everyone for "show me"; with how many people it adds, counted by Discover's rule. A
 * change that adds nobody is left out.
 */
export async function discoverWidenings(db: Db, userId: string): Promise<DiscoverWidening[]> {
  const viewer = await discoveringViewer(db, userId);
  await enforceRateLimit(db, `widenings:${viewer.id}`, RATE_LIMITS.widenings, READ_TOO_OFTEN);
  const found: DiscoverWidening[] = [];
  for (const widen of WIDENINGS) {
    for (const preferences of widerThan(viewer.side)[widen]) {
      const side = { ...viewer.side, ...preferences };
      const count = await countLeft(db, { id: viewer.id, side }, DISCOVER_COUNT_CAP + 1, {
        besides: viewer.side,
      });
      if (count === 0) continue;
      found.push({
        widen,
        preferences,
        count: Math.min(count, DISCOVER_COUNT_CAP),
        more: count > DISCOVER_COUNT_CAP,
      });
      break;
    }
  }
  return found;
}

/** Each kind's wider preferences, narrowest first (none when already as wide as it goes). */
function widerThan(side: PreferenceSide): Record<DiscoverWidening["widen"], Preferences[]> {
  const current: Preferences = {
    showMe: side.showMe,
    ageMin: side.ageMin,
    ageMax: side.ageMax,
    distance: side.distance,
    distanceKm: side.distanceKm,
  };
  const [from, to] = [side.ageMin, side.ageMax];
  const ages: [number, number][] = [];
  const oneWider: [number, number] = [
    Math.max(from - WIDER_AGE_YEARS, ADULT_AGE),
    Math.min(to + WIDER_AGE_YEARS, AGE_YEARS_MAX),
  ];
  if (oneWider[0] < from || oneWider[1] > to) ages.push(oneWider);
  if (oneWider[0] > ADULT_AGE || oneWider[1] < AGE_YEARS_MAX) ages.push([ADULT_AGE, AGE_YEARS_MAX]);
  const placed = side.placeId !== null;
  const km =
    side.distance === "within" ? side.distanceKm! : side.distance === "same-city" ? 0 : Infinity;
  const farther: Preferences[] = placed
    ? WIDER_DISTANCE_KM.filter((step) => step > km).map((step) => ({
        ...current,
        distance: "within",
        distanceKm: step,
      }))
    : [];
  if (side.distance !== "anywhere")
    farther.push({ ...current, distance: "anywhere", distanceKm: null });
  return {
    age: ages.map(([ageMin, ageMax]) => ({ ...current, ageMin, ageMax })),
    distance: farther,
    gender: side.showMe === "everyone" ? [] : [{ ...current, showMe: "everyone" }],
  };
}

async function discoveringViewer(db: Db, userId: string): Promise<Viewer> {
  const id = normaliseId(userId);
  const { tags, side } = await requireMatchingViewer(db, id);
  if (!tags) throw conflict(QUIZ_FIRST, "DISCOVERY_QUIZ_REQUIRED");
  return { id, side };
}

/**
 * The people Discover has left for the viewer, read up to `limit`; with `besides`, only
 * those whom these preferences of the viewer's would not show (what a widening adds).
 */
async function countLeft(
  db: Db,
  viewer: Viewer,
  limit: number,
  { besides }: { besides?: PreferenceSide } = {},
): Promise<number> {
  const added = besides ? sql`AND (${fitsBothWays(besides)}) IS NOT TRUE` : sql``;
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM (
      SELECT 1 FROM matching_profiles p
      WHERE ${mayBeShown(viewer, { hideAnswered: true })} ${added}
      LIMIT ${limit}
    ) AS left_to_show
  `.execute(db);
  return rows[0]?.count ?? 0;
}
