import { UNKNOWN_CITY_MESSAGE } from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import { findCity } from "../../lib/cities.js";

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
