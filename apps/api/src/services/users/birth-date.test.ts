import {
  bornByForAge,
  type ApiError,
  type AuditEntry,
  type AuthUser,
  type DatingPreferences,
  type MatchingProfile,
  type UserLookup,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import {
  birthDateAged,
  call,
  createUser,
  expectFieldError,
  type TestUser,
  useTestApp,
} from "../../../test/helpers.js";
import { calendarDay } from "../../lib/calendar.js";
import { shownIds, tagsFor } from "../matching/test-support.js";

const t = useTestApp();

const setBirthDate = <T = AuthUser>(user: TestUser, birthDate: unknown) =>
  call<T>(t.app, "POST", "/api/user/birth-date", { user, body: { birthDate } });

/** The day after `date` ("YYYY-MM-DD"). */
const dayAfter = (date: string) =>
  new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);

async function storedAge(user: TestUser) {
  return t.db
    .selectFrom("users")
    .select(["birthDate", "underAgeAt"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
}

describe("POST /api/user/birth-date", () => {
  it("takes someone exactly 18 today in their own time zone, and keeps the date", async () => {
    const zone = "Pacific/Kiritimati"; // UTC+14: its day starts first
    const birthDate = bornByForAge(calendarDay(zone), 18);
    const user = await createUser(t.db, { birthDate: null, timeZone: zone });
    const res = await setBirthDate(user, birthDate);
    expect(res, JSON.stringify(res.body)).toHaveStatus(200);
    expect(res.body).toMatchObject({ birthDate, underAge: false });
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(me.body.birthDate).toBe(birthDate);
  });

  it("refuses the same date where it is still the day before (17), in words, keeping no date", async () => {
    const birthDate = bornByForAge(calendarDay("Pacific/Kiritimati"), 18);
    const zone = "Pacific/Pago_Pago"; // UTC-11: a day (or two) behind Kiritimati
    expect(calendarDay(zone) < calendarDay("Pacific/Kiritimati")).toBe(true);
    const user = await createUser(t.db, { birthDate: null, timeZone: zone });
    const res = await setBirthDate<ApiError>(user, birthDate);
    expect(res).toHaveStatus(403);
    expect(res.body).toMatchObject({
      message: "Tandem is for people 18 and over.",
      reason: "UNDER_AGE",
    });
    const row = await storedAge(user);
    expect(row.birthDate).toBeNull();
    expect(row.underAgeAt).not.toBeNull();
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user });
    expect(me.body).toMatchObject({ birthDate: null, underAge: true });
    // Trying again with an adult date changes nothing: only staff can.
    const again = await setBirthDate<ApiError>(user, "1990-05-05");
    expect(again).toHaveStatus(403);
    expect((await storedAge(user)).birthDate).toBeNull();
  });

  it("refuses 17 years and 364 days", async () => {
    const user = await createUser(t.db, { birthDate: null });
    const res = await setBirthDate<ApiError>(user, dayAfter(bornByForAge(calendarDay("UTC"), 18)));
    expect(res).toHaveStatus(403);
    expect(res.body.reason).toBe("UNDER_AGE");
  });

  it("takes 29 February of a leap year as a real birth date", async () => {
    const user = await createUser(t.db, { birthDate: null });
    const res = await setBirthDate(user, "2004-02-29");
    expect(res).toHaveStatus(200);
    expect(res.body.birthDate).toBe("2004-02-29");
  });

  it.each([
    ["2005-02-29", /real date/],
    ["1995-13-01", /real date/],
    ["14/03/1995", /real date/],
    ["", /Enter your birth date/],
    [19950314, /Enter your birth date/],
    [null, /Enter your birth date/],
    ["1899-12-31", /real birth date/],
  ])("refuses %j with a 400 naming the field, storing nothing", async (birthDate, message) => {
    const user = await createUser(t.db, { birthDate: null });
    const res = await setBirthDate<ApiError>(user, birthDate);
    expect(res).toHaveStatus(400);
    expectFieldError(res.body, "birthDate");
    expect(res.body.fields!.birthDate).toMatch(message);
    expect(await storedAge(user)).toEqual({ birthDate: null, underAgeAt: null });
  });

  it("refuses a date in the future with a 400, storing nothing", async () => {
    const user = await createUser(t.db, { birthDate: null, timeZone: "Pacific/Pago_Pago" });
    const res = await setBirthDate<ApiError>(user, dayAfter(calendarDay("Pacific/Pago_Pago")));
    expect(res).toHaveStatus(400);
    expect(res.body.fields!.birthDate).toBe("Your birth date can't be in the future.");
    expect(await storedAge(user)).toEqual({ birthDate: null, underAgeAt: null });
  });

  it("refuses a second birth date with a 409 in words, keeping the first", async () => {
    const user = await createUser(t.db, { birthDate: null });
    expect(await setBirthDate(user, "1990-01-15")).toHaveStatus(200);
    const res = await setBirthDate<ApiError>(user, "1985-01-15");
    expect(res).toHaveStatus(409);
    expect(res.body.reason).toBe("BIRTH_DATE_ALREADY_SET");
    expect(res.body.message).toMatch(/can't be changed here.*contact support/);
    expect((await storedAge(user)).birthDate).toBe("1990-01-15");
  });

  it("is refused signed out", async () => {
    expect(await setBirthDate(null as unknown as TestUser, "1990-01-15")).toHaveStatus(401);
  });
});

describe("staff correct a birth date", () => {
  const correct = <T = UserLookup>(admin: TestUser, target: TestUser, body: object) =>
    call<T>(t.app, "POST", `/api/admin/users/${target.id}/birth-date`, { user: admin, body });

  it("sets it in the person's place, moves their group, and writes the audit log", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db, { birthDate: "1990-06-01" });
    const profile = await call(t.app, "POST", "/api/matching/profile", {
      user: person,
      body: { nickname: "Corrected", gender: "female" },
    });
    expect(profile).toHaveStatus(200);
    const birthDate = birthDateAged(25);
    const res = await correct(admin, person, { birthDate, note: "ID checked by support." });
    expect(res, JSON.stringify(res.body)).toHaveStatus(200);
    expect(res.body).toMatchObject({ id: person.id, birthDate, underAge: false });
    const mine = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", {
      user: person,
    });
    expect(mine.body.ageGroup).toBe("23-27");
    const log = await call<AuditEntry[]>(t.app, "GET", "/api/admin/audit-log", { user: admin });
    const entry = log.body.find(
      (e) => e.target?.id === person.id && e.action === "birth-date-correct",
    );
    expect(entry).toMatchObject({
      actor: { id: admin.id },
      note: `Birth date 1990-06-01 corrected to ${birthDate}. ID checked by support.`,
    });
  });

  it("lifts a refusal for under 18 when the real date is 18 or over", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db, { birthDate: null });
    expect(await setBirthDate(person, birthDateAged(16))).toHaveStatus(403);
    const res = await correct(admin, person, { birthDate: "1999-09-09", note: "Typo: 2009." });
    expect(res).toHaveStatus(200);
    const me = await call<AuthUser>(t.app, "GET", "/api/auth/user", { user: person });
    expect(me.body).toMatchObject({ birthDate: "1999-09-09", underAge: false });
  });

  it("refuses under 18 or no note with field messages, writing nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const person = await createUser(t.db, { birthDate: "1990-06-01" });
    const young = await correct<ApiError>(admin, person, {
      birthDate: birthDateAged(17),
      note: "Asked to.",
    });
    expect(young).toHaveStatus(400);
    expect(young.body.fields!.birthDate).toMatch(/under 18/);
    const noNote = await correct<ApiError>(admin, person, { birthDate: "1991-01-01", note: " " });
    expect(noNote).toHaveStatus(400);
    expectFieldError(noNote.body, "note");
    expect((await storedAge(person)).birthDate).toBe("1990-06-01");
    const audited = await t.db
      .selectFrom("moderationAuditLog")
      .select("id")
      .where("targetUserId", "=", person.id)
      .execute();
    expect(audited).toEqual([]);
  });

  it("is staff only", async () => {
    const someone = await createUser(t.db);
    const person = await createUser(t.db, { birthDate: "1990-06-01" });
    const res = await correct(someone, person, { birthDate: "1991-01-01", note: "Mine now." });
    expect(res).toHaveStatus(403);
    expect((await storedAge(person)).birthDate).toBe("1990-06-01");
  });
});

