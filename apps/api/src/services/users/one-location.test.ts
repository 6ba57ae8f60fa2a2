import type { AuthUser, MatchingProfile } from "@tandem/api-contract";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { up as backfillOneLocation } from "../../../../../packages/db/src/migrations/2026_12_02_0830_one_location.js";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { profileBody } from "../matching/test-support.js";

const t = useTestApp();

const profileOf = async (userId: string) =>
  t.db
    .selectFrom("matchingProfiles")
    .select(["city", "placeId"])
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
const locationOf = async (userId: string) =>
  (
    await t.db
      .selectFrom("users")
      .select("location")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).location;

describe("the dating City and Profile's Location are one value", () => {
  it("a City saved in the dating profile is Profile's Location, and clearing it clears both", async () => {
    const user = await createUser(t.db);
    const saved = await call<MatchingProfile>(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Rae", { city: "Lisboa" }),
    });
    expect(saved).toHaveStatus(200);
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(me.body.location).toBe("Lisboa");

    const cleared = await call(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Rae", { city: "" }),
    });
    expect(cleared).toHaveStatus(200);
    expect(await locationOf(user.id)).toBeNull();
  });

  it("a Location saved in Profile (typed or found) is the dating City, placed on the map", async () => {
    const user = await createUser(t.db);
    await call(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Tomás", { city: "Porto" }),
    });
    const before = await profileOf(user.id);
    const typed = await call<AuthUser>(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "Lyon, France" },
    });
    expect(typed).toHaveStatus(200);
    const after = await profileOf(user.id);
    expect(after.city).toBe("Lyon, France");
    expect(after.placeId).not.toBeNull();
    expect(after.placeId).not.toBe(before.placeId);

    const profile = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(profile.body.city).toBe("Lyon, France");
  });

  it("a Location saved without a dating profile makes none", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/user/location", {
      user,
      body: { location: "Lisbon" },
    });
    expect(res).toHaveStatus(200);
    const profiles = await t.db
      .selectFrom("matchingProfiles")
      .select("userId")
      .where("userId", "=", user.id)
      .execute();
    expect(profiles).toEqual([]);
  });

  it("the migration backfills: an empty side takes the other's, and the dating City wins", async () => {
    const [onlyCity, onlyLocation, both] = [
      await createUser(t.db),
      await createUser(t.db),
      await createUser(t.db),
    ];
    for (const user of [onlyCity, onlyLocation, both]) {
      await call(t.app, "POST", "/api/matching/profile", {
        user,
        body: profileBody("Sam", { city: "Porto" }),
      });
    }
    // As the two columns were before they were kept together.
    await sql`UPDATE users SET location = NULL WHERE id = ${onlyCity.id}`.execute(t.db);
    await sql`UPDATE matching_profiles SET city = NULL, place_id = NULL WHERE user_id = ${onlyLocation.id}`.execute(
      t.db,
    );
    await sql`UPDATE users SET location = 'Lisbon' WHERE id IN (${onlyLocation.id}, ${both.id})`.execute(
      t.db,
    );

    // The migration is written on Kysely<unknown> (frozen in time), as the migrator runs it.
    await backfillOneLocation(t.db as unknown as Kysely<unknown>);

    expect(await locationOf(onlyCity.id)).toBe("Porto");
    expect((await profileOf(onlyLocation.id)).city).toBe("Lisbon");
    expect(await locationOf(both.id)).toBe("Porto");
    expect((await profileOf(both.id)).city).toBe("Porto");
  });
});
