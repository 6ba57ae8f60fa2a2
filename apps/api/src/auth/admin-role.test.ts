import { describe, expect, it } from "vitest";
import { createUser, uniqueEmail, useTestApp } from "../../test/helpers.js";
import { grantAdmin, isAdminEmail } from "./admin-role.js";

const ctx = useTestApp();

const roleOf = async (id: string) =>
  (await ctx.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow())
    .role;

describe("grantAdmin", () => {
  it("makes an existing account an admin", async () => {
    const user = await createUser(ctx.db);
    const result = await grantAdmin(ctx.db, `  ${user.email.toUpperCase()} `);
    expect(result).toEqual({
      userId: user.id,
      email: user.email,
      created: false,
      alreadyAdmin: false,
    });
    expect(await roleOf(user.id)).toBe("admin");
  });

  it("says so when the account is an admin already", async () => {
    const user = await createUser(ctx.db, { role: "admin" });
    const result = await grantAdmin(ctx.db, user.email);
    expect(result.alreadyAdmin).toBe(true);
    expect(result.created).toBe(false);
    expect(await roleOf(user.id)).toBe("admin");
  });

  it("creates the account when there is none, so its first sign-in is as an admin", async () => {
    const email = uniqueEmail("new-admin");
    const result = await grantAdmin(ctx.db, email);
    expect(result.created).toBe(true);
    const row = await ctx.db
      .selectFrom("users")
      .select(["id", "role"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: result.userId, role: "admin" });
  });

  it("refuses something that is not an e-mail address", async () => {
    await expect(grantAdmin(ctx.db, "not-an-address")).rejects.toThrow(
      '"not-an-address" is not a valid e-mail address.',
    );
  });
});

describe("isAdminEmail", () => {
  it("matches listed addresses whatever their case, and nothing else", () => {
    expect(isAdminEmail(["boss@example.test"], "Boss@Example.test")).toBe(true);
    expect(isAdminEmail(["boss@example.test"], "other@example.test")).toBe(false);
    expect(isAdminEmail(["boss@example.test"], null)).toBe(false);
    expect(isAdminEmail([], "boss@example.test")).toBe(false);
  });
});
