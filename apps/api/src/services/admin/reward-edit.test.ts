import {
  REWARD_IMAGE_UPLOAD_PATH,
  type ApiError,
  type Reward,
  type RewardImage,
} from "@tandem/api-contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { uploadPhoto } from "../photos/test-support.js";
import { createCouple, pointsOf } from "../quiz/test-support.js";

const t = useTestApp();

const valid = {
  title: "Cheese board",
  description: "For two",
  pointsCost: 120,
  brandName: "Fromagerie",
  location: "Old town",
  imageUrl: "",
  codesValidUntil: "",
  partnerGetsIdentity: false,
  city: "",
};

/** A JPEG with EXIF: a camera make and a GPS position, as a phone writes them. */
function jpegWithExif(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: "SecretCam", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 45/1 0/1" },
    })
    .toBuffer();
}

async function createReward(admin: TestUser, fields: Partial<typeof valid> = {}) {
  const res = await call<Reward>(t.app, "POST", "/api/admin/rewards", {
    user: admin,
    body: { ...valid, ...fields },
  });
  expect(res).toHaveStatus(201);
  return res.body;
}

const edit = (admin: TestUser, id: number, body: Record<string, unknown>) =>
  call<Reward & ApiError>(t.app, "PATCH", `/api/admin/rewards/${id}/details`, {
    user: admin,
    body,
  });

const rowOf = (id: number) =>
  t.db.selectFrom("rewards").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function coupleIn(town: string, points = 0) {
  const couple = await createCouple(t.db);
  await t.db
    .updateTable("users")
    .set({ location: town, points })
    .where("id", "=", couple.a.id)
    .execute();
  return couple;
}

describe("reward images", () => {
  it("stores an uploaded image in two sizes, EXIF gone, served to anyone signed in", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadPhoto(t, admin, original, "image/jpeg", REWARD_IMAGE_UPLOAD_PATH);
    expect(res).toHaveStatus(201);
    const image = res.json<RewardImage>();
    expect(image).toMatchObject({ width: 1200, height: 900 });
    expect(image.imageUrl).toBe(`/api/reward-images/${image.id}/large`);

    const person = await createUser(t.db);
    for (const [url, edge] of [
      [image.imageUrl, 1200],
      [`/api/reward-images/${image.id}/small`, 400],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url, headers: { cookie: person.cookie } });
      expect(served).toHaveStatus(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(served.rawPayload).metadata();
      expect(Math.max(meta.width, meta.height)).toBe(edge);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes("SecretCam")).toBe(false);
    }
    const signedOut = await t.app.inject({ method: "GET", url: image.imageUrl });
    expect(signedOut).toHaveStatus(401);
  });

  it("refuses what is not an image (415/422), non-staff (403), and stores nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom("rewardImages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const text = await uploadPhoto(
      t,
      admin,
      Buffer.from("hello"),
      "text/plain",
      REWARD_IMAGE_UPLOAD_PATH,
    );
    expect(text).toHaveStatus(415);
    expect(text.json<ApiError>().message).toMatch(/photo/i);
    const garbage = await uploadPhoto(
      t,
      admin,
      Buffer.from("not really a jpeg at all"),
      "image/jpeg",
      REWARD_IMAGE_UPLOAD_PATH,
    );
    expect([415, 422]).toContain(garbage.statusCode);
    expect(garbage.json<ApiError>().message).toBeTruthy();
    const person = await createUser(t.db);
    const notStaff = await uploadPhoto(
      t,
      person,
      await jpegWithExif(),
      "image/jpeg",
      REWARD_IMAGE_UPLOAD_PATH,
    );
    expect(notStaff).toHaveStatus(403);
    expect(await count()).toBe(before);
  });

  it("does not serve a profile photo's bytes through the reward image address", async () => {
    const person = await createUser(t.db);
    const stranger = "00000000-0000-4000-8000-000000000000";
    const res = await t.app.inject({
      method: "GET",
      url: `/api/reward-images/${stranger}/large`,
      headers: { cookie: person.cookie },
    });
    expect(res).toHaveStatus(404);
  });
});

