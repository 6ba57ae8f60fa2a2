import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.js";

describe("safeReturnTo", () => {
  it.each([
    ["/app", "/app"],
    ["/app/profile", "/app/profile"],
    ["/app/discover?tab=new#top", "/app/discover?tab=new#top"],
    ["/app/ünïcode path", "/app/%C3%BCn%C3%AFcode%20path"],
    ["/app/../admin", "/admin"],
  ])("keeps the path %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    "",
    "app",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
    " /app",
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBe("/app");
  });
});
