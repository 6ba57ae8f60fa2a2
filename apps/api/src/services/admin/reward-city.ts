import { TOWN_SUGGESTIONS, UNKNOWN_CITY_MESSAGE } from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import { findCity, townsStartingWith } from "../../lib/cities.js";

/**
 * A reward's city as staff typed it ("Lyon", "Lyon, France"), looked up in the gazetteer
 * people's locations are read with (decision 358): its id and its name as shown. Nothing
 * typed: everywhere. A name that is no town of 10,000+ people is a 400 on the field.
 */
export function resolveRewardCity(typed: string | null): {
  cityId: number | null;
  city: string | null;
} {
  if (!typed) return { cityId: null, city: null };
  const town = findCity(typed);
  if (!town) throw badRequest("city", UNKNOWN_CITY_MESSAGE);
  return { cityId: town.id, city: `${town.name}, ${town.country}` };
}

/** The towns the reward form suggests for what staff typed, each one `resolveRewardCity` takes. */
export const suggestRewardTowns = (typed: string): string[] =>
  townsStartingWith(typed, TOWN_SUGGESTIONS);