describe("editing a reward", () => {
  it("changes every field, keeps it active, and writes the audit log", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await createReward(admin);
    const res = await edit(admin, reward.id, {
      ...valid,
      title: "Cheese and wine",
      pointsCost: "150",
      brandName: "",
      imageUrl: "https://example.com/cheese.jpg",
      codesValidUntil: "2027-06-30",
      partnerGetsIdentity: true,
      city: "lyon",
    });
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({
      id: reward.id,
      title: "Cheese and wine",
      pointsCost: 150,
      brandName: null,
      imageUrl: "https://example.com/cheese.jpg",
      codesValidUntil: "2027-06-30",
      partnerGetsIdentity: true,
      city: "Lyon, France",
      isActive: true,
    });
    const audit = await t.db
      .selectFrom("moderationAuditLog")
      .select(["note", "actorId"])
      .where("action", "=", "reward-edit")
      .where("actorId", "=", admin.id)
      .execute();
    expect(audit).toEqual([
      {
        actorId: admin.id,
        note: `Reward "Cheese board" (${reward.id}): title, brandName, pointsCost, imageUrl, codesValidUntil, partnerGetsIdentity, city`,
      },
    ]);
  });

  it.each([
    ["title", { title: " " }],
    ["pointsCost", { pointsCost: "0" }],
    ["imageUrl", { imageUrl: "javascript:alert(1)" }],
    ["city", { city: "Nowhereville Flats" }],
  ])("refuses a bad %s with 400 naming it, and changes nothing", async (field, change) => {
    const admin = await createUser(t.db, { role: "admin" });
    const reward = await createReward(admin);
    const before = await rowOf(reward.id);
    const res = await edit(admin, reward.id, { ...valid, ...change, id: reward.id });
    expect(res).toHaveStatus(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(res.body.message).not.toMatch(/invalid input/i);
    expect(await rowOf(reward.id)).toEqual(before);
    const audited = await t.db
      .selectFrom("moderationAuditLog")
      .select("id")
      .where("actorId", "=", admin.id)
      .execute();
    expect(audited).toEqual([]);
  });

  it("answers 404 for a reward that does not exist and 403 to a non-admin", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    expect(await edit(admin, 99_999_999, valid)).toHaveStatus(404);
    const reward = await createReward(admin);
    const person = await createUser(t.db);
    expect(await edit(person, reward.id, { ...valid, title: "Mine" })).toHaveStatus(403);
    expect((await rowOf(reward.id)).title).toBe("Cheese board");
  });

  it("deletes a replaced uploaded image through the deletion queue; a typed URL still works", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const upload = await uploadPhoto(
      t,
      admin,
      await jpegWithExif(800, 600),
      "image/jpeg",
      REWARD_IMAGE_UPLOAD_PATH,
    );
    const image = upload.json<RewardImage>();
    const reward = await createReward(admin, { imageUrl: image.imageUrl });
    expect(reward.imageUrl).toBe(image.imageUrl);
    const stored = () =>
      t.db
        .selectFrom("storageObjects")
        .select("key")
        .where("key", "like", `${image.id}/%`)
        .execute();
    expect(await stored()).toHaveLength(2);

    const res = await edit(admin, reward.id, { ...valid, imageUrl: "/images/gift.png" });
    expect(res).toHaveStatus(200);
    expect(res.body.imageUrl).toBe("/images/gift.png");
    expect(await stored()).toEqual([]);
    const row = await t.db
      .selectFrom("rewardImages")
      .select("id")
      .where("id", "=", image.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    const queued = await t.db
      .selectFrom("photoDeletions")
      .select("photoId")
      .where("photoId", "=", image.id)
      .execute();
    expect(queued).toEqual([]);
    const person = await createUser(t.db);
    const gone = await t.app.inject({
      method: "GET",
      url: image.imageUrl,
      headers: { cookie: person.cookie },
    });
    expect(gone).toHaveStatus(404);
  });
});

describe("rewards limited to a city", () => {
  it("are shown only to couples of that town; staff see them all with the city", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const lyon = await createReward(admin, { title: "Lyon only", city: "Lyon, France" });
    const everywhere = await createReward(admin, { title: "Everywhere" });
    expect(lyon.city).toBe("Lyon, France");
    expect(everywhere.city).toBeNull();

    const inLyon = await coupleIn("Lyon, France");
    const inPorto = await coupleIn("Porto, Portugal");
    const idsFor = async (user: TestUser) =>
      (await call<Reward[]>(t.app, "GET", "/api/rewards", { user })).body.map((r) => r.id);
    // Either partner's town counts: b has no location of their own.
    for (const user of [inLyon.a, inLyon.b]) {
      expect(await idsFor(user)).toEqual(expect.arrayContaining([lyon.id, everywhere.id]));
    }
    for (const user of [inPorto.a, inPorto.b]) {
      const ids = await idsFor(user);
      expect(ids).toContain(everywhere.id);
      expect(ids).not.toContain(lyon.id);
    }
    const staff = await call<Reward[]>(t.app, "GET", "/api/admin/rewards", { user: admin });
    expect(staff.body.find((r) => r.id === lyon.id)?.city).toBe("Lyon, France");
  });

  it("refuses in words to redeem a reward of another town, and charges nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const lyon = await createReward(admin, { title: "Lyon dinner", city: "Lyon", pointsCost: 100 });
    const inPorto = await coupleIn("Porto, Portugal", 500);
    const res = await call<ApiError>(t.app, "POST", `/api/rewards/${lyon.id}/redeem`, {
      user: inPorto.a,
      body: {},
    });
    expect(res).toHaveStatus(403);
    expect(res.body.message).toBe(
      "This reward is only for couples in Lyon, France. No points were taken.",
    );
    const spanish = await call<ApiError>(t.app, "POST", `/api/rewards/${lyon.id}/redeem`, {
      user: inPorto.a,
      body: {},
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(spanish).toHaveStatus(403);
    expect(spanish.body.message).toBe(
      "Esta recompensa es solo para parejas de Lyon, France. No se descontaron puntos.",
    );
    expect(await pointsOf(t.db, inPorto.a.id)).toMatchObject({ balance: 500 });
    const redemptions = await t.db
      .selectFrom("redemptions")
      .select("id")
      .where("userId", "=", inPorto.a.id)
      .execute();
    expect(redemptions).toEqual([]);

    const inLyon = await coupleIn("Lyon, France", 500);
    const ok = await call(t.app, "POST", `/api/rewards/${lyon.id}/redeem`, {
      user: inLyon.a,
      body: {},
    });
    expect(ok).toHaveStatus(200);
  });
});
