import { describe, expect, it } from "vitest";
import { KEPT_QUERIES, queryPath } from "./kept-queries.js";
import { keptQuery } from "./query-persistence.js";

const read = (path: string[], status: "success" | "error" = "success") =>
  ({ queryKey: [path, { type: "query" }], state: { status } }) as unknown as Parameters<
    typeof keptQuery
  >[0];

describe("the reads kept on the device (decision 257)", () => {
  it("keeps the person's own screens' reads", () => {
    for (const path of [
      ["user", "me"],
      ["quiz", "today"],
      ["chat", "messages"],
      ["couple", "get"],
    ]) {
      expect(keptQuery(read(path)), path.join(".")).toBe(true);
    }
  });

  it("never keeps staff tools, a link's page, or a read nobody put on the list", () => {
    for (const path of [
      ["apiTokens", "list"],
      ["admin", "listRewards"],
      ["moderation", "waitlist"],
      ["moderation", "auditLog"],
      ["pair", "invitePreview"],
      ["someRouter", "newRead"],
    ]) {
      expect(keptQuery(read(path)), path.join(".")).toBe(false);
    }
    expect([...KEPT_QUERIES].some((path) => /^(admin|moderation|apiTokens)\./.test(path))).toBe(
      false,
    );
  });

  it("keeps only answered reads", () => {
    expect(keptQuery(read(["quiz", "today"], "error"))).toBe(false);
  });

  it("names a read by its router and procedure", () => {
    expect(queryPath([["matching", "profile"], { type: "query" }])).toBe("matching.profile");
  });
});
