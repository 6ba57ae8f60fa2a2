// Who may see a photo by its address (docs/decisions/171-who-may-see-a-photo.md): its owner,
// staff, an active match, the current couple, and, for every profile photo (a Discover card
// shows them all) and the account photo, anyone the owner is shown to in Discover. A block or a suspension hides
// them; anyone else gets the same 404 as for a photo that does not exist.
import {
  ACCOUNT_PHOTO_UPLOAD_PATH,
  COUPLE_PHOTO_UPLOAD_PATH,
  type Photo,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../test/helpers.js";
import { block, matched, pair, single } from "../services/matching/test-support.js";
import { solidJpeg, uploadPhoto } from "../services/photos/test-support.js";

const t = useTestApp();

async function profilePhotos(owner: TestUser, count: number): Promise<Photo[]> {
  let list: Photo[] = [];
  for (let i = 0; i < count; i++) {
    const res = await uploadPhoto(t, owner, await solidJpeg(200, 200, { r: 40 * i, g: 90, b: 9 }));
    expect(res).toHaveStatus(201);
    list = res.json<Photo[]>();
  }
  return list;
}

async function status(viewer: TestUser, photo: Photo, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "GET",
    url: photo.url,
    headers: { cookie: viewer.cookie, ...headers },
  });
  if (res.statusCode === 404) expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
  return res.statusCode;
}

describe("a profile photo's address", () => {
  it("shows a stranger every photo of someone Discover could show them", async () => {
    const owner = await single(t, "Ada", [0, 1, 2, 3, 0]);
    const [first, second] = await profilePhotos(owner, 2);
    const stranger = await single(t, "Cy", [0, 1, 2, 3, 0]);
    expect(await status(stranger, first!)).toBe(200);
    expect(await status(stranger, second!)).toBe(200);
    expect(await status(owner, second!)).toBe(200);

    // A paused profile is not shown in Discover: its photos neither.
    await call(t.app, "POST", "/api/matching/pause", { user: owner, body: { paused: true } });
    expect(await status(stranger, first!)).toBe(404);
    expect(await status(stranger, second!)).toBe(404);
    expect(await status(owner, second!)).toBe(200);
  });

  it("shows a match every photo, until an unmatch or a block either way", async () => {
    const { a, b } = await matched(t);
    const photos = await profilePhotos(a, 2);
    const bPhotos = await profilePhotos(b, 2);
    for (const photo of photos) expect(await status(b, photo)).toBe(200);

    expect(await block(t, a, b)).toHaveStatus(200);
    for (const photo of photos) expect(await status(b, photo)).toBe(404);
    // The blocker does not see the blocked person's photos either.
    for (const photo of bPhotos) expect(await status(a, photo)).toBe(404);
  });

  it("ends with the match: a former match sees what a stranger sees", async () => {
    const { a, b } = await matched(t);
    const [first, second] = await profilePhotos(a, 2);
    // Paused, a is no longer in Discover: only the match still sees the photos.
    await call(t.app, "POST", "/api/matching/pause", { user: a, body: { paused: true } });
    expect(await status(b, second!)).toBe(200);
    const unmatched = await call(t.app, "POST", "/api/matching/unmatch", {
      user: b,
      body: { userId: a.id },
    });
    expect(unmatched).toHaveStatus(200);
    expect(await status(b, second!)).toBe(404);
    expect(await status(b, first!)).toBe(404);
  });

  it("is hidden while its owner is suspended, from matches too; staff still see it", async () => {
    const { a, b } = await matched(t);
    const [, second] = await profilePhotos(a, 2);
    const admin = await createUser(t.db, { role: "admin" });
    await t.db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", a.id)
      .execute();
    expect(await status(b, second!)).toBe(404);
    expect(await status(admin, second!)).toBe(200);
  });

  it("answers 304 to a viewer who may see it and holds it, and 404 to one who may not", async () => {
    const owner = await single(t, "Eve", [3, 3, 3, 3, 3]);
    const [, second] = await profilePhotos(owner, 2);
    await call(t.app, "POST", "/api/matching/pause", { user: owner, body: { paused: true } });
    const stranger = await createUser(t.db);
    const first = await t.app.inject({
      method: "GET",
      url: second!.url,
      headers: { cookie: owner.cookie },
    });
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).not.toContain("immutable");
    expect(await status(owner, second!, { "if-none-match": etag })).toBe(304);
    expect(await status(stranger, second!, { "if-none-match": etag })).toBe(404);
  });
});

describe("a couple's photo and an account photo", () => {
  it("shows a couple's photo to its current couple and staff only", async () => {
    const one = await createUser(t.db);
    const two = await createUser(t.db);
    await pair(t, one, two);
    const res = await uploadPhoto(
      t,
      one,
      await solidJpeg(200, 200),
      "image/jpeg",
      COUPLE_PHOTO_UPLOAD_PATH,
    );
    const { photo } = res.json<{ photo: Photo }>();
    const admin = await createUser(t.db, { role: "admin" });
    expect(await status(one, photo)).toBe(200);
    expect(await status(two, photo)).toBe(200);
    expect(await status(admin, photo)).toBe(200);
    expect(await status(await createUser(t.db), photo)).toBe(404);
  });

  it("shows an account photo to the partner, matches and people Discover shows the owner to", async () => {
    const one = await createUser(t.db);
    const partner = await createUser(t.db);
    await pair(t, one, partner);
    const uploaded = await uploadPhoto(
      t,
      one,
      await solidJpeg(200, 200),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    expect(uploaded).toHaveStatus(201);
    const photo = {
      url: String(uploaded.json<{ profileImageUrl: string }>().profileImageUrl),
    } as Photo;
    expect(await status(partner, photo)).toBe(200);
    expect(await status(await createUser(t.db), photo)).toBe(404);

    const lone = await single(t, "Lone", [2, 2, 2, 2, 2]);
    const soloUpload = await uploadPhoto(
      t,
      lone,
      await solidJpeg(200, 200),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    const soloPhoto = {
      url: String(soloUpload.json<{ profileImageUrl: string }>().profileImageUrl),
    } as Photo;
    const looker = await single(t, "Looker", [2, 2, 2, 2, 2]);
    expect(await status(looker, soloPhoto)).toBe(200);
    expect(await block(t, lone, looker)).toHaveStatus(200);
    expect(await status(looker, soloPhoto)).toBe(404);
  });
});
