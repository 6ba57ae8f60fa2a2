// Every photo's bytes go the same way: queued in the transaction that deletes its row,
// deleted after the commit, and kept in the queue for housekeeping when storage fails then.
import { conflict } from "@tandem/api-contract/server";
import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/helpers.js";
import { removeAccountPhoto, uploadAccountPhoto } from "./account-photo.js";
import { deleteQueuedPhotoBytes } from "./deletion-queue.js";
import { processPhoto } from "./process.js";
import { createPostgresStorage, type PhotoStorage } from "./storage.js";
import { storeThenCommit } from "./store.js";
import { solidJpeg } from "./test-support.js";

const t = useTestApp();
const noHevc = () => Promise.reject(new Error("not used for a JPEG"));

/** The database's storage, whose deletions fail while `failing` is set. */
function flakyStorage() {
  const storage = createPostgresStorage(t.db);
  const flaky: PhotoStorage & { failing: boolean } = {
    kind: storage.kind,
    failing: false,
    put: (key, object) => storage.put(key, object),
    get: (key) => storage.get(key),
    delete: (keys) =>
      flaky.failing ? Promise.reject(new Error("storage is down")) : storage.delete(keys),
  };
  return flaky;
}

const storedKeys = (id: string) =>
  t.db.selectFrom("storageObjects").select("key").where("key", "like", `${id}/%`).execute();
const queued = async (id: string) =>
  (await t.db.selectFrom("photoDeletions").select("photoId").where("photoId", "=", id).execute())
    .length;
const accountPhotoId = async (userId: string) =>
  (
    await t.db
      .selectFrom("photos")
      .select("id")
      .where("accountUserId", "=", userId)
      .executeTakeFirst()
  )?.id;

describe("a replaced or removed photo's bytes", () => {
  it("go at once after the commit, and nothing is left queued", async () => {
    const storage = flakyStorage();
    const user = await createUser(t.db);
    await uploadAccountPhoto(t.db, storage, user.id, await solidJpeg(80, 80), noHevc);
    const first = (await accountPhotoId(user.id))!;
    await uploadAccountPhoto(t.db, storage, user.id, await solidJpeg(90, 90), noHevc);
    const second = (await accountPhotoId(user.id))!;

    expect(second).not.toBe(first);
    expect(await storedKeys(first)).toEqual([]);
    expect(await queued(first)).toBe(0);
    expect(await storedKeys(second)).not.toEqual([]);
  });

  it("stay queued when storage fails after the commit, the person's change done, and housekeeping deletes them", async () => {
    const storage = flakyStorage();
    const user = await createUser(t.db);
    await uploadAccountPhoto(t.db, storage, user.id, await solidJpeg(80, 80), noHevc);
    const replaced = (await accountPhotoId(user.id))!;
    storage.failing = true;
    await uploadAccountPhoto(t.db, storage, user.id, await solidJpeg(90, 90), noHevc);
    const removed = (await accountPhotoId(user.id))!;
    await removeAccountPhoto(t.db, storage, user.id);

    expect(await accountPhotoId(user.id)).toBeUndefined();
    for (const id of [replaced, removed]) {
      expect(await queued(id)).toBe(1);
      expect(await storedKeys(id)).not.toEqual([]);
    }
    storage.failing = false;
    await deleteQueuedPhotoBytes(t.db, storage);
    for (const id of [replaced, removed]) {
      expect(await queued(id)).toBe(0);
      expect(await storedKeys(id)).toEqual([]);
    }
  });
});

describe("an upload whose row cannot be written", () => {
  it("deletes the bytes it stored and changes nothing else", async () => {
    const storage = flakyStorage();
    const photo = await processPhoto(await solidJpeg(60, 60), noHevc);
    let storedId: string | undefined;
    await expect(
      storeThenCommit(t.db, storage, photo, async (db, id) => {
        storedId = id;
        const stored = await db
          .selectFrom("storageObjects")
          .select("key")
          .where("key", "like", `${id}/%`)
          .execute();
        expect(stored).not.toEqual([]);
        throw conflict("No room for it.");
      }),
    ).rejects.toThrow("No room for it.");
    expect(storedId).toBeDefined();
    expect(await storedKeys(storedId!)).toEqual([]);
    expect(await queued(storedId!)).toBe(0);
  });
});