describe("the age group from the birth date", () => {
  const saveProfile = <T = MatchingProfile>(user: TestUser, extra: object = {}) =>
    call<T>(t.app, "POST", "/api/matching/profile", {
      user,
      body: { nickname: "Grouped", gender: "male", ...extra },
    });

  it("wins over a group sent by an API client", async () => {
    const user = await createUser(t.db, { birthDate: birthDateAged(25) });
    const res = await saveProfile(user, { ageGroup: "43+" });
    expect(res).toHaveStatus(200);
    expect(res.body.ageGroup).toBe("23-27");
  });

  it("keeps a chosen group without a birth date, until one is given", async () => {
    const user = await createUser(t.db, { birthDate: null });
    const missing = await saveProfile<ApiError>(user);
    expect(missing).toHaveStatus(400);
    expectFieldError(missing.body, "ageGroup");
    expect((await saveProfile(user, { ageGroup: "33-37" })).body.ageGroup).toBe("33-37");
    expect(await setBirthDate(user, birthDateAged(43))).toHaveStatus(200);
    const mine = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(mine.body.ageGroup).toBe("43+");
  });
});

describe("age preferences in years", () => {
  const prefs = <T = DatingPreferences>(user: TestUser, ages: object) =>
    call<T>(t.app, "POST", "/api/matching/preferences", {
      user,
      body: { showMe: "everyone", distance: "anywhere", ...ages },
    });
  // Rare answers, so that these singles rank above other files' singles.
  const ANSWERS = [2, 3, 1, 3, 2];

  async function single(nickname: string, birthDate: string | null, ages?: object) {
    const user = await createUser(t.db, { birthDate });
    const body = { nickname, gender: "female", ageGroup: "28-32", city: "Tromsø, Norway" };
    expect(await call(t.app, "POST", "/api/matching/profile", { user, body })).toHaveStatus(200);
    const tags = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags: tagsFor(ANSWERS) },
    });
    expect(tags).toHaveStatus(200);
    if (ages) expect(await prefs(user, ages)).toHaveStatus(200);
    return user;
  }

  it("are stored in years; the spec's bands are still taken as their years", async () => {
    const user = await single("Years", birthDateAged(30));
    expect((await prefs(user, { ageMin: 25, ageMax: 31 })).body).toMatchObject({
      ageMin: 25,
      ageMax: 31,
    });
    expect((await prefs(user, { ageMin: "23-27", ageMax: "43+" })).body).toMatchObject({
      ageMin: 23,
      ageMax: 99,
    });
  });

  it.each([
    [{ ageMin: 17, ageMax: 30 }, "ageMin", /18 or over/],
    [{ ageMin: 18, ageMax: 100 }, "ageMax", /99 or under/],
    [{ ageMin: 25.5, ageMax: 30 }, "ageMin", /whole number/],
    [{ ageMin: "12-17", ageMax: 30 }, "ageMin", /from 18 to 99/],
    [{ ageMin: 40, ageMax: 30 }, "ageMax", /at or above the lower/],
  ])("refuses %j with a field message", async (ages, field, message) => {
    const user = await single("Refused years", birthDateAged(30), { ageMin: 20, ageMax: 40 });
    const res = await prefs<ApiError>(user, ages);
    expect(res).toHaveStatus(400);
    expectFieldError(res.body, field);
    expect(res.body.fields![field]).toMatch(message);
    const mine = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(mine.body.preferences).toMatchObject({ ageMin: 20, ageMax: 40 });
  });

  it("filter Discover by age in years, to the day, both ways", async () => {
    const today = calendarDay("UTC");
    const viewer = await single("Age viewer", birthDateAged(30), { ageMin: 25, ageMax: 30 });
    const turns25Today = await single("Turns 25 today", bornByForAge(today, 25));
    const turns25Tomorrow = await single("Still 24", dayAfter(bornByForAge(today, 25)));
    const aged30 = await single("Aged 30", dayAfter(bornByForAge(today, 31)));
    const turns31Today = await single("Turns 31 today", bornByForAge(today, 31));
    const noBirthDate = await single("Never asked", null);
    const wantsOlder = await single("Wants 35+", birthDateAged(27), { ageMin: 35, ageMax: 99 });
    const shown = await shownIds(t, viewer, [
      turns25Today,
      turns25Tomorrow,
      aged30,
      turns31Today,
      noBirthDate,
      wantsOlder,
    ]);
    expect(shown.sort()).toEqual([turns25Today.id, aged30.id].sort());
  });

  it("leave someone without a birth date in an open range, and out of a narrower one", async () => {
    const open = await single("Open viewer", birthDateAged(30));
    const narrow = await single("Narrow viewer", birthDateAged(30), { ageMin: 18, ageMax: 60 });
    const noBirthDate = await single("Never asked either", null);
    expect(await shownIds(t, open, [noBirthDate])).toEqual([noBirthDate.id]);
    expect(await shownIds(t, narrow, [noBirthDate])).toEqual([]);
  });
});
