// A couple's photo ends with the couple: a break-up or either partner's account deletion
// takes its row and its bytes; it is in its uploader's export while it lasts.
import type { AccountExport, Photo } from "@tandem/api-contract";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { deleteEndedCouplesPhotos } from "../../../../../packages/db/src/migrations/2026_11_27_0025_couple_photo_ends_with_couple.js";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { pair } from "../matching/test-support.js";
import { deleteQueuedPhotoBytes } from "./deletion-queue.js";
import { keysOf } from "./read.js";
import { createPostgresStorage } from "./storage.js";
import { solidJpeg, uploadPhoto } from "./test-support.js";

const t = useTestApp();

async function couplePhoto(user: TestUser): Promise<Photo> {
  const res = await uploadPhoto(
    t,
    user,
    await solidJpeg(300, 300),
    "image/jpeg",
    "/api/couple/photo",
  );
  expect(res).toHaveStatus(201);
  return res.json<{ photo: Photo }>().photo;
}

const storedKeys = (id: string) =>
  t.db.selectFrom("storageObjects").select("key").where("key", "like", `${id}/%`).execute();

const photoRow = (id: string) =>
  t.db.selectFrom("photos").select("id").where("id", "=", id).executeTakeFirst();

const served = (user: TestUser, photo: Photo) =>
  t.app.inject({ method: "GET", url: photo.url, headers: { cookie: user.cookie } });

async function exportedPhotos(user: TestUser) {
  const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user });
  expect(res).toHaveStatus(200);
  return res.body.data.photos as Array<{ kind: string; url: string }>;
}

async function pairedCouple() {
  const k = await createUser(t.db, { firstName: "Kit" });
  const l = await createUser(t.db, { firstName: "Lou" });
  await pair(t, k, l);
  return { k, l };
}

describe("a couple's photo", () => {
  it("goes with a break-up: its row, its bytes, and every address of it", async () => {
    const { k, l } = await pairedCouple();
    const photo = await couplePhoto(l);
    expect((await storedKeys(photo.id)).length).toBeGreaterThan(0);

    expect(await call(t.app, "POST", "/api/pair/break", { user: k })).toHaveStatus(200);
    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await storedKeys(photo.id)).toEqual([]);
    for (const viewer of [k, l, await createUser(t.db)])
      expect(await served(viewer, photo)).toHaveStatus(404);
    const queued = await t.db
      .selectFrom("photoDeletions")
      .select("photoId")
      .where("photoId", "=", photo.id)
      .execute();
    expect(queued).toEqual([]);
  });

  it("is in its uploader's export, not in the partner's, and goes with the uploader's account", async () => {
    const { k, l } = await pairedCouple();
    const photo = await couplePhoto(l);
    expect(await exportedPhotos(l)).toEqual([
      expect.objectContaining({ kind: "couple", url: photo.url }),
    ]);
    expect(await exportedPhotos(k)).toEqual([]);

    const deleted = await call(t.app, "POST", "/api/account/delete", {
      user: l,
      body: { confirmation: "DELETE" },
    });
    expect(deleted).toHaveStatus(200);
    expect(await photoRow(photo.id)).toBeUndefined();
    expect(await storedKeys(photo.id)).toEqual([]);
    expect(await served(k, photo)).toHaveStatus(404);
  });

  it("whose uploader was never recorded (stored before the rule) is in both partners' exports", async () => {
    const { k, l } = await pairedCouple();
    const photo = await couplePhoto(k);
    await t.db
      .updateTable("photos")
      .set({ uploadedById: null })
      .where("id", "=", photo.id)
      .execute();
    for (const partner of [k, l])
      expect(await exportedPhotos(partner)).toEqual([expect.objectContaining({ kind: "couple" })]);
  });
});

describe("the migration that applies the rule to photos stored before it", () => {
  it("deletes the photos of ended couples and queues their bytes, which housekeeping then deletes", async () => {
    const { k, l } = await pairedCouple();
    const kept = await couplePhoto(k);
    const ended = await t.db
      .insertInto("couples")
      .values({ userAId: k.id, userBId: l.id, endedAt: new Date() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const orphan = await t.db
      .insertInto("photos")
      .values({ coupleId: ended.id, width: 10, height: 10 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const storage = createPostgresStorage(t.db);
    for (const key of keysOf(orphan.id))
      await storage.put(key, { bytes: Buffer.from("old"), contentType: "image/webp" });

    await deleteEndedCouplesPhotos(t.db as unknown as Kysely<unknown>);
    expect(await photoRow(orphan.id)).toBeUndefined();
    expect(await photoRow(kept.id)).toBeDefined();
    expect(await storedKeys(orphan.id)).toHaveLength(keysOf(orphan.id).length);

    await deleteQueuedPhotoBytes(t.db, storage);
    expect(await storedKeys(orphan.id)).toEqual([]);
    expect(await storedKeys(kept.id)).not.toEqual([]);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM photo_deletions WHERE photo_id = ${orphan.id}`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });
});
