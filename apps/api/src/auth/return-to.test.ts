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

  it("refuses /.//evil.example, which once answered Location: //evil.example", () => {
    expect(safeReturnTo("/.//evil.example")).toBe("/app");
  });

  // The security review's corpus (docs/security.md): "//", "/\\", dot segments, encodings, tabs
  // and newlines, "@", full URLs. Whatever survives is a path a browser resolves on this site.
  it.each([
    "/././/evil.example",
    "/a/..//evil.example",
    "/..//evil.example",
    "/%2e//evil.example",
    "/.%2f/evil.example",
    "/./\\evil.example",
    "/.\\/evil.example",
    "/\\/evil.example",
    "/%5c/evil.example",
    "/%5cevil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "//%09evil.example",
    "/\t\t/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    "\\/evil.example",
    "/@evil.example",
    "//user@evil.example",
    "https:evil.example",
    "http://localhost:3000@evil.example",
    "HTTPS://evil.example",
    "//evil.example/%2e%2e",
    "data:text/html,hi",
  ])("keeps %j on this site", (value) => {
    const answer = safeReturnTo(value);
    expect(answer.startsWith("/")).toBe(true);
    expect(answer.startsWith("//") || answer.startsWith("/\\")).toBe(false);
    expect(new URL(answer, "https://tandem.example").origin).toBe("https://tandem.example");
  });
});
