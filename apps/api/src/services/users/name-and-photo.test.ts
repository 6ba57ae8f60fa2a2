import { ACCOUNT_PHOTO_UPLOAD_PATH, type ApiError, type AuthUser } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, expectFieldError, useTestApp } from "../../../test/helpers.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";

const t = useTestApp();

describe("POST /api/user/name", () => {
  it("stores the first name trimmed, inner spaces made one, and answers the user", async () => {
    const user = await createUser(t.db);
    const res = await call<AuthUser>(t.app, "POST", "/api/user/name", {
      user,
      body: { firstName: "  Anne   Marie " },
    });
    expect(res).toHaveStatus(200);
    expect(res.body.firstName).toBe("Anne Marie");
    const zoe = await call<AuthUser>(t.app, "POST", "/api/user/name", {
      user,
      body: { firstName: "Zoë 🌻" },
    });
    expect(zoe.body.firstName).toBe("Zoë 🌻");
  });

  it.each([
    [{}, /Enter your first name/],
    [{ firstName: "   " }, /Enter your first name/],
    [{ firstName: "x".repeat(41) }, /40 characters or fewer/],
    [{ firstName: "Bob\u0007" }, /control or invisible/],
    [{ firstName: "Ja\u200Bne" }, /control or invisible/],
    [{ firstName: "www.example.com" }, /web address/],
    [{ firstName: "https://spam.example" }, /web address/],
    [{ firstName: "Sam.io" }, /web address/],
    [{ firstName: 42 }, /Enter your first name/],
  ])("refuses %j with a 400 naming the field, and keeps the name", async (body, message) => {
    const user = await createUser(t.db, { firstName: "Alex" });
    const res = await call<ApiError>(t.app, "POST", "/api/user/name", { user, body });
    expect(res).toHaveStatus(400);
    expectFieldError(res.body, "firstName");
    expect(res.body.fields!.firstName).toMatch(message);
    const row = await t.db
      .selectFrom("users")
      .select("firstName")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.firstName).toBe("Alex");
  });

  it("is 401 signed out", async () => {
    const res = await call(t.app, "POST", "/api/user/name", { body: { firstName: "Alex" } });
    expect(res).toHaveStatus(401);
  });
});

describe("the account photo", () => {
  it("is set by an upload, shown as the avatar, replaced by the next, and removed", async () => {
    const user = await createUser(t.db, { firstName: "Alex" });
    const first = await uploadPhoto(
      t,
      user,
      await solidJpeg(500, 400),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    expect(first).toHaveStatus(201);
    const firstUrl = first.json<AuthUser>().profileImageUrl!;
    expect(firstUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/small$/);
    const shown = await t.app.inject({ url: firstUrl, headers: { cookie: user.cookie } });
    expect(shown).toHaveStatus(200);

    const second = await uploadPhoto(
      t,
      user,
      await solidJpeg(300, 300),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    const secondUrl = second.json<AuthUser>().profileImageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await t.app.inject({ url: firstUrl, headers: { cookie: user.cookie } })).toHaveStatus(
      404,
    );
    const rows = await t.db
      .selectFrom("photos")
      .select("id")
      .where("accountUserId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    // Not one of the dating profile's photos.
    expect(
      await t.db.selectFrom("photos").select("id").where("userId", "=", user.id).execute(),
    ).toHaveLength(0);

    const removed = await call<AuthUser>(t.app, "POST", "/api/user/photo/delete", { user });
    expect(removed).toHaveStatus(200);
    expect(removed.body.profileImageUrl).toBeNull();
    expect(await t.app.inject({ url: secondUrl, headers: { cookie: user.cookie } })).toHaveStatus(
      404,
    );
  });

  it("refuses a file that is not a photo, and changes nothing", async () => {
    const user = await createUser(t.db);
    const res = await uploadPhoto(
      t,
      user,
      Buffer.from("not a photo"),
      "image/jpeg",
      ACCOUNT_PHOTO_UPLOAD_PATH,
    );
    expect([415, 422]).toContain(res.statusCode);
    expect(res.json<ApiError>().message).toBeTruthy();
    const row = await t.db
      .selectFrom("users")
      .select("profileImageUrl")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.profileImageUrl).toBeNull();
  });

  it("is in the export and goes with the account", async () => {
    const user = await createUser(t.db, { firstName: "Alex" });
    await uploadPhoto(t, user, await solidJpeg(300, 300), "image/jpeg", ACCOUNT_PHOTO_UPLOAD_PATH);
    const exported = await call<{ data: { photos: { kind: string; url: string }[] } }>(
      t.app,
      "GET",
      "/api/account/export",
      { user },
    );
    expect(exported.body.data.photos).toMatchObject([{ kind: "account" }]);
    const [photo] = await t.db
      .selectFrom("photos")
      .select("id")
      .where("accountUserId", "=", user.id)
      .execute();
    const deleted = await call(t.app, "POST", "/api/account/delete", {
      user,
      body: { confirmation: "DELETE" },
    });
    expect(deleted).toHaveStatus(200);
    expect(
      await t.db.selectFrom("photos").select("id").where("id", "=", photo!.id).execute(),
    ).toHaveLength(0);
    const stored = await t.db
      .selectFrom("storageObjects")
      .select("key")
      .where("key", "like", `${photo!.id}/%`)
      .execute();
    expect(stored).toHaveLength(0);
  });
});
